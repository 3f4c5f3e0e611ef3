/**
 * The demo data written once, for the many browser tests whose server starts with it (SEED=demo): a
 * server writes it on a copy of the migrated template and stops, and what it left is kept as a template
 * of its own, a packed data directory for PGlite and a template database on PostgreSQL. A test's server
 * starts on a copy and finds its users there, so it does not write the demo again (docs/decisions/0033).
 *
 * The demo's dates follow the moment it is written (src/db/seed). A template is named by the hour it was
 * written in, so no copy is more than an hour older than its server: the nearest future moment in the
 * demo (a request's hold) is 8 hours after it is written, and a day in Japan always starts on an hour.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { currentFingerprint, templateCacheDir, unpackPgliteTemplate, unpackTar, waitUntilNobodyIsConnected } from '@/db/testing/migrated-templates';
import { createPostgresTestDatabase, postgresAdminUrl } from '@/db/testing/test-database';
import { newestSourceTime } from '../../../scripts/lib/web-build.mjs';
import { startServerOnFreePort } from './spawn-server';

const HOUR_MS = 3_600_000;
const PGLITE_PREFIX = 'pglite-demo-';
const POSTGRES_PREFIX = 'kominka_template_demo_';

let codeStamp: string | undefined;
/** The code that writes the demo: the newest of the sources and of the server's bundle. */
const currentCodeStamp = () => (codeStamp ??= Math.floor(newestSourceTime(['src'], ['dist/server/main.mjs'])).toString(36));

/** Names one demo: the migrations, the code that wrote it and the hour it was written in. */
const demoKey = () => `${currentFingerprint()}_${currentCodeStamp()}_${Math.floor(Date.now() / HOUR_MS).toString(36)}`;

/** Starts the server with SEED=demo on the database that `env` names, waits until it answers, and stops it. */
async function writeDemo(dataDir: string, env: Record<string, string> = {}): Promise<void> {
  const server = await startServerOnFreePort({ DATA_DIR: dataDir, SEED: 'demo', JOBS: 'off', ...env });
  if ((await server.stop()) !== 0 || !server.output().includes('デモデータを投入しました')) throw new Error(`the demo was not written:\n${server.output()}`);
}

const building = new Map<string, Promise<string>>();
/** One build of a key per process at a time; another process may build the same one meanwhile (each renames into place). */
function once(key: string, build: () => Promise<string>): Promise<string> {
  let promise = building.get(key);
  if (!promise) {
    promise = build().finally(() => building.delete(key));
    building.set(key, promise);
  }
  return promise;
}

/** The packed data directory (the database and the field key the demo was written with). */
function pgliteDemoTemplate(): Promise<string> {
  const key = demoKey();
  const file = path.join(templateCacheDir, `${PGLITE_PREFIX}${key}.tar`);
  if (fs.existsSync(file)) return Promise.resolve(file);
  return once(file, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-demo-template-'));
    try {
      await unpackPgliteTemplate(dataDir);
      await writeDemo(dataDir);
      fs.mkdirSync(templateCacheDir, { recursive: true });
      // Packed beside and renamed: a server that starts meanwhile never reads half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      const packed = spawnSync('tar', ['-cf', partial, '-C', dataDir, '.'], { encoding: 'utf8' });
      if (packed.status !== 0) throw new Error(`could not pack the demo template: ${packed.stderr}`);
      fs.renameSync(partial, file);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Earlier hours' demos, once no process can be about to unpack one.
    for (const old of fs.readdirSync(templateCacheDir).filter((name) => name.startsWith(PGLITE_PREFIX))) {
      const full = path.join(templateCacheDir, old);
      if (Date.now() - fs.statSync(full).mtimeMs > 2 * HOUR_MS) fs.rmSync(full, { force: true });
    }
    return file;
  });
}

/** Puts a copy of the demo where a server with this DATA_DIR finds it. */
export async function unpackPgliteDemoTemplate(dataDir: string): Promise<void> {
  unpackTar(await pgliteDemoTemplate(), dataDir);
}

/** The name of a template database on TEST_DATABASE_URL's server that holds the demo (written with the tests' field key). */
export function postgresDemoTemplate(): Promise<string> {
  const name = `${POSTGRES_PREFIX}${demoKey()}`;
  return once(name, async () => {
    const admin = new pg.Client({ connectionString: postgresAdminUrl() });
    await admin.connect();
    try {
      if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) return name;
      const database = await createPostgresTestDatabase();
      const built = new URL(database.url).pathname.slice(1);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-demo-template-'));
      try {
        await writeDemo(dataDir, { DATABASE_URL: database.url });
        await waitUntilNobodyIsConnected(admin, built);
        await admin.query(`alter database "${built}" rename to "${name}"`);
      } catch (error) {
        await database.drop();
        // Another process made it first.
        if ((error as { code?: string }).code !== '42P04') throw error;
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1 and datname <> $2', [`${POSTGRES_PREFIX}%`, name]);
      // An older hour's demo may still be copied by another process: it goes next time.
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
      return name;
    } finally {
      await admin.end();
    }
  });
}

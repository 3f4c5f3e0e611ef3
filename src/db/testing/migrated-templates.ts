import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, pgliteDirOf } from '../client';
import { projectRoot } from '../project-root';

/**
 * Tests start each database from a migrated copy instead of migrating an empty one: a dumped PGlite data
 * directory, or a PostgreSQL template database. Both are named by a fingerprint of the migrations (and of
 * PGlite's version), so a changed migration makes a new copy; the first test file that needs one makes it.
 */
function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const pglite = JSON.parse(fs.readFileSync(path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(pglite.version);
  // How a template is made: a new way names new copies instead of reusing the ones made before.
  hash.update('closed-before-packing');
  return hash.digest('hex').slice(0, 12);
}

/** Where the templates' files are kept between runs. */
export const templateCacheDir = path.join(projectRoot, 'node_modules/.cache/kominka-test-templates');

let known: string | undefined;
/** The fingerprint that names the migrated templates (the migrations' files and PGlite's version). */
export const currentFingerprint = () => (known ??= fingerprint());

/**
 * The file of a migrated PGlite data directory (made once per fingerprint, kept under node_modules/.cache).
 * Migrated in a directory on disk and closed before it is packed: a copy of a database that was shut down
 * cleanly opens without replaying its write-ahead log, where a dump of a running one (`dumpDataDir`) had
 * every copy recover first (about a third less CPU to open one; docs/performance/2026-12-02-new-dates.md).
 */
async function pgliteTemplate(): Promise<string> {
  const file = path.join(templateCacheDir, `pglite-${currentFingerprint()}.tar`);
  if (fs.existsSync(file)) return file;
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-migrated-template-'));
  try {
    const db = await PGlite.create(building, { extensions: { btree_gist, pg_trgm } });
    try {
      await migratePglite(drizzlePglite(db), { migrationsFolder });
      await db.query('checkpoint');
    } finally {
      await db.close();
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Packed beside and renamed: a test file that starts meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const packed = spawnSync('tar', ['-cf', partial, '-C', building, '.'], { encoding: 'utf8' });
    if (packed.status !== 0) throw new Error(`could not pack the migrated template: ${packed.stderr}`);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return file;
}

/**
 * Puts a copy of the migrated PGlite template where a database with this DATA_DIR opens (`{dataDir}/pglite`).
 * Unpacked by `tar` into files: PGlite opens a directory on disk with about half the CPU that it spends
 * unpacking the same dump into its in-memory file system (2 s against 4–6 s a database on this machine).
 */
export async function unpackPgliteTemplate(dataDir: string): Promise<void> {
  const target = pgliteDirOf(dataDir);
  fs.mkdirSync(target, { recursive: true });
  unpackTar(await pgliteTemplate(), target);
}

/** Unpacks a template's tar file into `directory` with `tar`. */
export function unpackTar(file: string, directory: string): void {
  const result = spawnSync('tar', ['-xf', file, '-C', directory], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`could not unpack ${path.basename(file)}: ${result.stderr}`);
}

/**
 * The name of a migrated PostgreSQL database on the server of `adminUrl` to create test databases from
 * (`create database … template …`). Made under another name and renamed, so that no test copies it half made.
 */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `kominka_template_${currentFingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${building}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    try {
      await migratePg(drizzlePg(pool), { migrationsFolder });
    } finally {
      await pool.end();
    }
    await waitUntilNobodyIsConnected(admin, building);
    try {
      await admin.query(`alter database "${building}" rename to "${name}"`);
    } catch (error) {
      // Another test file made it first.
      await admin.query(`drop database if exists "${building}" with (force)`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** pool.end() resolves before the server has seen every connection close; a rename or a copy needs them gone. */
export async function waitUntilNobodyIsConnected(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await admin.query<{ count: number }>('select count(*)::int as count from pg_stat_activity where datname = $1', [database]);
    if (rows[0]?.count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

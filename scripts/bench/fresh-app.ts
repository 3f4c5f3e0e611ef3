// A benchmark's own app on a fresh database: PostgreSQL (a database `name` made anew on the server that
// BENCH_DATABASE_URL or TEST_DATABASE_URL names) or PGlite (a scratch data directory). Shared by the
// host calendar and host revenue benchmarks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '@/db/client';
import { buildApp } from '@/server/app';
import { DEMO_INVOICE_REGISTRATION_NUMBER, loadConfig } from '@/server/config';

export const postgresServer = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** `--name value` from the command line. */
export function cliFlag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** `reuse`: open the PostgreSQL database `name` as an earlier run left it, instead of making it anew. */
export async function freshBenchApp(kind: 'pglite' | 'postgres', name: string, options: { reuse?: boolean } = {}) {
  let target: DatabaseTarget;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name.replace(/_/g, '-')}-`));
  if (kind === 'postgres') {
    if (!options.reuse) {
      const admin = new pg.Client({ connectionString: postgresServer });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      await admin.end();
    }
    const url = new URL(postgresServer!);
    url.pathname = `/${name}`;
    target = { kind: 'postgres', url: url.toString() };
  } else {
    target = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  }
  const handle = await openDatabase(target);
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://bench.example.jp',
    INVOICE_REGISTRATION_NUMBER: DEMO_INVOICE_REGISTRATION_NUMBER,
    SEED: 'none',
    JOBS: 'off',
    DATA_DIR: dataDir,
    FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  });
  const app = await buildApp({ database: handle, config });
  await app.ready();
  return { app, handle, dataDir };
}

/** Runs a benchmark on PGlite and on the PostgreSQL server named, or on the one `--only` picks. */
export async function onEachDatabase(only: string | undefined, run: (kind: 'pglite' | 'postgres') => Promise<void>) {
  if (only !== 'postgres') await run('pglite');
  if (only === 'pglite') return;
  if (!postgresServer) console.log('PostgreSQL: BENCH_DATABASE_URL か TEST_DATABASE_URL を指定してください');
  else await run('postgres');
}

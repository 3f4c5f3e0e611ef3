import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock, assertDataDirLockedByParent, DataDirLockedError } from './data-dir-lock';
import { PgliteWorkerClient } from './pglite-worker-client';
import { projectRoot } from './project-root';
import { backfillPropertySearchText } from './property-search-text';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database (or a transaction of it): the same API on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Asks the database for `select 1` (the health check). On PostgreSQL through a connection of its own,
   * so that a pool busy with the site's requests does not make the database look slow or down.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** poolSize: connections kept open (defaultPoolSize below when not given). */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined means an in-memory database (tests); otherwise the database lives in `{dataDir}/pglite`.
   * lockHeldByParent: opened by a child process while its parent holds the directory's lock (data-dir-lock.ts).
   */
  | { kind: 'pglite'; dataDir?: string; lockHeldByParent?: boolean };

export const migrationsFolder = path.join(projectRoot, 'src/db/migrations');

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * Opens the database, applies every migration in `src/db/migrations`, fills the search text of houses
 * that lack it (see property-search-text.ts) and returns it.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize ?? defaultPoolSize());
  return openPglite(target.dataDir, target.lockHeldByParent ?? false);
}

/**
 * One connection more than the machine has cores. The queries run in PostgreSQL's own processes; a larger
 * pool only lets more finished answers queue in front of every other request on the server's one main
 * thread (the health check's p99 beside new-date searches: docs/performance/2026-12-02-new-dates.md).
 * A database far away on the network may want more: DATABASE_POOL_SIZE.
 */
function defaultPoolSize(): number {
  return os.availableParallelism() + 1;
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  // JIT off: the app's queries are short (a page, a count); at 200,000 bookings PostgreSQL's cost estimates
  // passed jit_above_cost and compiling took 700 ms of a 900 ms list call (docs/performance/admin-lists.md).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  const pingPool = new pg.Pool({ connectionString: url, max: 1 });
  // An idle connection can be cut by the server (a restart, an administrator). Without a listener the pool's
  // 'error' event would end the process; the pool drops that connection and opens a new one when needed.
  for (const p of [pool, pingPool]) p.on('error', (error) => process.emitWarning(`PostgreSQL: an idle connection was lost (${error.message})`));
  const db = drizzlePg(pool, drizzleOptions);
  // Several servers may start at once: one applies the migrations while the others wait.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727274)');
    await migratePg(db, { migrationsFolder });
    await backfillPropertySearchText(db as unknown as Database);
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    lockClient.release();
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => {
      await pingPool.query('select 1');
    },
    close: async () => {
      await Promise.all([pool.end(), pingPool.end()]);
    },
  };
}

/** Where PGlite keeps its files inside a data directory. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether a data directory already holds an embedded database (PGlite writes PG_VERSION when it creates one). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteDirOf(dataDir), 'PG_VERSION'));
}

/** Data directories opened by this process: the lock file lets a process take over its own pid's lock. */
const openDataDirs = new Set<string>();

/**
 * PGlite runs on a worker thread (src/db/pglite-worker.mjs), so its synchronous WebAssembly never
 * stalls the server's requests; drizzle talks to it through the same API as to PGlite itself.
 */
async function openPglite(dataDir: string | undefined, lockHeldByParent: boolean): Promise<DatabaseHandle> {
  const dir = dataDir ? path.resolve(dataDir) : undefined;
  if (dir && openDataDirs.has(dir)) throw new DataDirLockedError(dir, process.pid);
  if (dir && lockHeldByParent) assertDataDirLockedByParent(dir);
  const releaseFileLock = dir && !lockHeldByParent ? acquireDataDirLock(dir) : () => undefined;
  if (dir) openDataDirs.add(dir);
  const releaseLock = () => {
    if (dir) openDataDirs.delete(dir);
    releaseFileLock();
  };
  let client: PgliteWorkerClient | undefined;
  try {
    client = await PgliteWorkerClient.start(dir ? pgliteDirOf(dir) : undefined);
    const db = drizzlePglite(client as unknown as PGlite, drizzleOptions);
    await migratePglite(db, { migrationsFolder });
    await backfillPropertySearchText(db as unknown as Database);
    const opened = client;
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      ping: async () => {
        await opened.query('select 1');
      },
      close: async () => {
        try {
          await opened.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
}

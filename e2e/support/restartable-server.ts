import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { unpackPgliteTemplate } from '@/db/testing/migrated-templates';
import { createPostgresTestDatabase, testDatabaseKind } from '@/db/testing/test-database';
import { startServerOnFreePort } from '@/server/testing/spawn-server';

/**
 * A fresh database that outlives the servers started on it, for tests that stop the server, change
 * the data behind its back (move a stay into the past) and start it again. PGlite lives in the data
 * directory; on PostgreSQL (TEST_DB=postgres) a database of its own, and the directory keeps uploads.
 */
export interface ServerDatabase {
  /** Opens the database in this process (PGlite: only while no server runs on it). */
  open(): Promise<DatabaseHandle>;
  /** Removes the data directory and drops the PostgreSQL database. */
  dispose(): Promise<void>;
  /** The variables that point a server at this database. */
  env: Record<string, string>;
}

export interface RunningServer {
  url: string;
  output(): string;
  /** SIGTERM and wait for the exit; the data stays. */
  stop(): Promise<number | null>;
}

export async function createServerDatabase(): Promise<ServerDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-restartable-'));
  const pg = testDatabaseKind() === 'postgres' ? await createPostgresTestDatabase() : null;
  // A copy of the migrated template, as every other test database starts from (startServer's too).
  if (!pg) await unpackPgliteTemplate(dataDir);
  return {
    env: { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) },
    open: () => openDatabase(pg ? { kind: 'postgres', url: pg.url } : { kind: 'pglite', dataDir }),
    async dispose() {
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the real server (like `npm start`, without rebuilding the web app) on the database, on a free port. */
export async function startServerOn(database: ServerDatabase, env: Record<string, string> = {}): Promise<RunningServer> {
  const { url, output, stop } = await startServerOnFreePort({ SEED: 'none', ...database.env, ...env });
  return { url, output, stop: () => stop() };
}

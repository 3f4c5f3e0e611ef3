import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { unpackPgliteTemplate } from '@/db/testing/migrated-templates';
import { createPostgresTestDatabase, testDatabaseKind } from '@/db/testing/test-database';
import { postgresDemoTemplate, unpackPgliteDemoTemplate } from './demo-template';

/**
 * A fresh database for a server process of the tests: a data directory of its own (PGlite's database, or
 * the uploads beside a new PostgreSQL database when TEST_DB=postgres). It starts as a copy of the migrated
 * template (src/db/testing/migrated-templates.ts), or with `startFrom: 'demo'` of the demo written once
 * (./demo-template.ts), where a server with SEED=demo finds users and writes nothing.
 */
export interface ServerDatabase {
  dataDir: string;
  /** The variables that point a server at this database. */
  env: Record<string, string>;
  /** Opens the database in this process (PGlite: only while no server runs on it). */
  open(): Promise<DatabaseHandle>;
  /** Removes the data directory and drops the PostgreSQL database. */
  dispose(): Promise<void>;
}

export async function createServerDatabase({ startFrom = 'migrations' }: { startFrom?: 'migrations' | 'demo' } = {}): Promise<ServerDatabase> {
  const demo = startFrom === 'demo';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-server-'));
  const pg = testDatabaseKind() === 'postgres' ? await createPostgresTestDatabase(demo ? await postgresDemoTemplate() : undefined) : null;
  if (!pg) await (demo ? unpackPgliteDemoTemplate(dataDir) : unpackPgliteTemplate(dataDir));
  return {
    dataDir,
    env: { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) },
    open: () => openDatabase(pg ? { kind: 'postgres', url: pg.url } : { kind: 'pglite', dataDir }),
    async dispose() {
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

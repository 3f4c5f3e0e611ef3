import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unpackPgliteTemplate } from '@/db/testing/migrated-templates';
import { createPostgresTestDatabase, testDatabaseKind } from '@/db/testing/test-database';
import { postgresDemoTemplate, unpackPgliteDemoTemplate } from './demo-template';
import { startServerOnFreePort, type StartedServer } from './spawn-server';

export interface ServerProcess extends StartedServer {
  dataDir: string;
}

/**
 * Starts the real server on a free port with a fresh database of its own: a new PGlite data
 * directory, or a new PostgreSQL database when the tests run on PostgreSQL. Either starts as a copy of
 * the migrated template (src/db/testing/migrated-templates.ts), or with `startFrom: 'demo'` of the demo
 * written once (./demo-template.ts): a server with SEED=demo then finds it and writes nothing.
 */
export async function startServer(
  env: Record<string, string> = {},
  { siteHost = '127.0.0.1', startFrom = 'migrations' }: { siteHost?: string; startFrom?: 'migrations' | 'demo' } = {},
): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-server-'));
  const demo = startFrom === 'demo';
  const pgDatabase = testDatabaseKind() === 'postgres' ? await createPostgresTestDatabase(demo ? await postgresDemoTemplate() : undefined) : null;
  if (!pgDatabase) await (demo ? unpackPgliteDemoTemplate(dataDir) : unpackPgliteTemplate(dataDir));
  let server: StartedServer;
  try {
    server = await startServerOnFreePort({ DATA_DIR: dataDir, ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}), ...env }, { siteHost });
  } catch (error) {
    await pgDatabase?.drop();
    throw error;
  }
  return {
    ...server,
    dataDir,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      const code = await server.stop(signal);
      await pgDatabase?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

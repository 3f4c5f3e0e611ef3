import { createServerDatabase } from './server-database';
import { startServerOnFreePort, type StartedServer } from './spawn-server';

export interface ServerProcess extends StartedServer {
  dataDir: string;
}

/**
 * Starts the real server on a free port with a fresh database of its own (./server-database.ts: a copy
 * of the migrated template, or with `startFrom: 'demo'` of the demo); stopping it removes the database.
 */
export async function startServer(
  env: Record<string, string> = {},
  { siteHost = '127.0.0.1', startFrom = 'migrations' }: { siteHost?: string; startFrom?: 'migrations' | 'demo' } = {},
): Promise<ServerProcess> {
  const database = await createServerDatabase({ startFrom });
  let server: StartedServer;
  try {
    server = await startServerOnFreePort({ ...database.env, ...env }, { siteHost });
  } catch (error) {
    await database.dispose();
    throw error;
  }
  return {
    ...server,
    dataDir: database.dataDir,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      const code = await server.stop(signal);
      await database.dispose();
      return code;
    },
  };
}

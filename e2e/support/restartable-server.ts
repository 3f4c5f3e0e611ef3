import type { ServerDatabase } from '@/server/testing/server-database';
import { startServerOnFreePort } from '@/server/testing/spawn-server';

/**
 * For tests that stop the server, change the data behind its back (move a stay into the past) and start
 * it again: a database from `createServerDatabase` (src/server/testing/server-database.ts) outlives the
 * servers started on it.
 */
export { createServerDatabase, type ServerDatabase } from '@/server/testing/server-database';

export interface RunningServer {
  url: string;
  output(): string;
  /** SIGTERM and wait for the exit; the data stays. */
  stop(): Promise<number | null>;
}

/** Starts the real server (like `npm start`, without rebuilding the web app) on the database, on a free port. */
export async function startServerOn(database: ServerDatabase, env: Record<string, string> = {}): Promise<RunningServer> {
  const { url, output, stop } = await startServerOnFreePort({ SEED: 'none', ...database.env, ...env });
  return { url, output, stop: () => stop() };
}

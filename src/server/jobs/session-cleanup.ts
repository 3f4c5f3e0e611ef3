import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { deleteExpiredSessions } from '../features/sessions/repository';

const HOUR = 60 * 60 * 1000;

/** Removes expired guest, host and admin sessions now and every hour; safe when several servers run it. */
export function startSessionCleanup(db: Database, log: FastifyBaseLogger, intervalMs = HOUR): () => void {
  const run = () =>
    deleteExpiredSessions(db, new Date()).catch((error: unknown) => log.error({ err: error }, 'session cleanup failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { deleteExpiredSessions } from '../features/sessions/repository';
import { startTimedJob, type StopTimedJob } from './timed-job';

const HOUR = 60 * 60 * 1000;

/** Removes expired guest, host and admin sessions now and every hour; safe when several servers run it. */
export function startSessionCleanup(db: Database, log: FastifyBaseLogger, intervalMs = HOUR): StopTimedJob {
  return startTimedJob(() => deleteExpiredSessions(db, new Date()), intervalMs, (error) => log.error({ err: error }, 'session cleanup failed'));
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { deleteLapsedSignInCodes } from '../features/auth/login-throttle';
import { deleteLapsedEmailLinks } from '../email-links/email-links';
import { deleteDevicesNotSeenSince } from '../features/known-devices/repository';
import { DEVICE_MEMORY_DAYS } from '../features/known-devices/sign-in-device';
import { deleteExpiredSessions } from '../features/sessions/repository';
import { deleteLapsedChallenges } from '../features/two-step/passkey-repository';
import { deleteLapsedPendingSignIns } from '../features/two-step/repository';
import { startTimedJob, type StopTimedJob } from './timed-job';

const HOUR = 60 * 60 * 1000;

/** Removes expired guest, host and admin sessions, lapsed e-mail links (password reset, address proof), lapsed sign-in codes, sign-ins awaiting their second step, passkey challenges not taken, and browsers not seen for 400 days, now and every hour; safe when several servers run it. */
export function startSessionCleanup(db: Database, log: FastifyBaseLogger, intervalMs = HOUR): StopTimedJob {
  return startTimedJob(
    async () => {
      const now = new Date();
      await deleteExpiredSessions(db, now);
      await deleteLapsedEmailLinks(db, now);
      await deleteLapsedSignInCodes(db, now);
      await deleteLapsedPendingSignIns(db, now);
      await deleteLapsedChallenges(db, now);
      await deleteDevicesNotSeenSince(db, new Date(now.getTime() - DEVICE_MEMORY_DAYS * 24 * HOUR));
    },
    intervalMs,
    (error) => log.error({ err: error }, 'session cleanup failed'),
  );
}

import type { FastifyBaseLogger } from 'fastify';
import type { BookingDeps } from '../features/bookings/deps';
import { completeFinishedStays, expireLapsedHolds, expireLapsedRequests } from '../features/bookings/lifecycle';
import { sendCheckinInformation } from './checkin-information';
import { sendMessageDigests } from './message-digests';
import { notifyExpiringRequests } from './request-reminders';
import { remindIncompleteRegistries } from './registry-reminders';
import { sendPaymentReminders } from './payment-reminders';
import { remindRefundAccounts } from './refund-account-reminders';
import { publishDueReviews } from './review-publishing';
import { sendReviewRequests } from './review-requests';
import { startTimedJob, type StopTimedJob } from './timed-job';

const MINUTE = 60_000;

/**
 * The booking's timed work, in this order so that a hold expires before it would be reminded and a
 * stay completes before its review request. Each is safe when several servers run it at once
 * (conditional UPDATEs, e-mail dedupe keys).
 */
const JOBS: readonly { name: string; run: (deps: BookingDeps, now: Date) => Promise<number> }[] = [
  { name: 'expireLapsedHolds', run: expireLapsedHolds },
  { name: 'expireLapsedRequests', run: expireLapsedRequests },
  { name: 'completeFinishedStays', run: completeFinishedStays },
  { name: 'sendPaymentReminders', run: sendPaymentReminders },
  { name: 'sendCheckinInformation', run: sendCheckinInformation },
  { name: 'remindIncompleteRegistries', run: remindIncompleteRegistries },
  { name: 'sendReviewRequests', run: sendReviewRequests },
  { name: 'publishDueReviews', run: publishDueReviews },
  { name: 'notifyExpiringRequests', run: notifyExpiringRequests },
  { name: 'sendMessageDigests', run: sendMessageDigests },
  { name: 'remindRefundAccounts', run: remindRefundAccounts },
];

/** Runs every job once; one failing job is logged and does not stop the others. */
export async function runBookingJobs(deps: BookingDeps, log: FastifyBaseLogger, now = new Date()): Promise<void> {
  for (const job of JOBS) {
    try {
      const count = await job.run(deps, now);
      if (count > 0) log.info({ job: job.name, count }, 'timed job done');
    } catch (error) {
      log.error({ err: error, job: job.name }, 'timed job failed');
    }
  }
}

/** Runs the booking jobs now and every minute; answers the function that stops them. */
export function startBookingJobs(deps: BookingDeps, log: FastifyBaseLogger, { intervalMs = MINUTE }: { intervalMs?: number } = {}): StopTimedJob {
  // runBookingJobs logs each job's own failure; a round never throws.
  return startTimedJob(() => runBookingJobs(deps, log), intervalMs, (error) => log.error({ err: error }, 'booking jobs failed'));
}

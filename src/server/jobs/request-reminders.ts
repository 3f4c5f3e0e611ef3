import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { bookings, emailOutbox, notifications } from '@/db/schema';
import { notifyRequestExpiring } from '../notifications/notify';
import type { JobDeps } from './send-booking-emails';

/** A request with less than this left before it lapses is brought to its host's notice. */
export const REQUEST_EXPIRING_HOURS = 3;

/**
 * Every minute (booking-jobs.ts): requests to book (pending) with less than 3 hours left before they
 * lapse get one 通知 (dedupe key `request_expiring:{bookingId}`) and one e-mail to their host, the
 * deadline in Japan time in its subject (`host_request_reminder:{bookingId}`). Either is written once,
 * by whichever server gets there first; a booking drops out of the query once it has both. Answers how
 * many reminders were new.
 */
export async function notifyExpiringRequests(deps: Pick<JobDeps, 'db' | 'mail'>, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + REQUEST_EXPIRING_HOURS * 3_600_000);
  const due = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending'),
        gt(bookings.holdExpiresAt, now),
        lte(bookings.holdExpiresAt, soon),
        or(
          sql`not exists (select 1 from ${notifications} where ${notifications.dedupeKey} = 'request_expiring:' || ${bookings.id})`,
          sql`not exists (select 1 from ${emailOutbox} where ${emailOutbox.dedupeKey} = 'host_request_reminder:' || ${bookings.id})`,
        ),
      ),
    )
    .limit(500);
  let count = 0;
  for (const b of due) {
    const noticed = await notifyRequestExpiring(deps.db, b.id, now);
    const mailed = await deps.mail.sendHostRequestEmail('host_request_reminder', b.id);
    if (noticed || mailed) count += 1;
  }
  return count;
}

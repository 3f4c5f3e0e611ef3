import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { bookings, notifications } from '@/db/schema';
import { notifyRequestExpiring } from '../notifications/notify';
import type { JobDeps } from './send-booking-emails';

/** A request with less than this left before it lapses is brought to its host's notice. */
export const REQUEST_EXPIRING_HOURS = 3;

/**
 * Every minute (booking-jobs.ts): requests to book (pending) with less than 3 hours left before they
 * lapse get one 通知 to their host (dedupe key `request_expiring:{bookingId}`). Answers how many were new.
 */
export async function notifyExpiringRequests(deps: Pick<JobDeps, 'db'>, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + REQUEST_EXPIRING_HOURS * 3_600_000);
  const due = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending'),
        gt(bookings.holdExpiresAt, now),
        lte(bookings.holdExpiresAt, soon),
        sql`not exists (select 1 from ${notifications} where ${notifications.dedupeKey} = 'request_expiring:' || ${bookings.id})`,
      ),
    )
    .limit(500);
  let count = 0;
  for (const b of due) if (await notifyRequestExpiring(deps.db, b.id, now)) count += 1;
  return count;
}

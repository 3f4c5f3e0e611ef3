import { and, between, eq, notExists, sql } from 'drizzle-orm';
import { bookings, emailOutbox, reviews } from '@/db/schema';
import { REVIEW_WINDOW_DAYS } from '@/domain/booking-state';
import { addDays, japanDate } from '@/domain/japan-date';
import { type JobDeps, sendToEach } from './send-booking-emails';

const BATCH = 200;

/**
 * Completed stays that can still be reviewed (check-out within the last 14 days, Japan time) and have
 * no review yet: one review request per booking.
 */
export async function sendReviewRequests(deps: JobDeps, now: Date): Promise<number> {
  const today = japanDate(now);
  const due = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'completed'),
        between(bookings.checkoutDate, addDays(today, -REVIEW_WINDOW_DAYS), today),
        notExists(deps.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, bookings.id))),
        notExists(deps.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.dedupeKey, sql`'review_request:' || ${bookings.id}`))),
      ),
    )
    .limit(BATCH);
  return sendToEach(deps, 'review_request', due.map((b) => b.id));
}

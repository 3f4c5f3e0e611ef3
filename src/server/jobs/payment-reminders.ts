import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import { bookings, emailOutbox } from '@/db/schema';
import { type JobDeps, sendToEach } from './send-booking-emails';

/** A tentative hold is reminded when this little of its 30 minutes is left. */
export const PAYMENT_REMINDER_MINUTES_LEFT = 15;
const BATCH = 200;

/** Unpaid tentative holds with 15 minutes or less left: one payment reminder per booking. */
export async function sendPaymentReminders(deps: JobDeps, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + PAYMENT_REMINDER_MINUTES_LEFT * 60_000);
  const due = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'tentative'),
        gt(bookings.holdExpiresAt, now),
        lte(bookings.holdExpiresAt, soon),
        notExists(deps.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.dedupeKey, sql`'payment_reminder:' || ${bookings.id}`))),
      ),
    )
    .limit(BATCH);
  return sendToEach(deps, 'payment_reminder', due.map((b) => b.id));
}

import { and, between, eq, notExists, sql } from 'drizzle-orm';
import { bookings, emailOutbox } from '@/db/schema';
import { CHECKIN_INFO_DAYS_BEFORE } from '@/domain/booking-state';
import { addDays, japanDate } from '@/domain/japan-date';
import { type JobDeps, sendToEach } from './send-booking-emails';

const BATCH = 200;

/**
 * Confirmed stays whose check-in day (Japan) is today or within the next two days: one check-in
 * information mail per booking (a booking made a day before its stay gets it at once).
 */
export async function sendCheckinInformation(deps: JobDeps, now: Date): Promise<number> {
  const today = japanDate(now);
  const due = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        between(bookings.checkinDate, today, addDays(today, CHECKIN_INFO_DAYS_BEFORE)),
        notExists(deps.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.dedupeKey, sql`'checkin_info:' || ${bookings.id}`))),
      ),
    )
    .limit(BATCH);
  return sendToEach(deps, 'checkin_info', due.map((b) => b.id));
}

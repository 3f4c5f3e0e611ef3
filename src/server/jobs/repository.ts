import { and, between, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { bookings, emailOutbox, refundTransfers, reviews } from '@/db/schema';
import type { EmailKind } from '../mail/mail-service';

/**
 * The timed jobs' queries. Each finds a batch of bookings that are due a message and have not had it:
 * the outbox holds a booking's message under the dedupe key `${kind}:${bookingId}` (the mail service's
 * default), so a booking drops out of its query once its message is kept.
 */

/** No e-mail of this kind has been kept for the booking (the outer query's `bookings` row). */
function noEmailYet(db: Database, kind: EmailKind) {
  return notExists(db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.dedupeKey, sql`${`${kind}:`}::text || ${bookings.id}`)));
}

/** Confirmed stays whose check-in day is between `from` and `to` (inclusive) and that have no check-in information yet. */
export async function findStaysDueCheckinInformation(db: Database, from: string, to: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), between(bookings.checkinDate, from, to), noEmailYet(db, 'checkin_info')))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Confirmed stays checking in on `today` whose registry has fewer entries sent than guests (the SQL
 * twin of `registryIncompleteOnArrival`, which the job asks again) and whose host has not been told yet,
 * with the number of entries sent.
 */
export async function findStaysArrivingWithIncompleteRegistry(db: Database, today: string, limit: number) {
  // Written out: drizzle leaves the table's name off columns of a one-table select, and `id` would be the entry's.
  const submitted = sql<number>`(select count(*)::int from guest_registry_entries g where g.booking_id = "bookings"."id" and g.submitted_at is not null)`;
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      checkinDate: bookings.checkinDate,
      guestsAdults: bookings.guestsAdults,
      guestsChildren: bookings.guestsChildren,
      guestsInfants: bookings.guestsInfants,
      submitted,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        eq(bookings.checkinDate, today),
        sql`${submitted} < ${bookings.guestsAdults} + ${bookings.guestsChildren} + ${bookings.guestsInfants}`,
        noEmailYet(db, 'host_registry_incomplete'),
      ),
    )
    .limit(limit);
}

/** Tentative holds expiring after `after` and at or before `by` that have not been reminded to pay. */
export async function findHoldsDuePaymentReminder(db: Database, after: Date, by: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'tentative'), gt(bookings.holdExpiresAt, after), lte(bookings.holdExpiresAt, by), noEmailYet(db, 'payment_reminder')))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Completed stays checked out between `from` and `to` (inclusive) with no review and no review request yet. */
export async function findStaysDueReviewRequest(db: Database, from: string, to: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'completed'),
        between(bookings.checkoutDate, from, to),
        notExists(db.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, bookings.id))),
        noEmailYet(db, 'review_request'),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Publishes at `now` every review written at or before `writtenBy` that is neither published nor
 * hidden, in one conditional UPDATE (two servers publish each once; an admin who hides it first wins).
 * Answers how many were published and their houses, once each.
 */
export async function publishReviewsWrittenBy(db: Database, writtenBy: Date, now: Date): Promise<{ count: number; propertyIds: string[] }> {
  const published = await db
    .update(reviews)
    .set({ publishedAt: now })
    .where(and(isNull(reviews.publishedAt), isNull(reviews.hiddenAt), lte(reviews.createdAt, writtenBy)))
    .returning({ propertyId: reviews.propertyId });
  return { count: published.length, propertyIds: [...new Set(published.map((r) => r.propertyId))] };
}

/**
 * Refund transfers still awaiting the guest's account, asked for at or before `askedBy` (and after
 * `askedAfter`, when given), with no e-mail kept under `${dedupePrefix}${transferId}` yet.
 */
export async function findTransfersDueAccountReminder(
  db: Database,
  window: { askedBy: Date; askedAfter: Date | null; dedupePrefix: string },
  limit: number,
): Promise<{ transferId: string; bookingId: string }[]> {
  return db
    .select({ transferId: refundTransfers.id, bookingId: refundTransfers.bookingId })
    .from(refundTransfers)
    .where(
      and(
        eq(refundTransfers.status, 'awaiting_account'),
        lte(refundTransfers.createdAt, window.askedBy),
        window.askedAfter ? gt(refundTransfers.createdAt, window.askedAfter) : undefined,
        notExists(db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.dedupeKey, sql`${window.dedupePrefix}::text || ${refundTransfers.id}`))),
      ),
    )
    .limit(limit);
}

import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CancelledBy } from '@/contract/enums';
import type { Database } from '@/db/client';
import { bookings, payments } from '@/db/schema';
import { type BookingEvent, statusesAccepting } from '@/domain/booking-state';
import { japanDate } from '@/domain/japan-date';
import type { MailService } from '../../mail/mail-service';
import type { PaymentProvider } from '../../payments/provider';
import { rowsOf } from '../../lib/sql-rows';

/** What moving a booking needs: the database, the payment provider, e-mail and a logger. */
export interface BookingDeps {
  db: Database;
  payments: PaymentProvider;
  mail: MailService;
  log: FastifyBaseLogger;
}

/** The app's own database, provider and mail, with the request's (or the server's) logger. */
export function bookingDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): BookingDeps {
  return { db: app.db, payments: app.payments, mail: app.mail, log };
}

type BookingUpdate = Partial<typeof bookings.$inferInsert>;

/**
 * Applies `event` to one booking when its current status accepts it (src/domain/booking-state.ts), in
 * one conditional UPDATE: a repeated or late event, or two servers at once, change nothing twice.
 * Answers the updated row, or null when the event did not apply.
 */
export async function transition(db: Database, bookingId: string, event: BookingEvent, to: BookingUpdate['status'], set: BookingUpdate = {}) {
  const [row] = await db
    .update(bookings)
    .set({ ...set, status: to })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, statusesAccepting(event))))
    .returning();
  return row ?? null;
}

/** The fields a cancellation writes. */
export function cancelledFields(by: CancelledBy, reason: string, now: Date): BookingUpdate {
  return { cancelledBy: by, cancelReason: reason, cancelAt: now, holdExpiresAt: null };
}

/**
 * Tentative holds whose 30 minutes have passed unpaid: cancelled (the nights are free again) and
 * their payment page closed at the provider.
 */
export async function expireLapsedHolds(deps: BookingDeps, now: Date): Promise<number> {
  const lapsed = await deps.db
    .update(bookings)
    .set({ status: 'cancelled', ...cancelledFields('system', '支払い期限（30分）が過ぎたため仮予約を取り消しました', now) })
    .where(and(eq(bookings.status, 'tentative'), lte(bookings.holdExpiresAt, now)))
    .returning({ id: bookings.id, checkoutSessionId: bookings.checkoutSessionId });
  for (const hold of lapsed) {
    if (!hold.checkoutSessionId) continue;
    await deps.payments.expireCheckoutSession(hold.checkoutSessionId).catch((error: unknown) => {
      deps.log.warn({ err: error, bookingId: hold.id }, '決済セッションの失効に失敗しました');
    });
  }
  return lapsed.length;
}

/**
 * Requests to book the host has not answered within 24 hours: cancelled, the card's authorisation
 * released, the guest told.
 */
export async function expireLapsedRequests(deps: BookingDeps, now: Date): Promise<number> {
  const lapsed = await deps.db
    .update(bookings)
    .set({ status: 'cancelled', paymentStatus: 'unpaid', ...cancelledFields('system', 'ホストの回答期限（24時間）が過ぎたためリクエストを取り消しました', now) })
    .where(and(eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, now)))
    .returning({ id: bookings.id });
  for (const request of lapsed) await releaseAuthorization(deps, request.id, 'リクエストの期限切れ');
  return lapsed.length;
}

/** Releases a booking's card authorisation, if it has one, and marks its payment row. */
export async function releaseAuthorization(deps: BookingDeps, bookingId: string, reason: string): Promise<void> {
  const [payment] = await deps.db
    .update(payments)
    .set({ status: 'unpaid', failureReason: `与信を解除しました（${reason}）` })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'authorized')))
    .returning({ intent: payments.stripePaymentIntentId });
  if (payment?.intent) {
    await deps.payments.cancelAuthorization(payment.intent, `release:${bookingId}`).catch((error: unknown) => {
      deps.log.error({ err: error, bookingId }, '与信の解除に失敗しました');
    });
  }
  await deps.mail.sendBookingEmail('cancellation', bookingId);
}

/**
 * Confirmed stays whose check-out time (the property's checkoutUntil, Japan time) has passed become
 * completed. Compared on the calendar day first, then on the time.
 */
export async function completeFinishedStays(deps: BookingDeps, now: Date): Promise<number> {
  const today = japanDate(now);
  const done = await deps.db.execute(sql`
    update bookings b set status = 'completed', updated_at = ${now.toISOString()}::timestamptz
    from properties p
    where p.id = b.property_id and b.status = 'confirmed' and b.checkout_date <= ${today}::date
      and (b.checkout_date + p.checkout_until::time) at time zone 'Asia/Tokyo' <= ${now.toISOString()}::timestamptz
    returning b.id`);
  return rowsOf(done).length;
}

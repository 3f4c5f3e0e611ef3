import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { bookings, payments, refunds, webhookEvents } from '@/db/schema';
import { REQUEST_HOURS } from '@/domain/booking-state';
import { type BookingDeps, cancelledFields, transition } from '../features/bookings/lifecycle';
import { sendRefund } from '../features/bookings/service';
import type { PaymentEvent } from './provider';

type Outcome =
  | { kind: 'none' }
  | { kind: 'confirmed' | 'requested'; bookingId: string }
  /** Money arrived for a hold that had already lapsed: it goes back. */
  | { kind: 'late_payment'; bookingId: string; paymentIntentId: string; amountJpy: number; refundId: string | null; authorizedOnly: boolean };

/**
 * The one place where what happened at the payment provider moves a booking, for both providers:
 * the local card page's completion and Stripe's webhook (and the success page's check with the
 * provider) all end here. Each event is recorded once in `webhook_events` (provider + eventId): a
 * repeated event answers `applied: false` and changes nothing; an event arriving late or out of order
 * finds the booking in a state that no longer accepts it (src/domain/booking-state.ts) and changes
 * nothing either.
 */
export async function applyPaymentEvent(deps: BookingDeps, event: PaymentEvent, now = new Date()): Promise<{ applied: boolean }> {
  const { db } = deps;
  const [recorded] = await db
    .insert(webhookEvents)
    .values({ provider: event.provider, eventId: event.eventId, payloadJson: event.payload ?? {}, status: 'pending' })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  const thisEvent = and(eq(webhookEvents.provider, event.provider), eq(webhookEvents.eventId, event.eventId));
  if (!recorded) {
    const [seen] = await db.select({ status: webhookEvents.status }).from(webhookEvents).where(thisEvent);
    // Processed, or being processed by another request right now: nothing more to do.
    if (seen?.status !== 'failed') return { applied: false };
  }

  let outcome: Outcome;
  try {
    outcome = await db.transaction((tx) => applyInTransaction(tx, event, now));
    await db.update(webhookEvents).set({ status: 'processed', processedAt: now, errorMessage: null }).where(thisEvent);
  } catch (error) {
    await db
      .update(webhookEvents)
      .set({ status: 'failed', errorMessage: error instanceof Error ? error.message : String(error) })
      .where(thisEvent);
    throw error;
  }
  await afterCommit(deps, outcome, now);
  return { applied: true };
}

async function findBookingId(tx: Database, event: PaymentEvent): Promise<string | null> {
  if (event.bookingId) return event.bookingId;
  if (event.sessionId) {
    const [row] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.checkoutSessionId, event.sessionId));
    if (row) return row.id;
  }
  if (event.paymentIntentId) {
    const [row] = await tx.select({ id: payments.bookingId }).from(payments).where(eq(payments.stripePaymentIntentId, event.paymentIntentId));
    if (row) return row.id;
  }
  return null;
}

async function applyInTransaction(tx: Database, event: PaymentEvent, now: Date): Promise<Outcome> {
  if (event.type === 'refund_updated') {
    if (event.refund) {
      const status = event.refund.status === 'succeeded' ? 'refunded' : event.refund.status === 'failed' ? 'failed' : 'unpaid';
      await tx
        .update(refunds)
        .set({ status, refundedAt: event.refund.status === 'succeeded' ? now : null })
        .where(eq(refunds.providerRefundId, event.refund.id));
    }
    return { kind: 'none' };
  }

  const bookingId = await findBookingId(tx, event);
  if (!bookingId) return { kind: 'none' };
  // Serialises concurrent events of one booking.
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) return { kind: 'none' };

  switch (event.type) {
    case 'checkout_completed':
    case 'payment_succeeded_async': {
      const paymentStatus = event.type === 'payment_succeeded_async' ? 'paid' : (event.paymentStatus ?? 'paid');
      const amountJpy = event.amountJpy ?? booking.totalAmountJpy;
      await recordPayment(tx, event, bookingId, paymentStatus, amountJpy, now);
      if (paymentStatus === 'unpaid') return { kind: 'none' };
      if (booking.status === 'tentative') {
        const moved =
          paymentStatus === 'paid'
            ? await transition(tx, bookingId, 'payment_succeeded', 'confirmed', { paymentStatus: 'paid', holdExpiresAt: null })
            : await transition(tx, bookingId, 'payment_authorized', 'pending', {
                paymentStatus: 'authorized',
                holdExpiresAt: new Date(now.getTime() + REQUEST_HOURS * 3_600_000),
              });
        if (moved) return { kind: paymentStatus === 'paid' ? 'confirmed' : 'requested', bookingId };
      }
      if (booking.status === 'cancelled' && event.paymentIntentId) {
        // The hold lapsed before the money came: give it back.
        const authorizedOnly = paymentStatus === 'authorized';
        let refundId: string | null = null;
        if (!authorizedOnly) {
          const [payment] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.bookingId, bookingId));
          const [refund] = await tx
            .insert(refunds)
            .values({ paymentId: payment.id, amountJpy, reason: '仮予約の期限切れ後に届いた決済の返金', status: 'unpaid' })
            .returning({ id: refunds.id });
          refundId = refund.id;
          await tx.update(bookings).set({ paymentStatus: 'refunded' }).where(eq(bookings.id, bookingId));
        }
        return { kind: 'late_payment', bookingId, paymentIntentId: event.paymentIntentId, amountJpy, refundId, authorizedOnly };
      }
      return { kind: 'none' };
    }
    case 'payment_failed': {
      if (event.paymentIntentId) await recordPayment(tx, event, bookingId, 'failed', event.amountJpy ?? booking.totalAmountJpy, now);
      await transition(tx, bookingId, 'payment_failed', 'cancelled', {
        paymentStatus: 'failed',
        ...cancelledFields('system', event.failureMessage ? `決済が完了しませんでした（${event.failureMessage}）` : '決済が完了しませんでした', now),
      });
      return { kind: 'none' };
    }
    case 'checkout_expired': {
      await transition(tx, bookingId, 'hold_expired', 'cancelled', cancelledFields('system', '支払い期限が過ぎたため仮予約を取り消しました', now));
      return { kind: 'none' };
    }
  }
}

/** The booking's one payment row, created or moved forward (never back: paid stays paid). */
async function recordPayment(tx: Database, event: PaymentEvent, bookingId: string, status: 'paid' | 'authorized' | 'unpaid' | 'failed', amountJpy: number, now: Date) {
  const [existing] = await tx.select().from(payments).where(eq(payments.bookingId, bookingId)).for('update');
  const rank = { unpaid: 0, failed: 0, authorized: 1, paid: 2, refunded: 3 } as const;
  const fields = {
    provider: event.provider,
    stripePaymentIntentId: event.paymentIntentId,
    amountJpy,
    status,
    capturedAt: status === 'paid' ? now : null,
    authorizedAt: status === 'authorized' ? now : null,
    failureReason: status === 'failed' ? (event.failureMessage ?? 'カードが承認されませんでした') : null,
  };
  if (!existing) {
    await tx.insert(payments).values({ bookingId, ...fields });
  } else if (rank[status] > rank[existing.status] || (status === 'failed' && existing.status === 'unpaid')) {
    await tx
      .update(payments)
      .set({ ...fields, capturedAt: fields.capturedAt ?? existing.capturedAt, authorizedAt: existing.authorizedAt ?? fields.authorizedAt })
      .where(eq(payments.id, existing.id));
  }
}

async function afterCommit(deps: BookingDeps, outcome: Outcome, now: Date) {
  switch (outcome.kind) {
    case 'confirmed':
      await deps.mail.sendBookingEmail('booking_confirmation', outcome.bookingId);
      return;
    case 'requested':
      await deps.mail.sendBookingEmail('booking_request', outcome.bookingId);
      return;
    case 'late_payment':
      if (outcome.authorizedOnly) {
        await deps.payments.cancelAuthorization(outcome.paymentIntentId, `late:${outcome.bookingId}`).catch((error: unknown) => deps.log.error({ err: error }, '与信の解除に失敗しました'));
      } else if (outcome.refundId) {
        await sendRefund(deps, outcome.refundId, outcome.paymentIntentId, outcome.amountJpy, outcome.bookingId, now);
      }
      return;
    case 'none':
      return;
  }
}

import type { Database } from '@/db/client';
import { REQUEST_HOURS } from '@/domain/booking-state';
import type { PaymentEvent } from '../../payments/provider';
import type { BookingDeps } from './deps';
import { notifyBookingRequest } from '../../notifications/notify';
import { cancelledFields, sendRefund, transition } from './lifecycle';
import * as repo from './repository';

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
export async function applyPaymentEvent(
  deps: BookingDeps,
  event: PaymentEvent,
  now = new Date(),
): Promise<{ applied: boolean; unapplicable?: string }> {
  const { db } = deps;
  const recorded = await repo.insertPendingWebhookEvent(db, event);
  if (!recorded) {
    const seen = await repo.findWebhookEventStatus(db, event.provider, event.eventId);
    // Processed, or being processed by another request right now: nothing more to do.
    if (seen !== 'failed') return { applied: false };
  }
  // An event that can never apply is recorded as failed with its reason and acknowledged, so that the
  // provider does not retry it for days; a passing failure (the database away) still throws and is retried.
  const unapplicable = whyUnapplicable(event);
  if (unapplicable) {
    await repo.markWebhookEventFailed(db, event.provider, event.eventId, unapplicable);
    deps.log.warn({ eventId: event.eventId, reason: unapplicable }, 'payment event cannot apply');
    return { applied: false, unapplicable };
  }

  let outcome: Outcome;
  try {
    outcome = await db.transaction((tx) => applyInTransaction(tx, event, now));
    await repo.markWebhookEventProcessed(db, event.provider, event.eventId, now);
  } catch (error) {
    await repo.markWebhookEventFailed(db, event.provider, event.eventId, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await afterCommit(deps, outcome, now);
  return { applied: true };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why an event can never apply here, or null: a booking id that is not one of ours by its form. */
function whyUnapplicable(event: PaymentEvent): string | null {
  if (event.bookingId && !UUID.test(event.bookingId)) return `booking id is not a UUID: ${JSON.stringify(event.bookingId.slice(0, 80))}`;
  return null;
}

/** The booking an event is about: named in it, or found by its checkout session, or by its payment intent. */
async function findBookingId(tx: Database, event: PaymentEvent): Promise<string | null> {
  if (event.bookingId) return event.bookingId;
  if (event.sessionId) {
    const id = await repo.findBookingIdByCheckoutSession(tx, event.sessionId);
    if (id) return id;
  }
  if (event.paymentIntentId) return repo.findBookingIdByPaymentIntent(tx, event.paymentIntentId);
  return null;
}

async function applyInTransaction(tx: Database, event: PaymentEvent, now: Date): Promise<Outcome> {
  if (event.type === 'refund_updated') {
    if (event.refund) {
      const status = event.refund.status === 'succeeded' ? 'refunded' : event.refund.status === 'failed' ? 'failed' : 'unpaid';
      await repo.updateRefundByProviderId(tx, event.refund.id, { status, refundedAt: event.refund.status === 'succeeded' ? now : null });
    }
    return { kind: 'none' };
  }

  const bookingId = await findBookingId(tx, event);
  if (!bookingId) return { kind: 'none' };
  // Serialises concurrent events of one booking.
  const booking = await repo.lockBooking(tx, bookingId);
  if (!booking) return { kind: 'none' };

  switch (event.type) {
    case 'checkout_completed':
    case 'payment_succeeded_async': {
      const paymentStatus = event.type === 'payment_succeeded_async' ? 'paid' : (event.paymentStatus ?? 'paid');
      const amountJpy = event.amountJpy ?? booking.totalAmountJpy;
      await recordPayment(tx, event, bookingId, paymentStatus, amountJpy, now);
      if (paymentStatus === 'unpaid') {
        // A voucher (コンビニ払い, 銀行振込) was issued: the nights stay held until its deadline, unless the hold has already lapsed.
        if (event.payableUntil && booking.status === 'tentative' && booking.holdExpiresAt && booking.holdExpiresAt.getTime() > now.getTime()) {
          await repo.updateBooking(tx, bookingId, { holdExpiresAt: event.payableUntil });
        }
        return { kind: 'none' };
      }
      if (booking.status === 'tentative') {
        const moved =
          paymentStatus === 'paid'
            ? await transition(tx, bookingId, 'payment_succeeded', 'confirmed', { paymentStatus: 'paid', holdExpiresAt: null })
            : await transition(tx, bookingId, 'payment_authorized', 'pending', {
                paymentStatus: 'authorized',
                holdExpiresAt: new Date(now.getTime() + REQUEST_HOURS * 3_600_000),
              });
        if (moved && paymentStatus !== 'paid') await notifyBookingRequest(tx, bookingId);
        if (moved) return { kind: paymentStatus === 'paid' ? 'confirmed' : 'requested', bookingId };
      }
      if (booking.status === 'cancelled' && event.paymentIntentId) {
        // The hold lapsed before the money came: give it back.
        const authorizedOnly = paymentStatus === 'authorized';
        let refundId: string | null = null;
        if (!authorizedOnly) {
          // recordPayment above made the payment row.
          const paymentId = await repo.findPaymentIdOfBooking(tx, bookingId);
          if (!paymentId) throw new Error(`payment row missing for booking ${bookingId}`);
          refundId = await repo.insertRefund(tx, { paymentId, amountJpy, reason: '仮予約の期限切れ後に届いた決済の返金' });
          await repo.updateBooking(tx, bookingId, { paymentStatus: 'refunded' });
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
  const existing = await repo.lockPaymentOfBooking(tx, bookingId);
  const rank = { unpaid: 0, failed: 0, authorized: 1, paid: 2, refunded: 3 } as const;
  const fields = {
    provider: event.provider,
    ...(event.paymentMethod && { method: event.paymentMethod }),
    ...(event.payableUntil && { payableUntil: event.payableUntil }),
    ...(event.voucherUrl && { voucherUrl: event.voucherUrl }),
    stripePaymentIntentId: event.paymentIntentId,
    amountJpy,
    status,
    capturedAt: status === 'paid' ? now : null,
    authorizedAt: status === 'authorized' ? now : null,
    failureReason: status === 'failed' ? (event.failureMessage ?? 'カードが承認されませんでした') : null,
  };
  if (!existing) {
    await repo.insertPayment(tx, { bookingId, ...fields });
  } else if (rank[status] > rank[existing.status] || (status === 'failed' && existing.status === 'unpaid')) {
    await repo.updatePayment(tx, existing.id, { ...fields, capturedAt: fields.capturedAt ?? existing.capturedAt, authorizedAt: existing.authorizedAt ?? fields.authorizedAt });
  } else if (event.paymentMethod || event.payableUntil || event.voucherUrl) {
    // The same state told again with what the first event lacked (Stripe: the method and the voucher's page arrive with payment_intent.requires_action).
    await repo.updatePayment(tx, existing.id, {
      ...(event.paymentMethod && { method: event.paymentMethod }),
      ...(event.payableUntil && { payableUntil: event.payableUntil }),
      ...(event.voucherUrl && { voucherUrl: event.voucherUrl }),
    });
  }
}

async function afterCommit(deps: BookingDeps, outcome: Outcome, now: Date) {
  switch (outcome.kind) {
    case 'confirmed':
      await deps.mail.sendBookingEmail('booking_confirmation', outcome.bookingId);
      return;
    case 'requested':
      await deps.mail.sendBookingEmail('booking_request', outcome.bookingId);
      await deps.mail.sendHostRequestEmail('host_booking_request', outcome.bookingId);
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

import type { CancelledBy } from '@/contract/enums';
import type { Database } from '@/db/client';
import { type BookingEvent, statusesAccepting } from '@/domain/booking-state';
import { japanDate } from '@/domain/japan-date';
import type { BookingEmailKind } from '../../mail/mail-service';
import { notifyGuestOfBooking, settleRequestNotices } from '../../notifications/notify';
import type { RefundAccountBody } from '@/contract/refund-transfers';
import { recordRefundByTransfer } from '../refund-transfers/service';
import type { BookingDeps } from './deps';
import * as repo from './repository';

/** The events that end a request's wait for its host's answer (a request is `pending`). */
const REQUEST_ENDING_EVENTS: ReadonlySet<BookingEvent> = new Set(['host_approved', 'host_approved_to_pay', 'host_rejected', 'request_expired', 'guest_cancelled', 'host_cancelled', 'admin_cancelled']);

/**
 * Applies `event` to one booking when its current status accepts it (src/domain/booking-state.ts), in
 * one conditional UPDATE: a repeated or late event, or two servers at once, change nothing twice.
 * Answers the updated row, or null when the event did not apply. A request that stops waiting has its
 * host's notices asking for an answer read (notifications/notify.ts).
 */
export async function transition(db: Database, bookingId: string, event: BookingEvent, to: repo.BookingUpdate['status'], set: repo.BookingUpdate = {}) {
  const row = await repo.updateBookingInStatuses(db, bookingId, statusesAccepting(event), { ...set, status: to });
  if (row && REQUEST_ENDING_EVENTS.has(event)) await settleRequestNotices(db, row, new Date());
  return row;
}

/** The fields a cancellation writes. */
export function cancelledFields(by: CancelledBy, reason: string, now: Date): repo.BookingUpdate {
  return { cancelledBy: by, cancelReason: reason, cancelAt: now, holdExpiresAt: null };
}

/**
 * Tentative holds whose time has passed unpaid (30 minutes, a voucher's payment deadline, or an approved
 * request's payment deadline): cancelled (the nights are free again) and their payment page or voucher
 * closed at the provider.
 */
export async function expireLapsedHolds(deps: BookingDeps, now: Date): Promise<number> {
  const lapsed = await repo.updateBookingsHeldUntil(deps.db, statusesAccepting('hold_expired'), now, {
    status: 'cancelled',
    ...cancelledFields('system', '支払い期限（30分）が過ぎたため仮予約を取り消しました', now),
  });
  for (const hold of lapsed) {
    if (!hold.checkoutSessionId) continue;
    await deps.payments.expireCheckoutSession(hold.checkoutSessionId).catch((error: unknown) => {
      deps.log.warn({ err: error, bookingId: hold.id }, '決済セッションの失効に失敗しました');
    });
  }
  await releaseUnpaidVouchers(deps, lapsed);
  return lapsed.length;
}

const VOUCHER_LAPSED = 'お支払い期限までにコンビニ払い・銀行振込の入金がなかったため予約を取り消しました';

/**
 * Lapsed holds that were waiting for a コンビニ払い or 銀行振込 (docs/product/payments.md): a voucher
 * issued for an instant booking, or a request approved to be paid after approval (with or without a
 * voucher yet). The voucher's payment is failed, the cancellation says why, and both the guest and the
 * host are told (e-mails `payment_expired` and `host_payment_expired`, each once per booking).
 */
async function releaseUnpaidVouchers(deps: BookingDeps, lapsed: { id: string; payAfterApproval: boolean }[]): Promise<void> {
  const withVoucher = await repo.failUnpaidVouchersOf(deps.db, lapsed.map((hold) => hold.id), 'お支払い期限までに入金がありませんでした');
  const released = new Set([...withVoucher, ...lapsed.filter((hold) => hold.payAfterApproval).map((hold) => hold.id)]);
  for (const bookingId of released) {
    await repo.updateBooking(deps.db, bookingId, { cancelReason: VOUCHER_LAPSED });
    await deps.mail.sendBookingEmail('payment_expired', bookingId);
    await deps.mail.sendHostRequestEmail('host_payment_expired', bookingId);
  }
}

/**
 * Requests to book the host has not answered within 24 hours: cancelled, the card's authorisation
 * released, the guest told (e-mail `request_expired` and 通知), the host's notices about it read.
 */
export async function expireLapsedRequests(deps: BookingDeps, now: Date): Promise<number> {
  const lapsed = await repo.updateBookingsHeldUntil(deps.db, statusesAccepting('request_expired'), now, {
    status: 'cancelled',
    paymentStatus: 'unpaid',
    ...cancelledFields('system', 'ホストの回答期限（24時間）が過ぎたためリクエストを取り消しました', now),
  });
  for (const request of lapsed) {
    await settleRequestNotices(deps.db, request, now);
    await notifyGuestOfBooking(deps.db, request.id, 'request_expired');
    await releaseAuthorization(deps, request.id, 'リクエストの期限切れ', { kind: 'request_expired' });
  }
  return lapsed.length;
}

/** Releases a booking's card authorisation, if it has one, marks its payment row and mails the guest (`mail`: the cancellation notice, or the host's rejection). */
export async function releaseAuthorization(
  deps: BookingDeps,
  bookingId: string,
  reason: string,
  mail: { kind: BookingEmailKind; extra?: Record<string, string> } = { kind: 'cancellation' },
): Promise<void> {
  const intent = await repo.releaseAuthorizedPayment(deps.db, bookingId, `与信を解除しました（${reason}）`);
  if (intent) {
    await deps.payments.cancelAuthorization(intent, `release:${bookingId}`).catch((error: unknown) => {
      deps.log.error({ err: error, bookingId }, '与信の解除に失敗しました');
    });
  }
  await deps.mail.sendBookingEmail(mail.kind, bookingId, { extra: mail.extra });
}

/**
 * Confirmed stays whose check-out time (the property's checkoutUntil, Japan time) has passed become
 * completed. Compared on the calendar day first, then on the time.
 */
export async function completeFinishedStays(deps: BookingDeps, now: Date): Promise<number> {
  return repo.completeConfirmedStaysCheckedOutBy(deps.db, japanDate(now), now);
}

/**
 * Asks the provider for a recorded refund (a コンビニ払い or 銀行振込 one is recorded as the platform's transfer instead). A failure leaves the refund row `failed` with the booking
 * still cancelled: the money is owed, and the back office sees it.
 */
export async function sendRefund(
  deps: BookingDeps,
  refundId: string,
  paymentIntentId: string,
  amountJpy: number,
  bookingId: string,
  now: Date,
  options: { refundAccount?: RefundAccountBody } = {},
) {
  // コンビニ払い and 銀行振込 go back by the platform's own transfer (features/refund-transfers).
  if (await recordRefundByTransfer(deps, { refundId, bookingId, amountJpy, account: options.refundAccount }, now)) return;
  try {
    const result = await deps.payments.refund({ paymentIntentId, amountJpy, reason: 'requested_by_customer', idempotencyKey: `refund:${refundId}` });
    await repo.updateRefund(deps.db, refundId, {
      providerRefundId: result.id,
      status: result.status === 'failed' ? 'failed' : result.status === 'succeeded' ? 'refunded' : 'unpaid',
      refundedAt: result.status === 'succeeded' ? now : null,
    });
    if (result.status === 'succeeded') await repo.markPaidPaymentRefunded(deps.db, paymentIntentId);
  } catch (error) {
    deps.log.error({ err: error, bookingId }, '返金に失敗しました');
    await repo.updateRefund(deps.db, refundId, { status: 'failed' });
  }
}

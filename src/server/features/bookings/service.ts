import type { Booking, CancelResult } from '@/contract/bookings';
import type { Database } from '@/db/client';
import type { CancelBookingBody } from '@/contract/refund-transfers';
import { REFUND_ACCOUNT_REQUIRED, refundsByTransfer } from '@/domain/refund-transfers';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { type Actor, canReadBooking, canReadRefundAccount, isBookingGuest, type UserActor, visibleOr404 } from '../../policy';
import { guestCancellationOf, toBookingView } from './booking-view';
import type { BookingDeps } from './deps';
import { cancelledFields, releaseAuthorization, sendRefund, transition } from './lifecycle';
import { assertInZenginMaster } from '../bank-lookup/service';
import * as repo from './repository';
import { formatYen } from '@/domain/display-format';

export const BOOKING_NOT_FOUND = '予約が見つかりません';

/** The booking as its guest, its host or an admin may read it; anyone else gets the same 404 as a missing booking. */
export async function requireReadableBooking(db: Database, actor: Actor, id: string): Promise<repo.BookingViewRow> {
  return visibleOr404(await repo.findBookingView(db, id), (row) => canReadBooking(actor, row.booking), BOOKING_NOT_FOUND);
}

/** The booking of its own guest only (paying, cancelling, reviewing); anyone else gets the same 404 as a missing booking. */
export async function requireGuestBooking(db: Database, actor: Actor, id: string): Promise<repo.BookingViewRow> {
  return visibleOr404(await repo.findBookingView(db, id), (row) => isBookingGuest(actor, row.booking), BOOKING_NOT_FOUND);
}

export async function getBooking(db: Database, actor: Actor, id: string, now = new Date()): Promise<Booking> {
  const row = await requireReadableBooking(db, actor, id);
  const view = toBookingView(row, now);
  // The refund account is its guest's and the admins' only (the host sees the refund, not where it goes).
  if (view.refundTransfer && !canReadRefundAccount(actor, row.booking)) return { ...view, refundTransfer: { ...view.refundTransfer, account: null } };
  return view;
}

export async function listUserBookings(db: Database, user: UserActor, now = new Date()): Promise<Booking[]> {
  const rows = await repo.listGuestBookingViews(db, user.id, now);
  return rows.map((row) => toBookingView(row, now));
}

/**
 * The guest cancels their own booking (docs/product/bookings.md): until check-in, with the policy's fee
 * in Japan time. The booking is cancelled (its nights free) and the refund recorded in one step; then the
 * money moves at the provider: an unpaid hold's page is closed, an authorisation released, a payment
 * refunded.
 */
export async function cancelBooking(deps: BookingDeps, actor: Actor, id: string, body: CancelBookingBody = {}, now = new Date()): Promise<CancelResult> {
  const row = await requireGuestBooking(deps.db, actor, id);
  const b = row.booking;
  const verdict = guestCancellationOf(row, now);
  if (!verdict.allowed) throw new AppError('CONFLICT', 409, verdict.reason);
  // A コンビニ払い or 銀行振込 payment goes back to the guest's bank account: asked for with the cancellation.
  const refundAccount = verdict.refundJpy > 0 && row.payment && refundsByTransfer(row.payment.method) ? body.refundAccount : undefined;
  if (verdict.refundJpy > 0 && row.payment && refundsByTransfer(row.payment.method) && !refundAccount) throw badRequest(REFUND_ACCOUNT_REQUIRED, 'refundAccount');
  if (refundAccount) await assertInZenginMaster(refundAccount, 'refundAccount.');

  const refundRowId = await deps.db.transaction(async (tx) => {
    const cancelled = await transition(tx, id, 'guest_cancelled', 'cancelled', {
      ...cancelledFields('guest', 'ゲストによるキャンセル', now),
      cancelFeeJpy: verdict.feeJpy,
      paymentStatus: verdict.refundJpy > 0 ? 'refunded' : b.paymentStatus === 'authorized' ? 'unpaid' : b.paymentStatus,
    });
    // Someone else (a second click, the hold's expiry) got there first.
    if (!cancelled) throw new AppError('CONFLICT', 409, 'この予約はすでにキャンセルされています');
    if (verdict.refundJpy <= 0 || !row.payment) return null;
    return repo.insertRefund(tx, {
      paymentId: row.payment.id,
      amountJpy: verdict.refundJpy,
      reason: verdict.feeJpy > 0 ? `ゲストによるキャンセル（キャンセル料 ${formatYen(verdict.feeJpy)}）` : 'ゲストによるキャンセル（全額返金）',
    });
  });

  if (b.status === 'tentative' && b.checkoutSessionId) {
    await deps.payments.expireCheckoutSession(b.checkoutSessionId).catch((error: unknown) => deps.log.warn({ err: error, bookingId: id }, '決済セッションの失効に失敗しました'));
  } else if (b.status === 'pending') {
    await releaseAuthorization(deps, id, 'ゲストによるキャンセル');
  }
  if (refundRowId && row.payment?.intentId) await sendRefund(deps, refundRowId, row.payment.intentId, verdict.refundJpy, id, now, { refundAccount });
  if (b.status !== 'pending') await deps.mail.sendBookingEmail('cancellation', id);

  const after = await repo.findBookingView(deps.db, id);
  if (!after) throw notFound(BOOKING_NOT_FOUND);
  return { booking: toBookingView(after, now), cancelFeeJpy: verdict.feeJpy, refundAmountJpy: verdict.refundJpy };
}

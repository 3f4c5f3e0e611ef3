import { and, eq } from 'drizzle-orm';
import type { Booking, CancelResult } from '@/contract/bookings';
import type { User } from '@/contract/auth';
import type { Database } from '@/db/client';
import { payments, refunds } from '@/db/schema';
import { guestCancellation } from '@/domain/cancellation';
import { japanInstant } from '@/domain/japan-date';
import { AppError, notFound } from '../../lib/app-error';
import { paidJpy, snapshotOf, toBookingView } from './booking-view';
import { type BookingDeps, cancelledFields, releaseAuthorization, transition } from './lifecycle';
import * as repo from './repository';

export const BOOKING_NOT_FOUND = '予約が見つかりません';

/** The guest of the booking, its host, or an admin. Anyone else gets the same 404 as a missing booking. */
export function canRead(user: User, row: repo.BookingViewRow): boolean {
  return user.role === 'admin' || row.booking.guestUserId === user.id || row.booking.hostUserId === user.id;
}

export async function requireReadableBooking(db: Database, user: User, id: string): Promise<repo.BookingViewRow> {
  const row = await repo.findBookingView(db, id);
  if (!row || !canRead(user, row)) throw notFound(BOOKING_NOT_FOUND);
  return row;
}

export async function getBooking(db: Database, user: User, id: string, now = new Date()): Promise<Booking> {
  return toBookingView(await requireReadableBooking(db, user, id), now);
}

export async function listUserBookings(db: Database, user: User, now = new Date()): Promise<Booking[]> {
  const rows = await repo.listGuestBookingViews(db, user.id);
  return rows.map((row) => toBookingView(row, now));
}

/**
 * The guest cancels their own booking (PRODUCT.md §3): until check-in, with the policy's fee in Japan
 * time. The booking is cancelled (its nights free) and the refund recorded in one step; then the money
 * moves at the provider: an unpaid hold's page is closed, an authorisation released, a payment refunded.
 */
export async function cancelBooking(deps: BookingDeps, user: User, id: string, now = new Date()): Promise<CancelResult> {
  const row = await repo.findBookingView(deps.db, id);
  if (!row || row.booking.guestUserId !== user.id) throw notFound(BOOKING_NOT_FOUND);
  const b = row.booking;
  const paid = paidJpy(row);
  const verdict = guestCancellation(
    {
      status: b.status,
      cancelPolicy: b.cancelPolicy,
      totalAmountJpy: b.totalAmountJpy,
      firstNightJpy: snapshotOf(b).dailyPrices[0]?.price ?? b.totalAmountJpy,
      paidJpy: paid,
      checkinAt: japanInstant(b.checkinDate, row.checkinFrom),
    },
    now,
  );
  if (!verdict.allowed) throw new AppError('CONFLICT', 409, verdict.reason);

  const refundRowId = await deps.db.transaction(async (tx) => {
    const cancelled = await transition(tx, id, 'guest_cancelled', 'cancelled', {
      ...cancelledFields('guest', 'ゲストによるキャンセル', now),
      cancelFeeJpy: verdict.feeJpy,
      paymentStatus: verdict.refundJpy > 0 ? 'refunded' : b.paymentStatus === 'authorized' ? 'unpaid' : b.paymentStatus,
    });
    // Someone else (a second click, the hold's expiry) got there first.
    if (!cancelled) throw new AppError('CONFLICT', 409, 'この予約はすでにキャンセルされています');
    if (verdict.refundJpy <= 0 || !row.payment) return null;
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: row.payment.id,
        amountJpy: verdict.refundJpy,
        reason: verdict.feeJpy > 0 ? `ゲストによるキャンセル（キャンセル料 ${verdict.feeJpy.toLocaleString('ja-JP')}円）` : 'ゲストによるキャンセル（全額返金）',
        status: 'unpaid',
      })
      .returning({ id: refunds.id });
    return refund.id;
  });

  if (b.status === 'tentative' && b.checkoutSessionId) {
    await deps.payments.expireCheckoutSession(b.checkoutSessionId).catch((error: unknown) => deps.log.warn({ err: error, bookingId: id }, '決済セッションの失効に失敗しました'));
  } else if (b.status === 'pending') {
    await releaseAuthorization(deps, id, 'ゲストによるキャンセル');
  }
  if (refundRowId && row.payment?.intentId) await sendRefund(deps, refundRowId, row.payment.intentId, verdict.refundJpy, id, now);
  if (b.status !== 'pending') await deps.mail.sendBookingEmail('cancellation', id);

  const after = await repo.findBookingView(deps.db, id);
  if (!after) throw notFound(BOOKING_NOT_FOUND);
  return { booking: toBookingView(after, now), cancelFeeJpy: verdict.feeJpy, refundAmountJpy: verdict.refundJpy };
}

/**
 * Asks the provider for a recorded refund. A failure leaves the refund row `failed` with the booking
 * still cancelled: the money is owed, and the back office sees it.
 */
export async function sendRefund(deps: BookingDeps, refundId: string, paymentIntentId: string, amountJpy: number, bookingId: string, now: Date) {
  try {
    const result = await deps.payments.refund({ paymentIntentId, amountJpy, reason: 'requested_by_customer', idempotencyKey: `refund:${refundId}` });
    await deps.db
      .update(refunds)
      .set({ providerRefundId: result.id, status: result.status === 'failed' ? 'failed' : result.status === 'succeeded' ? 'refunded' : 'unpaid', refundedAt: result.status === 'succeeded' ? now : null })
      .where(eq(refunds.id, refundId));
    if (result.status === 'succeeded') {
      await deps.db.update(payments).set({ status: 'refunded' }).where(and(eq(payments.stripePaymentIntentId, paymentIntentId), eq(payments.status, 'paid')));
    }
  } catch (error) {
    deps.log.error({ err: error, bookingId }, '返金に失敗しました');
    await deps.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, refundId));
  }
}

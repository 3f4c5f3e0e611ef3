import type { BookingStatus, CancelPolicy } from '@/contract/enums';
import { nextStatus } from './booking-state';

/**
 * The cancellation fee of each policy (docs/product/bookings.md), counted from check-in at the
 * property's `checkinFrom` in Japan time (see japanInstant); the refund is the total less this fee.
 * flexible: free until 24 hours before check-in, then the first night;
 * moderate: free until 3 days before, then 50%;
 * strict: 50% refund until 7 days before, then none.
 */
export function cancellationFee(policy: CancelPolicy, totalJpy: number, firstNightJpy: number, checkinAt: Date, cancelAt: Date): number {
  const hoursBefore = (checkinAt.getTime() - cancelAt.getTime()) / 3_600_000;
  const half = totalJpy - Math.floor(totalJpy / 2);
  switch (policy) {
    case 'flexible':
      return hoursBefore >= 24 ? 0 : Math.min(firstNightJpy, totalJpy);
    case 'moderate':
      return hoursBefore >= 72 ? 0 : half;
    case 'strict':
      return hoursBefore >= 168 ? half : totalJpy;
  }
}

/** The moments a policy's fee changes, for the confirmation page and the cancel dialog. */
export function cancellationDeadlines(policy: CancelPolicy, checkinAt: Date): { until: Date; refund: 'full' | 'half' }[] {
  const before = (hours: number) => new Date(checkinAt.getTime() - hours * 3_600_000);
  switch (policy) {
    case 'flexible':
      return [{ until: before(24), refund: 'full' }];
    case 'moderate':
      return [{ until: before(72), refund: 'full' }];
    case 'strict':
      return [{ until: before(168), refund: 'half' }];
  }
}

export interface CancellableBooking {
  status: BookingStatus;
  cancelPolicy: CancelPolicy;
  totalAmountJpy: number;
  firstNightJpy: number;
  /** What the guest has actually paid (captured); an authorisation alone is 0. */
  paidJpy: number;
  /** Check-in at the property's checkinFrom, Japan time (japanInstant). */
  checkinAt: Date;
}

export type GuestCancellation =
  | { allowed: true; feeJpy: number; refundJpy: number }
  | { allowed: false; reason: string };

/**
 * The one answer to "may the guest cancel this booking now, and what would it cost?"
 * (docs/product/bookings.md): allowed when the booking state machine accepts `guest_cancelled` from
 * the booking's status (src/domain/booking-state.ts: a hold, a request or a confirmed stay), and only
 * before check-in. A hold or a request has charged nothing, so nothing is due and the hold or the
 * card's authorisation is simply released; a confirmed stay pays the policy's fee out of what was
 * paid, and the rest is refunded.
 */
export function guestCancellation(booking: CancellableBooking, now: Date): GuestCancellation {
  if (nextStatus(booking.status, 'guest_cancelled') === null) {
    return { allowed: false, reason: booking.status === 'cancelled' ? 'この予約はすでにキャンセルされています' : '宿泊日を過ぎた予約はキャンセルできません' };
  }
  if (now.getTime() >= booking.checkinAt.getTime()) return { allowed: false, reason: 'チェックイン時刻を過ぎた予約はキャンセルできません' };
  if (booking.status !== 'confirmed') return { allowed: true, feeJpy: 0, refundJpy: booking.paidJpy };
  const feeJpy = Math.min(booking.paidJpy, cancellationFee(booking.cancelPolicy, booking.totalAmountJpy, booking.firstNightJpy, booking.checkinAt, now));
  return { allowed: true, feeJpy, refundJpy: booking.paidJpy - feeJpy };
}

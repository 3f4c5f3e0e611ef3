import type { BookingStatus, CancelPolicy } from '@/contract/enums';

/**
 * The cancellation fee of PRODUCT.md section 3, counted from check-in at the property's `checkinFrom`
 * in Japan time (see japanInstant); the refund is the total less this fee.
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
 * What a guest's cancellation at `now` would cost (PRODUCT.md §3): allowed for a held, requested or
 * confirmed booking until check-in. A hold or a request has charged nothing, so nothing is due and the
 * hold or the card's authorisation is simply released; a confirmed stay pays the policy's fee out of
 * what was paid, and the rest is refunded.
 */
export function guestCancellation(booking: CancellableBooking, now: Date): GuestCancellation {
  if (booking.status === 'cancelled') return { allowed: false, reason: 'この予約はすでにキャンセルされています' };
  if (booking.status === 'completed' || booking.status === 'no_show') return { allowed: false, reason: '宿泊日を過ぎた予約はキャンセルできません' };
  if (now.getTime() >= booking.checkinAt.getTime()) return { allowed: false, reason: 'チェックイン時刻を過ぎた予約はキャンセルできません' };
  if (booking.status !== 'confirmed') return { allowed: true, feeJpy: 0, refundJpy: booking.paidJpy };
  const feeJpy = Math.min(booking.paidJpy, cancellationFee(booking.cancelPolicy, booking.totalAmountJpy, booking.firstNightJpy, booking.checkinAt, now));
  return { allowed: true, feeJpy, refundJpy: booking.paidJpy - feeJpy };
}

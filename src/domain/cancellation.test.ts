import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '@/contract/enums';
import { nextStatus } from './booking-state';
import { cancellationDeadlines, cancellationFee, guestCancellation } from './cancellation';
import { japanInstant } from './japan-date';

// Check-in on 2027-03-10 at 15:00 in Japan; a stay of 40,001 yen whose first night is 18,000 yen.
const checkinAt = japanInstant('2027-03-10', '15:00');
const before = (hours: number, extraMs = 0) => new Date(checkinAt.getTime() - hours * 3_600_000 + extraMs);
const fee = (policy: 'flexible' | 'moderate' | 'strict', cancelAt: Date) => cancellationFee(policy, 40_001, 18_000, checkinAt, cancelAt);

describe('cancellation fee (docs/product/bookings.md, Japan time)', () => {
  it('flexible: free until 24 hours before check-in, then the first night', () => {
    expect(fee('flexible', before(24))).toBe(0);
    expect(fee('flexible', before(24, 1))).toBe(18_000);
    expect(fee('flexible', before(1))).toBe(18_000);
  });

  it('moderate: free until 3 days before, then half (rounded up to the guest\'s cost)', () => {
    expect(fee('moderate', before(72))).toBe(0);
    expect(fee('moderate', before(72, 1))).toBe(20_001);
  });

  it('strict: half until 7 days before, then all of it', () => {
    expect(fee('strict', before(168))).toBe(20_001);
    expect(fee('strict', before(168, 1))).toBe(40_001);
  });

  it('reads the check-in in Japan time, whatever the server\'s zone', () => {
    expect(checkinAt.toISOString()).toBe('2027-03-10T06:00:00.000Z');
  });

  it('never charges more than the total', () => {
    expect(cancellationFee('flexible', 10_000, 18_000, checkinAt, before(2))).toBe(10_000);
  });
});

describe('guest cancellation: what is refunded (docs/product/bookings.md)', () => {
  const booking = (over: Partial<Parameters<typeof guestCancellation>[0]> = {}) => ({
    status: 'confirmed' as const,
    cancelPolicy: 'moderate' as const,
    totalAmountJpy: 40_001,
    firstNightJpy: 18_000,
    paidJpy: 40_001,
    checkinAt,
    ...over,
  });

  it('refunds what was paid less the fee, at each boundary of each policy', () => {
    expect(guestCancellation(booking({ cancelPolicy: 'flexible' }), before(24))).toEqual({ allowed: true, feeJpy: 0, refundJpy: 40_001 });
    expect(guestCancellation(booking({ cancelPolicy: 'flexible' }), before(24, 1))).toEqual({ allowed: true, feeJpy: 18_000, refundJpy: 22_001 });
    expect(guestCancellation(booking(), before(72))).toEqual({ allowed: true, feeJpy: 0, refundJpy: 40_001 });
    expect(guestCancellation(booking(), before(72, 1))).toEqual({ allowed: true, feeJpy: 20_001, refundJpy: 20_000 });
    expect(guestCancellation(booking({ cancelPolicy: 'strict' }), before(168))).toEqual({ allowed: true, feeJpy: 20_001, refundJpy: 20_000 });
    expect(guestCancellation(booking({ cancelPolicy: 'strict' }), before(168, 1))).toEqual({ allowed: true, feeJpy: 40_001, refundJpy: 0 });
  });

  it('is allowed until the check-in time and refused from it on', () => {
    expect(guestCancellation(booking(), before(0, -1)).allowed).toBe(true);
    expect(guestCancellation(booking(), before(0))).toEqual({ allowed: false, reason: 'チェックイン時刻を過ぎた予約はキャンセルできません' });
  });

  it('a hold or a request has charged nothing: nothing is due and nothing is refunded', () => {
    expect(guestCancellation(booking({ status: 'tentative', paidJpy: 0 }), before(1))).toEqual({ allowed: true, feeJpy: 0, refundJpy: 0 });
    expect(guestCancellation(booking({ status: 'pending', paidJpy: 0 }), before(1))).toEqual({ allowed: true, feeJpy: 0, refundJpy: 0 });
  });

  it('refuses cancelled, completed and no-show bookings', () => {
    expect(guestCancellation(booking({ status: 'cancelled' }), before(100)).allowed).toBe(false);
    expect(guestCancellation(booking({ status: 'completed' }), before(100)).allowed).toBe(false);
    expect(guestCancellation(booking({ status: 'no_show' }), before(100)).allowed).toBe(false);
  });

  it.each([
    ['tentative', { allowed: true, feeJpy: 0, refundJpy: 0 }],
    ['pending', { allowed: true, feeJpy: 0, refundJpy: 0 }],
    ['confirmed', { allowed: true, feeJpy: 0, refundJpy: 40_001 }],
    ['cancelled', { allowed: false, reason: 'この予約はすでにキャンセルされています' }],
    ['completed', { allowed: false, reason: '宿泊日を過ぎた予約はキャンセルできません' }],
    ['no_show', { allowed: false, reason: '宿泊日を過ぎた予約はキャンセルできません' }],
  ] as const)('a %s booking a week before check-in', (status, expected) => {
    const paidJpy = status === 'confirmed' ? 40_001 : 0;
    expect(guestCancellation(booking({ status, paidJpy }), before(168))).toEqual(expected);
  });

  it.each(BOOKING_STATUSES)('%s: allowed before check-in exactly when the state machine takes guest_cancelled, never from check-in on', (status) => {
    const acceptsGuestCancel = nextStatus(status, 'guest_cancelled') !== null;
    expect(guestCancellation(booking({ status }), before(168)).allowed).toBe(acceptsGuestCancel);
    expect(guestCancellation(booking({ status }), before(0)).allowed).toBe(false);
  });

  it('lists the moment each policy changes', () => {
    expect(cancellationDeadlines('moderate', checkinAt)).toEqual([{ until: new Date('2027-03-07T06:00:00.000Z'), refund: 'full' }]);
    expect(cancellationDeadlines('strict', checkinAt)).toEqual([{ until: new Date('2027-03-03T06:00:00.000Z'), refund: 'half' }]);
  });
});

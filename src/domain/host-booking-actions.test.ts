import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '@/contract/enums';
import { allowedHostActions, BEFORE_CHECKIN_DAY_MESSAGE, type HostBookingFacts, hostActionRefusal, noShowCharge, REQUEST_EXPIRED_MESSAGE } from './host-booking-actions';
import { japanInstant } from './japan-date';

// 2027-02-02 (Tue) 10:00 in Japan.
const now = new Date('2027-02-02T10:00:00+09:00');

function booking(status: BookingStatus, over: Partial<HostBookingFacts> = {}): HostBookingFacts {
  const checkinDate = over.checkinDate ?? '2027-02-10';
  return {
    status,
    holdExpiresAt: status === 'pending' ? new Date(now.getTime() + 5 * 3_600_000) : null,
    checkinDate,
    checkoutDate: '2027-02-12',
    checkinAt: japanInstant(checkinDate, '15:00'),
    checkedInAt: null,
    ...over,
  };
}

describe('a pending request', () => {
  it('may be approved or rejected before its deadline, and nothing else', () => {
    expect(allowedHostActions(booking('pending'), now)).toEqual(['approve', 'reject']);
  });

  it('past its 24 hours it can be neither approved nor rejected', () => {
    const lapsed = booking('pending', { holdExpiresAt: new Date(now.getTime() - 1) });
    expect(hostActionRefusal('approve', lapsed, now)).toBe(REQUEST_EXPIRED_MESSAGE);
    expect(hostActionRefusal('reject', lapsed, now)).toContain('回答期限');
    expect(allowedHostActions(lapsed, now)).toEqual([]);
    // Exactly at the deadline counts as past it.
    expect(hostActionRefusal('approve', booking('pending', { holdExpiresAt: now }), now)).toBe(REQUEST_EXPIRED_MESSAGE);
  });

  it('is rejected, not cancelled, and cannot be checked in or marked no-show', () => {
    expect(hostActionRefusal('cancel', booking('pending'), now)).toBe('承認待ちのリクエストはキャンセルではなく却下してください');
    expect(hostActionRefusal('check_in', booking('pending', { checkinDate: '2027-02-01' }), now)).toBe('この予約はまだ承認されていません');
    expect(hostActionRefusal('no_show', booking('pending', { checkinDate: '2027-02-01' }), now)).toBe('この予約はまだ承認されていません');
  });
});

describe('a confirmed booking', () => {
  it('before check-in may only be cancelled; a second approve is refused', () => {
    expect(allowedHostActions(booking('confirmed'), now)).toEqual(['cancel']);
    expect(hostActionRefusal('approve', booking('confirmed'), now)).toBe('この予約はすでに確定しています');
    expect(hostActionRefusal('reject', booking('confirmed'), now)).toBe('この予約はすでに確定しています');
  });

  it('cannot be cancelled by the host from the check-in time on', () => {
    const today = booking('confirmed', { checkinDate: '2027-02-02', checkinAt: japanInstant('2027-02-02', '10:00') });
    expect(hostActionRefusal('cancel', today, now)).toBe('チェックイン時刻を過ぎた予約はキャンセルできません');
    const later = booking('confirmed', { checkinDate: '2027-02-02', checkinAt: japanInstant('2027-02-02', '15:00') });
    expect(hostActionRefusal('cancel', later, now)).toBeNull();
    // A guest who has arrived early is no longer cancelled by the host.
    expect(hostActionRefusal('cancel', { ...later, checkedInAt: now }, now)).toBe('チェックイン済みの予約はキャンセルできません');
  });

  it('is checked in from the check-in day (Japan time) to the check-out day, once', () => {
    expect(hostActionRefusal('check_in', booking('confirmed', { checkinDate: '2027-02-03' }), now)).toBe(BEFORE_CHECKIN_DAY_MESSAGE);
    // 2027-02-01 16:00 UTC is already 2027-02-02 in Japan.
    const jstMorning = new Date('2027-02-01T16:00:00Z');
    expect(hostActionRefusal('check_in', booking('confirmed', { checkinDate: '2027-02-02' }), jstMorning)).toBeNull();
    expect(hostActionRefusal('check_in', booking('confirmed', { checkinDate: '2027-01-31', checkoutDate: '2027-02-02' }), now)).toBeNull();
    expect(hostActionRefusal('check_in', booking('confirmed', { checkinDate: '2027-01-30', checkoutDate: '2027-02-01' }), now)).toContain('チェックアウト日を過ぎた');
    expect(hostActionRefusal('check_in', booking('confirmed', { checkinDate: '2027-02-02', checkedInAt: now }), now)).toBe('この予約はすでにチェックイン済みです');
  });

  it('may be marked no-show only after the check-in day has passed without a check-in', () => {
    expect(hostActionRefusal('no_show', booking('confirmed', { checkinDate: '2027-02-02' }), now)).toBe('チェックイン日が過ぎるまでは無断キャンセルにできません');
    expect(allowedHostActions(booking('confirmed', { checkinDate: '2027-02-01', checkinAt: japanInstant('2027-02-01', '15:00') }), now)).toEqual(['check_in', 'no_show']);
    expect(hostActionRefusal('no_show', booking('confirmed', { checkinDate: '2027-02-01', checkedInAt: now }), now)).toBe('チェックイン済みの予約は無断キャンセルにできません');
  });
});

describe('final and unpaid bookings', () => {
  it.each([
    ['cancelled', 'この予約はすでにキャンセルされています'],
    ['completed', 'この予約は宿泊が完了しています'],
    ['no_show', 'この予約はすでに無断キャンセルになっています'],
    ['tentative', 'この予約はまだお支払いが済んでいません'],
  ] as const)('%s allows nothing and says why', (status, message) => {
    const b = booking(status, { checkinDate: '2027-02-01' });
    expect(allowedHostActions(b, now)).toEqual([]);
    for (const action of ['approve', 'reject', 'cancel', 'check_in', 'no_show'] as const) expect(hostActionRefusal(action, b, now)).toBe(message);
  });
});

describe('noShowCharge', () => {
  it("keeps the policy's fee for a cancellation on the check-in day and refunds the rest", () => {
    expect(noShowCharge({ cancelPolicy: 'flexible', totalAmountJpy: 45000, firstNightJpy: 20000, paidJpy: 45000 })).toEqual({ feeJpy: 20000, refundJpy: 25000 });
    expect(noShowCharge({ cancelPolicy: 'moderate', totalAmountJpy: 45001, firstNightJpy: 20000, paidJpy: 45001 })).toEqual({ feeJpy: 22501, refundJpy: 22500 });
    expect(noShowCharge({ cancelPolicy: 'strict', totalAmountJpy: 45000, firstNightJpy: 20000, paidJpy: 45000 })).toEqual({ feeJpy: 45000, refundJpy: 0 });
  });

  it('never keeps more than was paid', () => {
    expect(noShowCharge({ cancelPolicy: 'strict', totalAmountJpy: 45000, firstNightJpy: 20000, paidJpy: 0 })).toEqual({ feeJpy: 0, refundJpy: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { approvalRefusal, formatPaymentNumber, heldPayLaterOffer, payAfterApprovalOffer, payByText, payLaterOffer } from './pay-later';
import { bookingStatusLabel } from './booking-state';

/** 1 December 2026, 10:00 in Japan. */
const NOW = new Date('2026-12-01T10:00:00+09:00');

describe('payLaterOffer', () => {
  it('gives three days when check-in is far, ending at midnight in Japan', () => {
    expect(payLaterOffer(NOW, '2026-12-20', { requiresApproval: false })).toEqual({ offered: true, lastDay: '2026-12-04', deadline: new Date('2026-12-05T00:00:00+09:00') });
  });

  it('ends two days before check-in when that comes first, down to today', () => {
    expect(payLaterOffer(NOW, '2026-12-05', { requiresApproval: false })).toMatchObject({ offered: true, lastDay: '2026-12-03' });
    expect(payLaterOffer(NOW, '2026-12-03', { requiresApproval: false })).toMatchObject({ offered: true, lastDay: '2026-12-01' });
  });

  it('is not offered for a check-in tomorrow or today, nor for a request to book, each with its reason', () => {
    expect(payLaterOffer(NOW, '2026-12-02', { requiresApproval: false })).toEqual({ offered: false, reason: expect.stringContaining('チェックインの2日前まで') });
    expect(payLaterOffer(NOW, '2026-12-01', { requiresApproval: false }).offered).toBe(false);
    expect(payLaterOffer(NOW, '2026-12-20', { requiresApproval: true })).toEqual({ offered: false, reason: 'リクエスト予約は、ホストの承認前はカードでのお支払いのみです。コンビニ払い・銀行振込をご希望の場合は、予約内容の確認画面で「承認後にコンビニ払い・銀行振込で支払う」をお選びください。' });
  });

  it('counts days in Japan: 23:30 UTC is already the next day there', () => {
    expect(payLaterOffer(new Date('2026-11-30T23:30:00Z'), '2026-12-20', { requiresApproval: false })).toMatchObject({ lastDay: '2026-12-04' });
  });
});

describe('paying after a host approves a request to book', () => {
  it('counts the deadline from the approval, by the same rule as an instant booking', () => {
    const approvedAt = new Date('2026-12-02T18:00:00+09:00');
    expect(payLaterOffer(approvedAt, '2026-12-20', { requiresApproval: true, approved: true })).toEqual({
      offered: true,
      lastDay: '2026-12-05',
      deadline: new Date('2026-12-06T00:00:00+09:00'),
    });
    expect(payLaterOffer(approvedAt, '2026-12-06', { requiresApproval: true, approved: true })).toMatchObject({ offered: true, lastDay: '2026-12-04' });
  });

  it('lets a request be sent without a card only when an approval at the end of the 24 hours still leaves a day to pay', () => {
    // Approved by 2 December at the latest: the last day to pay is check-in − 2 = 2 December.
    expect(payAfterApprovalOffer(NOW, '2026-12-04')).toEqual({ offered: true });
    expect(payAfterApprovalOffer(NOW, '2026-12-03')).toEqual({ offered: false, reason: expect.stringContaining('チェックインの3日前まで') });
  });

  it('refuses the approval when check-in has come too close since the request, with words for the host', () => {
    expect(approvalRefusal(NOW, '2026-12-03')).toBeNull();
    expect(approvalRefusal(NOW, '2026-12-02')).toContain('承認できません');
  });

  it('keeps the deadline fixed at the approval when the guest opens the payment page later', () => {
    const deadline = new Date('2026-12-05T00:00:00+09:00');
    expect(heldPayLaterOffer(deadline)).toEqual({ offered: true, lastDay: '2026-12-04', deadline });
  });

  it('names an approved request waiting for its payment お支払い待ち, never 仮予約', () => {
    expect(bookingStatusLabel({ status: 'tentative', rejected: false, payAfterApproval: true })).toBe('お支払い待ち');
    expect(bookingStatusLabel({ status: 'tentative', rejected: false })).toBe('仮予約');
    expect(bookingStatusLabel({ status: 'pending', rejected: false, payAfterApproval: true })).toBe('承認待ち');
  });
});

describe('how a voucher reads', () => {
  it('shows the last day to pay to its last minute, and a konbini number in groups', () => {
    expect(payByText(new Date('2026-12-05T00:00:00+09:00'))).toBe('2026年12月4日(金) 23:59まで');
    expect(payByText(new Date('2026-12-05T00:00:00+09:00'), 'en')).toBe('Fri, 4 Dec 2026, 23:59');
    expect(formatPaymentNumber('12345678901')).toBe('1234-5678-901');
    expect(formatPaymentNumber('1234567')).toBe('1234567');
  });
});

import { describe, expect, it } from 'vitest';
import { formatPaymentNumber, payByText, payLaterOffer } from './pay-later';

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
    expect(payLaterOffer(NOW, '2026-12-20', { requiresApproval: true })).toEqual({ offered: false, reason: 'リクエスト予約は、ホストの承認前はカードでのお支払いのみです。' });
  });

  it('counts days in Japan: 23:30 UTC is already the next day there', () => {
    expect(payLaterOffer(new Date('2026-11-30T23:30:00Z'), '2026-12-20', { requiresApproval: false })).toMatchObject({ lastDay: '2026-12-04' });
  });
});

describe('how a voucher reads', () => {
  it('shows the last day to pay to its last minute, and a konbini number in groups', () => {
    expect(payByText(new Date('2026-12-05T00:00:00+09:00'))).toBe('2026年12月4日(金) 23:59まで');
    expect(formatPaymentNumber('12345678901')).toBe('1234-5678-901');
    expect(formatPaymentNumber('1234567')).toBe('1234567');
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_CHECKS, paymentCheckInterval, paymentChecksExhausted } from './payment-polling';

describe('checking for the payment after the card page', () => {
  it('asks again every second while the booking is still held, 15 more times at most', () => {
    const intervals = Array.from({ length: 20 }, (_, i) => paymentCheckInterval('tentative', i + 1));
    expect(intervals.filter((v) => v === 1000)).toHaveLength(MAX_PAYMENT_CHECKS);
    expect(paymentCheckInterval('tentative', MAX_PAYMENT_CHECKS + 1)).toBe(false);
    expect(paymentChecksExhausted('tentative', MAX_PAYMENT_CHECKS)).toBe(false);
    expect(paymentChecksExhausted('tentative', MAX_PAYMENT_CHECKS + 1)).toBe(true);
  });

  it('stops as soon as the booking is confirmed, pending or cancelled', () => {
    for (const status of ['confirmed', 'pending', 'cancelled'] as const) {
      expect(paymentCheckInterval(status, 1)).toBe(false);
      expect(paymentChecksExhausted(status, 99)).toBe(false);
    }
  });
});

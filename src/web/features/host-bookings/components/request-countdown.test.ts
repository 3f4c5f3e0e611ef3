import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './request-countdown';

describe('formatTimeLeft', () => {
  it('writes the time left to answer a request in hours and minutes, never rounding up', () => {
    expect(formatTimeLeft(5 * 3_600_000 + 12 * 60_000 + 59_000)).toBe('あと5時間12分');
    expect(formatTimeLeft(24 * 3_600_000 - 1000)).toBe('あと23時間59分');
    expect(formatTimeLeft(8 * 60_000 + 30_000)).toBe('あと8分');
    expect(formatTimeLeft(59_000)).toBe('あと1分未満');
    expect(formatTimeLeft(0)).toBe('回答期限切れ');
  });
});

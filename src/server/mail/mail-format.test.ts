import { describe, expect, it } from 'vitest';
import { formatAmount, formatMailDate } from './mail-format';

describe('mail formats', () => {
  it('writes yen with thousands separators', () => {
    expect(formatAmount(45000)).toBe('¥45,000');
    expect(formatAmount(1234567)).toBe('¥1,234,567');
    expect(formatAmount(0)).toBe('¥0');
  });

  it('writes a date with its weekday in Japanese', () => {
    expect(formatMailDate('2026-12-24')).toBe('2026年12月24日(木)');
    expect(formatMailDate('2027-01-03')).toBe('2027年1月3日(日)');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatYen } from './format';

describe('formatYen and formatNumber', () => {
  it('write yen and counts as ja-JP does', () => {
    expect(formatYen(450000)).toBe('¥450,000');
    expect(formatYen(18000)).toBe('¥18,000');
    expect(formatYen(999)).toBe('¥999');
    expect(formatYen(0)).toBe('¥0');
    expect(formatYen(-12345)).toBe('-¥12,345');
    expect(formatYen(1234567.5)).toBe('¥1,234,568');
    expect(formatNumber(1000000)).toBe('1,000,000');
    expect(formatNumber(-2.5)).toBe('-3');
  });

  it('agree with Intl.NumberFormat for any whole or fractional amount', () => {
    const intl = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        expect(formatNumber(value)).toBe(intl.format(value).replace(/^-0$/, '0'));
      }),
    );
  });
});

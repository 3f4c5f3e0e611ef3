import { describe, expect, it } from 'vitest';
import { monthLabel, recentMonths, shiftMonth } from './months';

describe('the months to pick from', () => {
  it('counts back across the year end, newest first, in Japanese', () => {
    expect(recentMonths('2027-02', 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(recentMonths('2027-02', 4).map(monthLabel)).toEqual(['2027年2月', '2027年1月', '2026年12月', '2026年11月']);
  });

  it('keeps an older month the URL asked for', () => {
    expect(recentMonths('2027-02', 2, '2025-06')).toEqual(['2027-02', '2027-01', '2025-06']);
  });

  it('moves a month forward and back across the year end', () => {
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
    expect(shiftMonth('2026-11', -23)).toBe('2024-12');
  });
});

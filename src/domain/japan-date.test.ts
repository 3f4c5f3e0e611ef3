import { describe, expect, it } from 'vitest';
import { addDays, japanDate, japanMonthRange } from './japan-date';

describe('japan dates', () => {
  it('reads the day in Japan, not in UTC', () => {
    // 2026-11-30 16:30 UTC is already 1 December in Japan.
    expect(japanDate(new Date('2026-11-30T16:30:00Z'))).toBe('2026-12-01');
    expect(japanDate(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11-30');
  });

  it('gives the month range in Japan time, across the new year', () => {
    expect(japanMonthRange(new Date('2026-12-31T15:00:00Z'))).toEqual({ from: '2027-01-01', to: '2027-02-01' });
    expect(japanMonthRange(new Date('2026-12-15T00:00:00Z'))).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(japanMonthRange(new Date('2026-01-15T00:00:00Z'), -1)).toEqual({ from: '2025-12-01', to: '2026-01-01' });
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

import { describe, expect, it } from 'vitest';
import { isCalendarDay, isCalendarMonth } from './month-pattern';

describe('isCalendarMonth', () => {
  it('takes the months of 2000–2199 only', () => {
    expect(['2000-01', '2026-12', '2199-12'].every(isCalendarMonth)).toBe(true);
    expect(['0000-01', '1999-12', '2200-01', '9999-12', '2026-13', '2026-00', '2026-1', ' 2026-01'].some(isCalendarMonth)).toBe(false);
  });
});

describe('isCalendarDay', () => {
  it('takes real days, leap days included', () => {
    expect(['2026-01-31', '2028-02-29', '2000-02-29', '2199-12-31'].every(isCalendarDay)).toBe(true);
  });
  it('refuses unreal days and far years', () => {
    for (const day of ['2026-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-01-01', '9999-12-31', '2026-1-1']) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatJapaneseDate,
  formatJapaneseDateTime,
  formatJapaneseMonthDay,
  isValidIsoDate,
  japanDate,
  japanMonthRange,
  weekdayOf,
} from './japan-date';

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

  it('counts days and weekdays without the machine time zone', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2026-12-01')).toBe(-30);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2027-01-03')).toBe(0);
  });

  it('knows real calendar dates', () => {
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-02-30')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('2026-1-01')).toBe(false);
    expect(isValidIsoDate('0999-01-01')).toBe(false);
  });

  it('writes a calendar day as a person reads it, with its weekday', () => {
    expect(formatJapaneseDate('2027-02-02')).toBe('2027年2月2日(火)');
    expect(formatJapaneseDate('2026-12-24')).toBe('2026年12月24日(木)');
    expect(formatJapaneseDate('2028-02-29')).toBe('2028年2月29日(火)');
    expect(formatJapaneseMonthDay('2027-01-03')).toBe('1月3日(日)');
  });

  it('writes an instant in Japan time, also when it is still the day before in UTC', () => {
    expect(formatJapaneseDateTime(new Date('2027-02-02T05:05:00Z'))).toBe('2027年2月2日(火) 14:05');
    // 23:30 UTC on 1 February is 08:30 on 2 February in Japan.
    expect(formatJapaneseDateTime(new Date('2027-02-01T23:30:00Z'))).toBe('2027年2月2日(火) 08:30');
    // 15:00 UTC on New Year's Eve is midnight, the first of January, in Japan.
    expect(formatJapaneseDateTime(new Date('2026-12-31T15:00:00Z'))).toBe('2027年1月1日(金) 00:00');
    expect(formatJapaneseDateTime(new Date('2026-12-31T14:59:00Z'))).toBe('2026年12月31日(木) 23:59');
  });
});

describe('a day in English', () => {
  it('reads weekday, day, month and year, the same Japan day as the Japanese', () => {
    expect(formatJapaneseDate('2027-04-10', 'en')).toBe('Sat, 10 Apr 2027');
    expect(formatJapaneseDate('2027-04-10', 'ja')).toBe('2027年4月10日(土)');
    expect(formatJapaneseMonthDay('2026-12-24', 'en')).toBe('Thu, 24 Dec');
    expect(formatJapaneseDateTime(new Date('2026-12-31T15:00:00Z'), 'en')).toBe('Fri, 1 Jan 2027, 00:00');
  });
});

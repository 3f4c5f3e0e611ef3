import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateWithWeekday, formatMonthDayWeekday, formatNumber, formatRelative, formatShortDate, formatYen } from './format';

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

describe('dates as a person reads them', () => {
  it('write a calendar day YYYY-MM-DD as that day in Japan, with its weekday', () => {
    expect(formatDateWithWeekday('2027-02-02')).toBe('2027年2月2日(火)');
    expect(formatDateWithWeekday('2026-12-31')).toBe('2026年12月31日(木)');
    expect(formatMonthDayWeekday('2027-02-02')).toBe('2月2日(火)');
  });

  it('never shift a calendar day through the time zone, whatever day any instant of it falls on', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (instant) => {
        const iso = instant.toISOString().slice(0, 10);
        const [y, m, d] = iso.split('-').map(Number);
        expect(formatDateWithWeekday(iso)).toMatch(new RegExp(`^${y}年${m}月${d}日\\([日月火水木金土]\\)$`));
      }),
    );
  });

  it('write a timestamp as its day and time in Japan, also near midnight UTC when Japan is already on the next day', () => {
    expect(formatDateTime('2027-02-02T05:05:00Z')).toBe('2027年2月2日(火) 14:05');
    // 23:30 on 1 February in UTC is 08:30 on Tuesday 2 February in Japan.
    expect(formatDateTime('2027-02-01T23:30:00.000Z')).toBe('2027年2月2日(火) 08:30');
    expect(formatDateWithWeekday('2027-02-01T23:30:00.000Z')).toBe('2027年2月2日(火)');
    expect(formatShortDate('2027-02-01T23:30:00.000Z')).toBe('2027/02/02');
    expect(formatShortDate('2026-12-31')).toBe('2026/12/31');
    expect(formatShortDate('2026-02-30')).toBe('');
    expect(formatDateTime('2027-02-01T14:59:00Z')).toBe('2027年2月1日(月) 23:59');
    expect(formatDateTime(new Date('2026-12-31T15:00:00Z'))).toBe('2027年1月1日(金) 00:00');
  });

  it('write nothing for what is not a date', () => {
    expect(formatDateWithWeekday('2026-02-30')).toBe('');
    expect(formatDateWithWeekday('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('show a timestamp older than a week as its day', () => {
    const now = new Date('2027-02-20T00:00:00Z');
    expect(formatRelative('2027-02-19T23:00:00Z', now)).toBe('1時間前');
    expect(formatRelative('2027-02-01T23:30:00Z', now)).toBe('2027年2月2日(火)');
  });
});

import { describe, expect, it } from 'vitest';
import { nightsOf } from './availability';
import { addDays } from './japan-date';
import {
  isMonthDay,
  isNightInAllowedPeriods,
  isNightLimited,
  minpakuClosedNights,
  minpakuStayRefusal,
  minpakuYearCount,
  minpakuYearOfInstant,
  minpakuYearOfNight,
} from './minpaku-year';

/** `count` consecutive nights from `from`. */
const run = (from: string, count: number) => nightsOf(from, addDays(from, count));
/** Kyoto city's residential zones: 15 January noon to 16 March noon (docs/product/lodging-law.md). */
const kyoto = [{ from: '01-15', to: '03-16' }];

describe('the 営業年度 (1 April noon to the next 1 April noon)', () => {
  it('puts 31 March 11:00 in the year ending on 1 April noon, and 1 April 13:00 in the next', () => {
    expect(minpakuYearOfInstant(new Date('2027-03-31T11:00:00+09:00'))).toBe(2026);
    expect(minpakuYearOfInstant(new Date('2027-04-01T11:59:00+09:00'))).toBe(2026);
    expect(minpakuYearOfInstant(new Date('2027-04-01T12:00:00+09:00'))).toBe(2027);
    expect(minpakuYearOfInstant(new Date('2027-04-01T13:00:00+09:00'))).toBe(2027);
  });

  it('counts the night of 31 March in the closing year and the night of 1 April in the new one', () => {
    expect(minpakuYearOfNight('2027-03-31')).toBe(2026);
    expect(minpakuYearOfNight('2027-04-01')).toBe(2027);
    expect(minpakuYearOfNight('2026-12-31')).toBe(2026);
  });

  it('limits only 民泊 houses', () => {
    expect(isNightLimited('minpaku')).toBe(true);
    expect(isNightLimited('ryokan')).toBe(false);
    expect(isNightLimited('tokku_minpaku')).toBe(false);
    expect(isNightLimited(null)).toBe(false);
  });
});

describe('the count', () => {
  it('counts each date once, per year, and warns from 150', () => {
    const nights = [...run('2026-04-01', 150), '2026-04-01', '2027-03-31', '2027-04-01'];
    expect(minpakuYearCount(2026, nights, { maxNights: null })).toEqual({ year: 2026, counted: 151, limit: 180, remaining: 29, warning: true });
    expect(minpakuYearCount(2027, nights, { maxNights: null })).toMatchObject({ counted: 1, remaining: 179, warning: false });
  });

  it('takes a lower municipal limit, never a higher one', () => {
    expect(minpakuYearCount(2026, run('2026-05-01', 10), { maxNights: 60 })).toMatchObject({ limit: 60, remaining: 50 });
    expect(minpakuYearCount(2026, [], { maxNights: 365 })).toMatchObject({ limit: 180 });
  });
});

describe('allowed periods (month-day ranges, noon to noon)', () => {
  it("allows Kyoto's residential nights from 15 January to the night of 15 March", () => {
    expect(isNightInAllowedPeriods('2027-01-14', kyoto)).toBe(false);
    expect(isNightInAllowedPeriods('2027-01-15', kyoto)).toBe(true);
    expect(isNightInAllowedPeriods('2027-03-15', kyoto)).toBe(true);
    expect(isNightInAllowedPeriods('2027-03-16', kyoto)).toBe(false);
  });

  it('reads a period whose end comes before its start as running over the new year', () => {
    const winter = [{ from: '12-01', to: '02-01' }];
    expect(isNightInAllowedPeriods('2026-12-31', winter)).toBe(true);
    expect(isNightInAllowedPeriods('2027-01-31', winter)).toBe(true);
    expect(isNightInAllowedPeriods('2027-02-01', winter)).toBe(false);
    expect(isNightInAllowedPeriods('2026-11-30', winter)).toBe(false);
  });

  it('allows every night without a period, and knows real month-days', () => {
    expect(isNightInAllowedPeriods('2026-08-01', [])).toBe(true);
    expect(isMonthDay('02-29')).toBe(true);
    expect(isMonthDay('02-30')).toBe(false);
    expect(isMonthDay('13-01')).toBe(false);
  });
});

describe('whether a stay fits', () => {
  const open = { maxNights: null, allowedPeriods: [] };

  it('refuses a 3-night stay at 178/180 naming the 2 nights left', () => {
    const counted = run('2026-04-01', 178);
    const refusal = minpakuStayRefusal(run('2027-02-01', 3), counted, open, 2026);
    expect(refusal?.message).toBe('この物件は住宅宿泊事業法により年間180泊までです。今年度の残りは2泊のため、3泊のご予約はお受けできません。');
    expect(minpakuStayRefusal(run('2027-02-01', 2), counted, open, 2026)).toBeNull();
  });

  it('refuses the 181st night and lets the first night of the next year through', () => {
    const counted = run('2026-04-01', 180);
    expect(minpakuStayRefusal(['2027-03-31'], counted, open, 2026)).toMatchObject({ kind: 'over_limit', remaining: 0 });
    expect(minpakuStayRefusal(['2027-04-01'], counted, open, 2026)).toBeNull();
  });

  it('names the year when the stay spans two years', () => {
    const counted = run('2026-04-01', 179);
    const refusal = minpakuStayRefusal(run('2027-03-30', 4), counted, open, 2026);
    expect(refusal?.message).toBe(
      'この物件は住宅宿泊事業法により年間180泊までです。2026年度（2026年4月1日正午〜2027年4月1日正午）の残りは1泊のため、この年度にかかる2泊を含む4泊のご予約はお受けできません。',
    );
  });

  it('does not count a night twice that another platform already holds', () => {
    const counted = run('2026-04-01', 180);
    expect(minpakuStayRefusal(['2026-04-05'], counted, open, 2026)).toBeNull();
  });

  it('refuses a stay outside the allowed periods first, with the periods in words', () => {
    const refusal = minpakuStayRefusal(run('2027-03-14', 3), [], { maxNights: null, allowedPeriods: kyoto }, 2026);
    expect(refusal).toMatchObject({ kind: 'outside_periods', nights: ['2027-03-16'] });
    expect(refusal?.message).toBe(
      'この物件は自治体の条例により、1月15日正午〜3月16日正午の期間のみ営業できます。ご指定の日程には営業期間外の泊が含まれるため、ご予約をお受けできません。',
    );
    expect(minpakuStayRefusal(run('2027-03-13', 3), [], { maxNights: null, allowedPeriods: kyoto }, 2026)).toBeNull();
  });

  it('names the ordinance when a lower limit refuses', () => {
    const refusal = minpakuStayRefusal(run('2026-06-01', 2), run('2026-04-01', 59), { maxNights: 60, allowedPeriods: [] }, 2026);
    expect(refusal?.message).toBe('この物件は住宅宿泊事業法と自治体の条例により年間60泊までです。今年度の残りは1泊のため、2泊のご予約はお受けできません。');
  });
});

describe('the nights a date picker closes', () => {
  it('closes nights outside the periods and the free nights of a full year', () => {
    const window = run('2027-03-13', 21);
    const closed = minpakuClosedNights(window, run('2026-04-01', 180), { maxNights: null, allowedPeriods: [] });
    expect(closed).toEqual(run('2027-03-13', 19));
    expect(minpakuClosedNights(['2027-03-15', '2027-03-16'], [], { maxNights: null, allowedPeriods: kyoto })).toEqual(['2027-03-16']);
  });
});

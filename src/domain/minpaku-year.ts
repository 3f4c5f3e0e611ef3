import type { LodgingRegime } from '@/contract/enums';
import { isMonthDay } from '@/contract/minpaku-year';
import { addDays, japanDate, type IsoDate } from './japan-date';

/**
 * The 180-night year of a 民泊 house (住宅宿泊事業法 第2条第3項, docs/product/minpaku-180-nights.md).
 *
 * - The year (営業年度) runs from 1 April at noon to the next 1 April at noon, and a "day" is noon to
 *   the next noon. A night starts on its date at check-in (15:00-ish, after noon) and ends the next
 *   morning before noon, so the night of date D lies wholly in the day that starts at D's noon: it
 *   counts in the year that contains D's noon. The night of 31 March belongs to the year that ends on
 *   1 April at noon; the night of 1 April to the next one.
 * - At most 180 nights a year; the host may set a lower limit (a municipality's), and the nights may be
 *   allowed only in some periods (month-day ranges repeating every year, each from a day's noon to a
 *   later day's noon: Kyoto's residential zones allow 15 January noon to 15 March noon).
 * - 旅館業 and 特区民泊 houses are never limited.
 */

export const MINPAKU_YEAR_MAX_NIGHTS = 180;
/** From this many nights the host's counter takes the warning style. */
export const MINPAKU_YEAR_WARNING_NIGHTS = 150;
/** The calendar block's reason that marks nights sold on another platform; they count. */
export const OTHER_SITE_BOOKING_REASON = '他サイトの予約';

/** Whether a string is a real month-day, MM-DD (29 February included): the contract's one test. */
export { isMonthDay };

/** A month-day as MM-DD ('01-15'). */
export type MonthDay = string;

/**
 * A period of nights allowed every year: from `from`'s noon to `to`'s noon, so the nights starting on
 * `from` up to the day before `to`. A period whose `to` comes before its `from` runs over the new year
 * (11-01 → 02-01).
 */
export interface AllowedPeriod {
  from: MonthDay;
  to: MonthDay;
}

/** A 民泊 house's rules: a lower yearly limit (null: 180) and its allowed periods (empty: all year). */
export interface MinpakuRules {
  maxNights: number | null;
  allowedPeriods: readonly AllowedPeriod[];
}

/** Whether the house counts nights under the 180-night rule. */
export function isNightLimited(regime: LodgingRegime | null | undefined): boolean {
  return regime === 'minpaku';
}

/** The 営業年度 a night belongs to, named by the calendar year of its first 1 April (2026 = 2026-04-01 noon → 2027-04-01 noon). */
export function minpakuYearOfNight(night: IsoDate): number {
  const year = Number(night.slice(0, 4));
  return night.slice(5) >= '04-01' ? year : year - 1;
}

/** The 営業年度 an instant falls in: 31 March 11:00 is in the year ending 1 April noon, 1 April 13:00 in the next. */
export function minpakuYearOfInstant(instant: Date): number {
  const day = japanDate(instant);
  const beforeNoon = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', hourCycle: 'h23' }).format(instant)) < 12;
  return minpakuYearOfNight(beforeNoon ? addDays(day, -1) : day);
}

/** The nights (first and last night's date) of a 営業年度. */
export function minpakuYearNights(year: number): { from: IsoDate; to: IsoDate } {
  return { from: `${year}-04-01`, to: `${year + 1}-03-31` };
}

/** The year's name in Japanese: 2026年度（2026年4月1日〜2027年4月1日） */
export function minpakuYearLabel(year: number): string {
  return `${year}年度（${year}年4月1日正午〜${year + 1}年4月1日正午）`;
}

/** The house's limit: its own lower limit, never above 180. */
export function yearlyLimitOf(rules: Pick<MinpakuRules, 'maxNights'>): number {
  return rules.maxNights === null ? MINPAKU_YEAR_MAX_NIGHTS : Math.min(rules.maxNights, MINPAKU_YEAR_MAX_NIGHTS);
}

/** Whether the night of `night` lies in one of the periods (no period: every night is allowed). */
export function isNightInAllowedPeriods(night: IsoDate, periods: readonly AllowedPeriod[]): boolean {
  if (periods.length === 0) return true;
  const monthDay = night.slice(5);
  return periods.some((p) => (p.from <= p.to ? monthDay >= p.from && monthDay < p.to : monthDay >= p.from || monthDay < p.to));
}

/** Counted nights per 営業年度: each distinct date once (two stays on one night are one day, as the law counts). */
export function nightsPerYear(countedNights: Iterable<IsoDate>): Map<number, number> {
  const seen = new Set<IsoDate>();
  const perYear = new Map<number, number>();
  for (const night of countedNights) {
    if (seen.has(night)) continue;
    seen.add(night);
    const year = minpakuYearOfNight(night);
    perYear.set(year, (perYear.get(year) ?? 0) + 1);
  }
  return perYear;
}

/** The year's figures: the nights counted, the limit and what is left (never below 0). */
export interface MinpakuYearCount {
  year: number;
  counted: number;
  limit: number;
  remaining: number;
  warning: boolean;
}

export function minpakuYearCount(year: number, countedNights: Iterable<IsoDate>, rules: Pick<MinpakuRules, 'maxNights'>): MinpakuYearCount {
  const counted = nightsPerYear(countedNights).get(year) ?? 0;
  const limit = yearlyLimitOf(rules);
  return { year, counted, limit, remaining: Math.max(0, limit - counted), warning: counted >= Math.min(MINPAKU_YEAR_WARNING_NIGHTS, limit) };
}

export type MinpakuRefusal =
  | { kind: 'outside_periods'; nights: IsoDate[]; message: string }
  | { kind: 'over_limit'; year: number; remaining: number; stayNights: number; message: string };

const formatMonthDay = (monthDay: MonthDay) => `${Number(monthDay.slice(0, 2))}月${Number(monthDay.slice(3))}日`;

/** The allowed periods in words: 1月15日正午〜3月16日正午、… */
export function allowedPeriodsText(periods: readonly AllowedPeriod[]): string {
  return periods.map((p) => `${formatMonthDay(p.from)}正午〜${formatMonthDay(p.to)}正午`).join('、');
}

/**
 * Whether a stay fits: every night in the allowed periods, and in each year it touches the new nights
 * (those not already counted) within what is left. Answers the first refusal, in the guest's words, or
 * null; the year is named 今年度 when it is `currentYear` and the stay stays in it.
 */
export function minpakuStayRefusal(
  stayNights: readonly IsoDate[],
  countedNights: Iterable<IsoDate>,
  rules: MinpakuRules,
  currentYear: number,
): MinpakuRefusal | null {
  const outside = stayNights.filter((n) => !isNightInAllowedPeriods(n, rules.allowedPeriods));
  if (outside.length > 0) {
    return {
      kind: 'outside_periods',
      nights: outside,
      message: `この物件は自治体の条例により、${allowedPeriodsText(rules.allowedPeriods)}の期間のみ営業できます。ご指定の日程には営業期間外の泊が含まれるため、ご予約をお受けできません。`,
    };
  }
  const counted = new Set(countedNights);
  const perYear = nightsPerYear(counted);
  const newPerYear = nightsPerYear(stayNights.filter((n) => !counted.has(n)));
  const years = [...newPerYear.keys()].sort();
  const spansYears = new Set(stayNights.map(minpakuYearOfNight)).size > 1;
  const limit = yearlyLimitOf(rules);
  for (const year of years) {
    const wanted = newPerYear.get(year) ?? 0;
    const remaining = Math.max(0, limit - (perYear.get(year) ?? 0));
    if (wanted <= remaining) continue;
    const law = limit < MINPAKU_YEAR_MAX_NIGHTS ? '住宅宿泊事業法と自治体の条例' : '住宅宿泊事業法';
    const yearWords = !spansYears && year === currentYear ? '今年度' : minpakuYearLabel(year);
    const stayWords = spansYears ? `この年度にかかる${wanted}泊を含む${stayNights.length}泊` : `${stayNights.length}泊`;
    return {
      kind: 'over_limit',
      year,
      remaining,
      stayNights: wanted,
      message: `この物件は${law}により年間${limit}泊までです。${yearWords}の残りは${remaining}泊のため、${stayWords}のご予約はお受けできません。`,
    };
  }
  return null;
}

/**
 * The nights of a window a guest cannot pick for the limit: outside the allowed periods, and every
 * not-yet-counted night of a year whose count is full.
 */
export function minpakuClosedNights(windowNights: readonly IsoDate[], countedNights: Iterable<IsoDate>, rules: MinpakuRules): IsoDate[] {
  const counted = new Set(countedNights);
  const perYear = nightsPerYear(counted);
  const limit = yearlyLimitOf(rules);
  return windowNights.filter(
    (n) => !isNightInAllowedPeriods(n, rules.allowedPeriods) || (!counted.has(n) && (perYear.get(minpakuYearOfNight(n)) ?? 0) >= limit),
  );
}

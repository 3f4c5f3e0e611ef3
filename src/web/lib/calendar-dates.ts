import type { Language } from '@/contract/language';
import { daysBetween, isValidIsoDate, type IsoDate } from '@/domain/japan-date';

/** Calendar arithmetic on `YYYY-MM-DD` strings and `YYYY-MM` months, in UTC so no time zone can shift a day. */

/** A real `YYYY-MM-DD` date from the URL or a form (the domain's rule, as a type guard). */
export function isIsoDate(value: string | null | undefined): value is IsoDate {
  return !!value && isValidIsoDate(value);
}

/** Whole nights from check-in to check-out (negative or zero when check-out is not after check-in). */
export const nightsBetween = daysBetween;

export type MonthKey = string;

export function monthOf(date: IsoDate): MonthKey {
  return date.slice(0, 7);
}

export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 2026年11月 (November 2026) */
export function monthLabel(month: MonthKey, language: Language = 'ja'): string {
  const [y, m] = month.split('-').map(Number);
  return language === 'en' ? `${MONTHS_EN[m - 1]} ${y}` : `${y}年${m}月`;
}

export function daysInMonth(month: MonthKey): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The month's days in weeks from Sunday; null pads the first and last week. */
export function monthWeeks(month: MonthKey): (IsoDate | null)[][] {
  const [y, m] = month.split('-').map(Number);
  const firstWeekday = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const cells: (IsoDate | null)[] = Array.from({ length: firstWeekday }, () => null);
  const count = daysInMonth(month);
  for (let day = 1; day <= count; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The first unavailable night on or after `from`, if any. */
export function firstUnavailableFrom(from: IsoDate, unavailable: ReadonlySet<IsoDate>): IsoDate | undefined {
  let first: IsoDate | undefined;
  for (const date of unavailable) if (date >= from && (first === undefined || date < first)) first = date;
  return first;
}

/** 11/23 */
export function shortDate(date: IsoDate): string {
  return `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;
}

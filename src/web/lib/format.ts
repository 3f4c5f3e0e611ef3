import type { Language } from '@/contract/language';
import { formatCount, formatYen, groupDigits } from '@/domain/display-format';
import { formatJapaneseDate, formatJapaneseDateTime, formatJapaneseMonthDay, isValidIsoDate, japanDate } from '@/domain/japan-date';

const TIME_ZONE = 'Asia/Tokyo';

/**
 * A formatter made on first use: building an Intl formatter loads locale and time-zone data, which took
 * a phone's main thread 18 ms when the module made all of them as it loaded.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** Whole yen with thousands separators: ¥450,000 (the one format, src/domain/display-format.ts). */
export { formatYen };

/** 2泊, 大人2名 / 2 nights, 2 adults (src/domain/display-format.ts). */
export { formatCount };

export function formatNumber(value: number): string {
  return groupDigits(value);
}

/**
 * A measured number as stored, its fraction kept (up to `maxFractionDigits`, trailing zeros dropped) and
 * its whole part grouped: 180.5, 1,234.25, 120.
 */
export function formatDecimal(value: number, maxFractionDigits = 2): string {
  const factor = 10 ** maxFractionDigits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const [whole, fraction] = String(rounded).split('.');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${groupDigits(Number(whole))}${fraction ? `.${fraction}` : ''}`;
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 2027年2月2日(火) 14:05 (Tue, 2 Feb 2027, 14:05): a moment (a timestamp) read in Japan time, whatever the browser's time zone.
 */
export function formatDateTime(value: string | Date, language: Language = 'ja'): string {
  const date = toDate(value);
  return date ? formatJapaneseDateTime(date, language) : '';
}

/** たった今, 5分前, 3時間前, 2日前; older than a week: the date. */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 0) return formatDateWithWeekday(date);
  if (seconds < 60) return 'たった今';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}分前`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}時間前`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}日前`;
  return formatDateWithWeekday(date);
}

/** +15% / -8% / 0% (one decimal at most). */
export function formatPercentChange(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

/** The current year on the calendar in Japan (Asia/Tokyo). */
export function currentYearInJapan(now: Date = new Date()): number {
  return Number(japanDate(now).slice(0, 4));
}

/** 築120年: the house's age in years (this year in Japan minus the year built); null when unknown. */
export function formatBuildingAge(builtYear: number | null | undefined, now: Date = new Date()): string | null {
  if (builtYear === null || builtYear === undefined || !Number.isInteger(builtYear) || builtYear <= 0) return null;
  const age = currentYearInJapan(now) - builtYear;
  return age >= 0 ? `築${formatNumber(age)}年` : null;
}

/** ¥18,000 / 泊（税込）: a price per night, tax included. */
/** An average review score with one decimal: 4.8. */
export function formatRating(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

const yearMonthFormat = onFirstUse(() => new Intl.DateTimeFormat('ja-JP', { timeZone: TIME_ZONE, year: 'numeric', month: 'long' }));
const englishYearMonthFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: 'long' }));

/**
 * The calendar day in Japan of a value: a `YYYY-MM-DD` string is already a day in Japan and is taken as
 * it is (never shifted through the browser's time zone); a timestamp gives the day it is in Japan.
 */
function japanDayOf(value: string | Date): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return isValidIsoDate(value) ? value : null;
  const date = toDate(value);
  return date ? japanDate(date) : null;
}

/** 2027年2月2日(火) (Tue, 2 Feb 2027): how a day reads wherever a person reads it (a `YYYY-MM-DD` day, or a timestamp's day in Japan). */
export function formatDateWithWeekday(value: string | Date, language: Language = 'ja'): string {
  const day = japanDayOf(value);
  return day ? formatJapaneseDate(day, language) : '';
}

/** 2027/02/02: a day in a table's narrow column, where the weekday does not matter (registration dates); '' when not a day. */
export function formatShortDate(value: string | Date): string {
  const day = japanDayOf(value);
  return day ? day.replaceAll('-', '/') : '';
}

/** 2月2日(火) (Tue, 2 Feb): the same without the year, for tight places where the year is plain (calendars, pickers). */
export function formatMonthDayWeekday(value: string | Date, language: Language = 'ja'): string {
  const day = japanDayOf(value);
  return day ? formatJapaneseMonthDay(day, language) : '';
}

/** 2023年4月 (English: April 2023), in Japan time. */
export function formatYearMonth(value: string | Date, language: Language = 'ja'): string {
  const date = toDate(value);
  if (!date) return '';
  return (language === 'en' ? englishYearMonthFormat() : yearMonthFormat()).format(date);
}

import type { Language } from '@/contract/language';
/** Calendar dates are `YYYY-MM-DD` strings, always read in Japan time (Asia/Tokyo, UTC+9, no DST). */
export type IsoDate = string;

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The calendar day in Japan at this instant. */
export function japanDate(instant: Date = new Date()): IsoDate {
  return new Date(instant.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The first day of the month in Japan time at this instant (shifted by `offset` months) and the
 * first day of the month after it: a half-open range [from, to).
 */
export function japanMonthRange(instant: Date = new Date(), offset = 0): { from: IsoDate; to: IsoDate } {
  const [year, month] = japanDate(instant).split('-').map(Number);
  const first = (monthIndex: number) => {
    const y = year + Math.floor(monthIndex / 12);
    const m = (((monthIndex % 12) + 12) % 12) + 1;
    return `${y}-${String(m).padStart(2, '0')}-01`;
  };
  const index = month - 1 + offset;
  return { from: first(index), to: first(index + 1) };
}

/**
 * Calendar dates as day numbers (days since 1970-01-01) and back, each worked out once and kept: a
 * search prices every night of its page's houses, and parsing and writing a date each time was the
 * largest part of a quote. At most KEPT_DAYS of each are kept (about fifty years of days); an invalid
 * date is never kept.
 */
const KEPT_DAYS = 20_000;
const dayNumbers = new Map<IsoDate, number>();
const datesOfDays = new Map<number, IsoDate>();

function dayNumberOf(date: IsoDate): number {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    if (Number.isInteger(day) && dayNumbers.size < KEPT_DAYS) dayNumbers.set(date, day);
  }
  return day;
}

function dateOfDay(day: number): IsoDate {
  let date = datesOfDays.get(day);
  if (date === undefined) {
    // An invalid day throws here (RangeError: Invalid time value), as it always did.
    date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    if (datesOfDays.size < KEPT_DAYS) datesOfDays.set(day, date);
  }
  return date;
}

/** Adds whole days to a calendar date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return dateOfDay(dayNumberOf(date) + days);
}

/** The instant of a Japan-time wall-clock time on a calendar date, e.g. ('2026-12-01', '15:00'). */
export function japanInstant(date: IsoDate, time: string): Date {
  return new Date(`${date}T${time}:00+09:00`);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round(dayNumberOf(to) - dayNumberOf(from));
}

/** 0 = Sunday … 6 = Saturday, the same in every time zone. */
export function weekdayOf(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumberOf(date) + 4) % 7) + 7) % 7;
}

/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is not one; years 1000 to 9999). */
export function isValidIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const t = new Date(Date.UTC(year, month - 1, day));
  return t.getUTCFullYear() === year && t.getUTCMonth() === month - 1 && t.getUTCDate() === day;
}

const WEEKDAY_KANJI = ['日', '月', '火', '水', '木', '金', '土'];
const WEEKDAY_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 2026年12月24日(木) (English: Thu, 24 Dec 2026): how a calendar day reads wherever a person reads it
 * (lists, activity, e-mails, payment pages, policies). A `YYYY-MM-DD` string is a day in Japan and is
 * never shifted through a time zone. The one rule of both languages (docs/decisions/0042-english-guest-pages.md).
 */
export function formatJapaneseDate(date: IsoDate, language: Language = 'ja'): string {
  const [y, m, d] = date.split('-').map(Number);
  if (language === 'en') return `${WEEKDAY_EN[weekdayOf(date)]}, ${d} ${MONTH_EN[m - 1]} ${y}`;
  return `${y}年${m}月${d}日(${WEEKDAY_KANJI[weekdayOf(date)]})`;
}

/** 12月24日(木) (Thu, 24 Dec): the same day without the year, where the year is plain from the context. */
export function formatJapaneseMonthDay(date: IsoDate, language: Language = 'ja'): string {
  const [, m, d] = date.split('-').map(Number);
  if (language === 'en') return `${WEEKDAY_EN[weekdayOf(date)]}, ${d} ${MONTH_EN[m - 1]}`;
  return `${m}月${d}日(${WEEKDAY_KANJI[weekdayOf(date)]})`;
}

/** 2026年12月24日(木) 09:05 (Thu, 24 Dec 2026, 09:05): an instant read in Japan time, whatever the machine's time zone. */
export function formatJapaneseDateTime(instant: Date, language: Language = 'ja'): string {
  const shifted = new Date(instant.getTime() + JST_OFFSET_MS).toISOString();
  return `${formatJapaneseDate(shifted.slice(0, 10), language)}${language === 'en' ? ',' : ''} ${shifted.slice(11, 16)}`;
}

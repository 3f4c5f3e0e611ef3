import { addDays, type IsoDate } from '@/domain/japan-date';
import { firstUnavailableFrom, monthOf, shiftMonth, weekdayOf, type MonthKey } from '@/web/lib/calendar-dates';
import type { Language } from '@/contract/language';
import { formatDateWithWeekday } from '@/web/lib/format';
import { msg, translate } from '@/web/lib/i18n/translate';

/**
 * The date picker's rules (docs/product/guest-screens.md), pure so they are tested on their own: which
 * days may be chosen, what a click does to the stay, how a day reads out and which months show.
 */

export type DateRole = 'checkIn' | 'checkOut';

/** How far ahead a guest may choose a day. */
export const BOOKABLE_DAYS = 365;

/** A house's calendar as the picker needs it; the search forms know no house and pass none. */
export interface HouseDays {
  /** Nights that cannot be booked: never a night of the stay (an unavailable night may still be its check-out day). */
  unavailable: ReadonlySet<IsoDate>;
  /** Days closed to arrival: never a check-in day. */
  noArrival: ReadonlySet<IsoDate>;
  /** Days closed to departure: never a check-out day. */
  noDeparture: ReadonlySet<IsoDate>;
}

const NONE: ReadonlySet<IsoDate> = new Set();
export const NO_HOUSE_DAYS: HouseDays = { unavailable: NONE, noArrival: NONE, noDeparture: NONE };

export interface DayState {
  selectable: boolean;
  /** The night cannot be booked: struck through. */
  unavailable: boolean;
  note?: string;
}

export interface PickContext {
  today: IsoDate;
  lastDate: IsoDate;
  role: DateRole;
  checkIn: IsoDate | '';
  days: HouseDays;
}

/** Whether a day may be chosen for the current role, and why not. */
export function dayState(date: IsoDate, { today, lastDate, role, checkIn, days }: PickContext): DayState {
  if (date < today || date > lastDate) return { selectable: false, unavailable: false, note: msg('選択できません') };
  const blocked = days.unavailable.has(date);
  if (role === 'checkOut' && checkIn && date > checkIn) {
    // A stay cannot run over an unavailable night: the first one after check-in is the last possible check-out.
    const limit = firstUnavailableFrom(checkIn, days.unavailable);
    if (limit && date > limit) {
      return { selectable: false, unavailable: blocked, note: blocked ? msg('予約不可') : msg('予約できない日をはさむため選択できません') };
    }
    if (days.noDeparture.has(date)) return { selectable: false, unavailable: blocked, note: msg('チェックアウト不可') };
    return blocked ? { selectable: true, unavailable: false, note: msg('チェックアウトのみ可') } : { selectable: true, unavailable: false };
  }
  if (blocked) return { selectable: false, unavailable: true, note: msg('予約不可') };
  if (days.noArrival.has(date)) return { selectable: false, unavailable: false, note: msg('チェックイン不可') };
  return { selectable: true, unavailable: false };
}

/**
 * The stay after a click on a selectable day. A day after check-in, while check-out is being chosen, is
 * the check-out (`done`: the panel closes). Any other day is a new check-in, which keeps the check-out
 * only while it is still after the check-in and no unavailable night lies between them.
 */
export function pickDate(
  date: IsoDate,
  { role, checkIn, checkOut, unavailable }: { role: DateRole; checkIn: IsoDate | ''; checkOut: IsoDate | ''; unavailable: ReadonlySet<IsoDate> },
): { checkIn: IsoDate; checkOut: IsoDate | ''; done: boolean } {
  if (role === 'checkOut' && checkIn && date > checkIn) return { checkIn, checkOut: date, done: true };
  const blocked = checkOut ? firstUnavailableFrom(date, unavailable) : undefined;
  const keep = Boolean(checkOut && checkOut > date && (!blocked || blocked >= checkOut));
  return { checkIn: date, checkOut: keep ? checkOut : '', done: false };
}

export type DayTone = 'holiday' | 'sunday' | 'saturday' | 'weekday';

/** Sundays and national holidays read red, Saturdays blue, as Japanese calendars print them. */
export function dayTone(date: IsoDate, holiday: string | undefined): DayTone {
  if (holiday) return 'holiday';
  const weekday = weekdayOf(date);
  return weekday === 0 ? 'sunday' : weekday === 6 ? 'saturday' : 'weekday';
}

/** A day button's accessible name: 2027年1月11日(月)、成人の日、チェックイン日、… (Mon, 11 Jan 2027, 成人の日, check-in day, …) */
export function dayLabel(
  date: IsoDate,
  parts: { today: IsoDate; holiday?: string; isCheckIn?: boolean; isCheckOut?: boolean; note?: string },
  language: Language = 'ja',
): string {
  return [
    formatDateWithWeekday(date, language),
    parts.holiday,
    date === parts.today ? translate(language, '今日') : undefined,
    parts.isCheckIn ? translate(language, 'チェックイン日') : undefined,
    parts.isCheckOut ? translate(language, 'チェックアウト日') : undefined,
    parts.note && translate(language, parts.note),
  ]
    .filter(Boolean)
    .join(language === 'en' ? ', ' : '、');
}

/**
 * The first month to show so that `date` is visible among `count` months starting at `shown`, moving
 * as little as possible and never before `firstMonth` or so far that a shown month passes `lastMonth`.
 */
export function firstShownMonth(shown: MonthKey, date: IsoDate, count: number, firstMonth: MonthKey, lastMonth: MonthKey): MonthKey {
  const month = monthOf(date);
  let first = shown;
  if (month < first) first = month;
  else if (month > shiftMonth(first, count - 1)) first = shiftMonth(month, -(count - 1));
  const latest = shiftMonth(lastMonth, -(count - 1));
  if (first > latest) first = latest;
  if (first < firstMonth) first = firstMonth;
  return first;
}

/** The days GET /api/holidays is asked for: the whole first month (its past days show too) up to the last day. */
export function holidayWindow(today: IsoDate, lastDate: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: `${monthOf(today)}-01`, to: lastDate };
}

/** The last day a guest may choose from `today`. */
export function lastBookableDate(today: IsoDate): IsoDate {
  return addDays(today, BOOKABLE_DAYS);
}

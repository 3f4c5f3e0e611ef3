import holidayJp from '@holiday-jp/holiday_jp';
import { addDays, type IsoDate } from './japan-date';

/**
 * The days Japanese banks are open (docs/product/money.md): 銀行法 第15条第1項 and 銀行法施行令 第5条第1項
 * close them on Sundays, Saturdays, national holidays (国民の祝日に関する法律's 休日, substitute holidays
 * and 国民の休日 included) and from 31 December to 3 January. A transfer is only made on an open day.
 */

/** 31 December to 3 January: the year-end and new-year days banks are closed by law. */
function isYearEndClosure(date: IsoDate): boolean {
  const monthDay = date.slice(5);
  return monthDay === '12-31' || monthDay === '01-01' || monthDay === '01-02' || monthDay === '01-03';
}

/** A day Japanese banks are open (see pricing.ts for why the holiday check builds the Date locally). */
export function isBankBusinessDay(date: IsoDate): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (isYearEndClosure(date)) return false;
  return !holidayJp.isHoliday(new Date(y, m - 1, d));
}

/** The bank business day on or before `date`. */
export function bankBusinessDayOnOrBefore(date: IsoDate): IsoDate {
  let day = date;
  while (!isBankBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/** The bank business day on or after `date`. */
export function bankBusinessDayOnOrAfter(date: IsoDate): IsoDate {
  let day = date;
  while (!isBankBusinessDay(day)) day = addDays(day, 1);
  return day;
}

import holidayJp from '@holiday-jp/holiday_jp';
import { HOLIDAYS_MAX_DAYS, type Holiday } from '@/contract/holidays';
import { daysBetween, isValidIsoDate } from '@/domain/japan-date';
import { badRequest } from '../../lib/app-error';

/** Every national holiday in date order; `holiday_jp` keys them by their `YYYY-MM-DD` day. */
let allHolidays: Holiday[] | undefined;
function holidayList(): Holiday[] {
  allHolidays ??= Object.values(holidayJp.holidays)
    .map((h) => ({ date: h.date, name: h.name }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return allHolidays;
}

/** Japan's national holidays from `from` to `to` (both included), for the date picker's red days and their names. */
export function holidaysBetween(window: { from: string; to: string }): Holiday[] {
  if (!isValidIsoDate(window.from)) throw badRequest('開始日が正しい日付ではありません', 'from');
  if (!isValidIsoDate(window.to)) throw badRequest('終了日が正しい日付ではありません', 'to');
  if (window.to < window.from) throw badRequest('終了日は開始日以降の日付を指定してください', 'to');
  if (daysBetween(window.from, window.to) > HOLIDAYS_MAX_DAYS) throw badRequest(`期間は${HOLIDAYS_MAX_DAYS}日以内で指定してください`, 'to');
  return holidayList().filter((h) => h.date >= window.from && h.date <= window.to);
}

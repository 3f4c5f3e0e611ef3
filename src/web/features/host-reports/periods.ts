import { japanDate } from '@/domain/japan-date';
import { isReportPeriodStart, reportPeriod, reportPeriodOf, type ReportPeriod } from '@/domain/minpaku-reports';
import { addMonths } from '@/domain/payouts';
import { MONTH_PATTERN, isCalendarMonth } from '@/contract/month-pattern';

/** The periods the screen offers, newest first: the next one (its stays booked so far), the current one (still running) and the ten before. */
export function offeredPeriods(today = japanDate()): ReportPeriod[] {
  const next = addMonths(reportPeriodOf(today).start, 2);
  return Array.from({ length: 12 }, (_, i) => reportPeriod(addMonths(next, -2 * i)));
}

/** The URL's period when it names one (an even month), else null. */
export function periodParam(value: string | null): string | null {
  return value && MONTH_PATTERN.test(value) && isCalendarMonth(value) && isReportPeriodStart(value) ? value : null;
}

/** 2026年10月1日〜11月30日（期限 12月15日） */
export function periodSpan(period: ReportPeriod): string {
  const md = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;
  return `${period.firstNight.slice(0, 4)}年${md(period.firstNight)}〜${period.lastNight.slice(0, 4) === period.firstNight.slice(0, 4) ? '' : `${period.lastNight.slice(0, 4)}年`}${md(period.lastNight)}`;
}

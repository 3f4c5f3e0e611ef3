import { REPORT_PERIOD_START_MESSAGE } from '@/contract/minpaku-reports';
import { addDays, type IsoDate } from './japan-date';
import { nationalityName, RESIDENT_NATIONALITY, UNREGISTERED_NATIONALITY } from './nationality-names';
import { addMonths, monthRange, type PeriodMonth } from './payouts';

/**
 * The reports of 民泊 stays (docs/product/minpaku-reports.md):
 * - the host's report to the prefecture (住宅宿泊事業法 第14条, 施行規則 第12条): per house, by the 15th of
 *   every even month, the two months before (December–January due 15 February … October–November due
 *   15 December): the days with guests, the guests, the guest-nights and the guests by nationality;
 * - the intermediary's half-year (April–September, October–March) for the back office.
 *
 * A night belongs to the day (noon to noon) that starts on its date, so a stay across the end of a
 * period puts each night in the period of its date; its guests count in every period in which they
 * spent a night (the guest-nights add up to the stay's, the guests are reported by both periods).
 */

/** A two-month period named by its first month (an even month: 2026-10 is October–November). */
export interface ReportPeriod {
  start: PeriodMonth;
  firstNight: IsoDate;
  lastNight: IsoDate;
  /** The 15th of the month after the period. */
  dueDate: IsoDate;
  /** 10月・11月 */
  label: string;
}

const monthNumber = (month: PeriodMonth) => Number(month.slice(5, 7));

/** Whether a month starts a report period (December, February, April, June, August, October). */
export function isReportPeriodStart(month: PeriodMonth): boolean {
  return monthNumber(month) % 2 === 0;
}

/** The period that starts with `start` (an even month). */
export function reportPeriod(start: PeriodMonth): ReportPeriod {
  if (!isReportPeriodStart(start)) throw new RangeError(REPORT_PERIOD_START_MESSAGE);
  const second = addMonths(start, 1);
  return {
    start,
    firstNight: monthRange(start).from,
    lastNight: addDays(monthRange(second).to, -1),
    dueDate: `${addMonths(start, 2)}-15`,
    label: `${monthNumber(start)}月・${monthNumber(second)}月`,
  };
}

/** The period a night (or a day) falls in: January belongs to the period that started in December. */
export function reportPeriodOf(day: IsoDate): ReportPeriod {
  const month = day.slice(0, 7);
  return reportPeriod(isReportPeriodStart(month) ? month : addMonths(month, -1));
}

/** The period the screen opens on: the last one whose two months have ended (the one due next, or just due). */
export function latestEndedPeriod(today: IsoDate): ReportPeriod {
  return reportPeriodOf(`${addMonths(today.slice(0, 7), -2)}-01`);
}

/** The period whose report is due soon: from the 1st of an even month to its 15th, the two months before; else null. */
export function reportDueOn(today: IsoDate): ReportPeriod | null {
  const month = today.slice(0, 7);
  if (!isReportPeriodStart(month) || Number(today.slice(8, 10)) > 15) return null;
  return reportPeriod(addMonths(month, -2));
}

/** The dashboard's reminder: 「10月・11月分の定期報告の期限は12月15日です」 */
export function reportReminderText(period: ReportPeriod): string {
  return `${period.label}分の定期報告の期限は${monthNumber(period.dueDate.slice(0, 7))}月${Number(period.dueDate.slice(8, 10))}日です`;
}

/** A stay as the report reads it: its nights [checkin, checkout), its party and the registry's sent entries. */
export interface ReportStay {
  checkinDate: IsoDate;
  checkoutDate: IsoDate;
  partySize: number;
  entries: readonly { guestIndex: number; livesInJapan: boolean; nationality: string | null }[];
}

export interface NationalityCount {
  nationality: string;
  guests: number;
}

export interface MinpakuReportFigures {
  /** 届出住宅に人を宿泊させた日数: the distinct nights in the period with guests. */
  nights: number;
  /** 宿泊者数: each guest of each stay with a night in the period, once. */
  guests: number;
  /** 延べ宿泊者数: a guest per night. */
  guestNights: number;
  /** 国籍別の宿泊者数の内訳: 日本 first, then by number, then by name; 名簿未入力 last. */
  nationalities: NationalityCount[];
}

/** The nights of a stay inside [first, last]. */
function nightsWithin(stay: Pick<ReportStay, 'checkinDate' | 'checkoutDate'>, first: IsoDate, last: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let night = stay.checkinDate > first ? stay.checkinDate : first; night < stay.checkoutDate && night <= last; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** The nationality of each guest of the party: a resident is 日本, a guest without a sent entry 名簿未入力. */
function partyNationalities(stay: ReportStay): string[] {
  const byIndex = new Map(stay.entries.map((e) => [e.guestIndex, e]));
  return Array.from({ length: stay.partySize }, (_, index) => {
    const entry = byIndex.get(index);
    if (!entry) return UNREGISTERED_NATIONALITY;
    return entry.livesInJapan ? RESIDENT_NATIONALITY : nationalityName(entry.nationality);
  });
}

function nationalityOrder(a: NationalityCount, b: NationalityCount): number {
  const rank = (n: string) => (n === RESIDENT_NATIONALITY ? 0 : n === UNREGISTERED_NATIONALITY ? 2 : 1);
  return rank(a.nationality) - rank(b.nationality) || b.guests - a.guests || a.nationality.localeCompare(b.nationality, 'ja');
}

/** A house's figures for the nights from `first` to `last` (a report period, or a half-year). */
export function stayFigures(stays: readonly ReportStay[], range: { firstNight: IsoDate; lastNight: IsoDate }): MinpakuReportFigures {
  const nightsSeen = new Set<IsoDate>();
  const byNationality = new Map<string, number>();
  let guests = 0;
  let guestNights = 0;
  for (const stay of stays) {
    const nights = nightsWithin(stay, range.firstNight, range.lastNight);
    if (nights.length === 0) continue;
    for (const night of nights) nightsSeen.add(night);
    guests += stay.partySize;
    guestNights += stay.partySize * nights.length;
    for (const nationality of partyNationalities(stay)) byNationality.set(nationality, (byNationality.get(nationality) ?? 0) + 1);
  }
  const nationalities = [...byNationality].map(([nationality, count]) => ({ nationality, guests: count })).sort(nationalityOrder);
  return { nights: nightsSeen.size, guests, guestNights, nationalities };
}

// --- the intermediary's half-year ----------------------------------------------------------------

/** A half of a 年度: 2026H1 = April–September 2026, 2026H2 = October 2026–March 2027. */
export const HALF_PATTERN = /^\d{4}H[12]$/;

export interface HalfYear {
  half: string;
  firstNight: IsoDate;
  lastNight: IsoDate;
  /** 2026年度上期（2026年4月〜9月） */
  label: string;
}

export function halfYear(half: string): HalfYear {
  if (!HALF_PATTERN.test(half)) throw new RangeError('期間は 2026H1 のように指定してください');
  const year = Number(half.slice(0, 4));
  return half.endsWith('H1')
    ? { half, firstNight: `${year}-04-01`, lastNight: `${year}-09-30`, label: `${year}年度上期（${year}年4月〜9月）` }
    : { half, firstNight: `${year}-10-01`, lastNight: `${year + 1}-03-31`, label: `${year}年度下期（${year}年10月〜${year + 1}年3月）` };
}

/** The half a day falls in. */
export function halfYearOf(day: IsoDate): HalfYear {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (month >= 4 && month <= 9) return halfYear(`${year}H1`);
  return halfYear(month >= 10 ? `${year}H2` : `${year - 1}H2`);
}

/** The half the back office opens on: the last one that has ended. */
export function latestEndedHalf(today: IsoDate): HalfYear {
  const current = halfYearOf(today);
  return halfYearOf(addDays(current.firstNight, -1));
}

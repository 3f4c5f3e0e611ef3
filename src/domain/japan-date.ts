/** Calendar dates are `YYYY-MM-DD` strings, always read in Japan time (Asia/Tokyo, UTC+9, no DST). */
export type IsoDate = string;

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The calendar day in Japan at this instant. */
export function japanDate(instant: Date = new Date()): IsoDate {
  return new Date(instant.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first day of this month and of the next one, in Japan time. */
export function japanMonthRange(instant: Date = new Date()): { from: IsoDate; to: IsoDate } {
  const [year, month] = japanDate(instant).split('-').map(Number);
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  const pad = (n: number) => String(n).padStart(2, '0');
  return { from: `${year}-${pad(month)}-01`, to: `${next.y}-${pad(next.m)}-01` };
}

/** Adds whole days to a calendar date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

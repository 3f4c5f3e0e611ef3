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

/** Adds whole days to a calendar date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

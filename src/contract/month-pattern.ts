/**
 * The one test of a month (`YYYY-MM`) and a calendar day (`YYYY-MM-DD`) for the contracts, the domain
 * and the web. Kept apart from the zod schemas so the web can test a month without loading zod.
 * A value the API accepts is a real calendar date (no 2026-02-30) in a sane range of years: year 0000
 * or 9999 has nothing to do with a stay and is not a date every database and `Date` can hold.
 */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The years a month or a day the API accepts may fall in (both included). */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2199;

const inRange = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;

/** `YYYY-MM`, a month of the years FIRST_YEAR–LAST_YEAR. */
export function isCalendarMonth(value: string): boolean {
  return MONTH_PATTERN.test(value) && inRange(Number(value.slice(0, 4)));
}

/** `YYYY-MM-DD`, a day that exists (leap years counted) in the years FIRST_YEAR–LAST_YEAR. */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  if (!inRange(year) || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

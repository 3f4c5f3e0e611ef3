import { addDays, type IsoDate } from '@/domain/japan-date';

export { addDays, japanDate, type IsoDate } from '@/domain/japan-date';

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant of a Japan-time wall-clock time on a calendar date, e.g. ('2025-05-01', '15:00'). */
export function japanInstant(date: IsoDate, time: string): Date {
  return new Date(`${date}T${time}:00+09:00`);
}

export function addHours(instant: Date, hours: number): Date {
  return new Date(instant.getTime() + hours * 3_600_000);
}

/** The last day of the month of `date`. */
export function monthEnd(date: IsoDate): IsoDate {
  const [y, m] = date.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

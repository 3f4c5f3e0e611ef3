import { addDays, type IsoDate } from '@/domain/japan-date';

export { addDays, japanDate, japanInstant, type IsoDate } from '@/domain/japan-date';

export function addHours(instant: Date, hours: number): Date {
  return new Date(instant.getTime() + hours * 3_600_000);
}

/** The last day of the month of `date`. */
export function monthEnd(date: IsoDate): IsoDate {
  const [y, m] = date.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

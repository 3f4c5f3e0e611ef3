import { MONTH_PATTERN } from '@/contract/month-pattern';

/** Months `YYYY-MM` as the web app shows and picks them (Japanese, never a browser's own month field). */

export { monthLabel } from '@/domain/display-format';

/** The month `count` months after `month` (before it when negative): shiftMonth('2026-11', 2) is '2027-01'. */
export function shiftMonth(month: string, count: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months to pick from, newest first: this month and the `count - 1` before it, plus `selected` if older. */
export function recentMonths(thisMonth: string, count: number, selected?: string): string[] {
  const months = Array.from({ length: count }, (_, i) => shiftMonth(thisMonth, -i));
  return selected && !months.includes(selected) ? [...months, selected].sort().reverse() : months;
}

export const isMonth = (value: string | null): value is string => value !== null && MONTH_PATTERN.test(value);

/** +12% / −5% / — (no month before to compare with). */
export function changeLabel(percent: number | null): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (percent === null) return { text: '—', tone: 'flat' };
  if (percent > 0) return { text: `+${percent}%`, tone: 'up' };
  if (percent < 0) return { text: `−${Math.abs(percent)}%`, tone: 'down' };
  return { text: '±0%', tone: 'flat' };
}

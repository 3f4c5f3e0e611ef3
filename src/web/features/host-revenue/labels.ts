import type { RevenuePayout, TransactionStatus } from '@/contract/host-revenue';
import { addDays } from '@/domain/japan-date';

type BadgeTone = 'success' | 'warning' | 'destructive' | 'secondary';

/** docs/product/money.md: 支払済み / 処理中 / 失敗, and 返金 for a refund. */
export const TRANSACTION_STATUS: Record<TransactionStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: '支払済み', tone: 'success' },
  processing: { label: '処理中', tone: 'warning' },
  failed: { label: '失敗', tone: 'destructive' },
  refunded: { label: '返金', tone: 'secondary' },
};

export const PAYOUT_STATUS: Record<RevenuePayout['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: '処理中', tone: 'warning' },
  processing: { label: '処理中', tone: 'warning' },
  paid: { label: '支払済み', tone: 'success' },
  failed: { label: '失敗', tone: 'destructive' },
};

/** 2026年11月 of `YYYY-MM`. */
export function monthLabel(month: string): string {
  return `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;
}

/** The last day of a month `YYYY-MM`. */
export function monthLastDay(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** The months a host picks from, newest first: this month and the `count - 1` before it, plus `selected` if older. */
export function recentMonths(thisMonth: string, count: number, selected?: string): string[] {
  const [y, m] = thisMonth.split('-').map(Number);
  const months = Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
  return selected && !months.includes(selected) ? [...months, selected].sort().reverse() : months;
}

export const isMonth = (value: string | null): value is string => value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** +12% / −5% / — (no month before to compare with). */
export function changeLabel(percent: number | null): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (percent === null) return { text: '—', tone: 'flat' };
  if (percent > 0) return { text: `+${percent}%`, tone: 'up' };
  if (percent < 0) return { text: `−${Math.abs(percent)}%`, tone: 'down' };
  return { text: '±0%', tone: 'flat' };
}

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

/** The last day of a month `YYYY-MM`. */
export function monthLastDay(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

export { changeLabel, isMonth, monthLabel, recentMonths } from '@/web/lib/months';

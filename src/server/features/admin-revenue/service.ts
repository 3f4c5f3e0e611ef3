import type { AdminRevenue, RevenueFigures } from '@/contract/admin-revenue';
import type { Database } from '@/db/client';
import { addMonths, japanMonthOf, monthRange } from '@/domain/payouts';
import * as repo from './repository';

const ZERO: RevenueFigures = { grossJpy: 0, refundsJpy: 0, netJpy: 0, commissionJpy: 0, hostPayoutJpy: 0, bookingCount: 0 };

function add(a: RevenueFigures, row: repo.MoneyRow): RevenueFigures {
  const grossJpy = a.grossJpy + row.grossJpy;
  const refundsJpy = a.refundsJpy + row.refundsJpy;
  const commissionJpy = a.commissionJpy + row.commissionJpy;
  return {
    grossJpy,
    refundsJpy,
    netJpy: grossJpy - refundsJpy,
    commissionJpy,
    hostPayoutJpy: grossJpy - refundsJpy - commissionJpy,
    bookingCount: a.bookingCount + row.bookingCount,
  };
}

/** The change from `previous` to `current` in whole percent; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

/**
 * GET /api/admin/revenue: the month's figures (this month in Japan by default), the month before and
 * the change, the 12 months up to it, and the month per prefecture.
 */
export async function getRevenue(db: Database, month: string | undefined, now = new Date()): Promise<AdminRevenue> {
  const thisMonth = japanMonthOf(now);
  const chosen = month ?? thisMonth;
  const first = addMonths(chosen, -11);
  // The month before the first is read too, for the first month's change.
  const rows = await repo.findMoneyByMonthAndPrefecture(db, { from: monthRange(addMonths(first, -1)).from, to: monthRange(chosen).to });
  const monthFigures = (m: string) => rows.filter((r) => r.month === m).reduce(add, ZERO);

  const months: AdminRevenue['months'] = [];
  let before = monthFigures(addMonths(first, -1));
  for (let i = 0; i < 12; i++) {
    const m = addMonths(first, i);
    const figures = monthFigures(m);
    months.push({ month: m, ...figures, changePercent: percentChange(figures.netJpy, before.netJpy) });
    before = figures;
  }
  const totals = monthFigures(chosen);
  const previous = monthFigures(addMonths(chosen, -1));
  const byPrefecture = new Map<string, RevenueFigures>();
  for (const row of rows) {
    if (row.month === chosen) byPrefecture.set(row.prefecture, add(byPrefecture.get(row.prefecture) ?? ZERO, row));
  }
  return {
    month: chosen,
    thisMonth,
    totals,
    previous,
    change: {
      grossPercent: percentChange(totals.grossJpy, previous.grossJpy),
      refundsPercent: percentChange(totals.refundsJpy, previous.refundsJpy),
      netPercent: percentChange(totals.netJpy, previous.netJpy),
      commissionPercent: percentChange(totals.commissionJpy, previous.commissionJpy),
    },
    months,
    prefectures: [...byPrefecture.entries()]
      .map(([prefecture, figures]) => ({ prefecture, ...figures }))
      .sort((a, b) => b.netJpy - a.netJpy || b.grossJpy - a.grossJpy || (a.prefecture < b.prefecture ? -1 : 1)),
  };
}

import type { AdminRevenue, RevenueFigures } from '@/contract/admin-revenue';
import type { Database } from '@/db/client';
import { addMonths, japanMonthOf } from '@/domain/payouts';
import { addSalesRow, NO_SALES, salesOfMonth, salesRows, type SalesFigures } from '../../revenue/sales';

/** 売上管理's words for the shared sales figures (src/server/revenue/sales.ts): 純売上 is チェックアウト分の売上. */
function figuresOf(sales: SalesFigures): RevenueFigures {
  return {
    grossJpy: sales.capturedJpy,
    refundsJpy: sales.refundsJpy,
    netJpy: sales.salesJpy,
    accommodationTaxJpy: sales.accommodationTaxJpy,
    commissionJpy: sales.commissionJpy,
    hostPayoutJpy: sales.hostShareJpy,
    bookingCount: sales.bookingCount,
  };
}

/** The change from `previous` to `current` in whole percent; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

/**
 * GET /api/admin/revenue: the month's figures (this month in Japan by default), the month before and
 * the change, the 12 months up to it, and the month per prefecture — every figure the platform's
 * チェックアウト分の売上 of src/server/revenue/sales.ts, the admin dashboard's too.
 */
export async function getRevenue(db: Database, month: string | undefined, now = new Date()): Promise<AdminRevenue> {
  const thisMonth = japanMonthOf(now);
  const chosen = month ?? thisMonth;
  const first = addMonths(chosen, -11);
  // The month before the first is read too, for the first month's change.
  const rows = await salesRows(db, 'platform', addMonths(first, -1), chosen);
  const monthFigures = (m: string) => figuresOf(salesOfMonth(rows, m));

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
  const byPrefecture = new Map<string, SalesFigures>();
  for (const row of rows) {
    if (row.month === chosen) byPrefecture.set(row.prefecture, addSalesRow(byPrefecture.get(row.prefecture) ?? NO_SALES, row));
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
      .map(([prefecture, sales]) => ({ prefecture, ...figuresOf(sales) }))
      .sort((a, b) => b.netJpy - a.netJpy || b.grossJpy - a.grossJpy || (a.prefecture < b.prefecture ? -1 : 1)),
  };
}

import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { addMonths, monthRange, type PeriodMonth } from '@/domain/payouts';
import { rowsOf } from '../lib/sql-rows';

/**
 * チェックアウト分の売上 (docs/product/money.md, "One name per figure"): the one function every screen
 * that shows sales calls — the host dashboard, the owner dashboard, the host's 売上管理, the admin
 * dashboard and the back office's 売上管理. A captured booking counts on its checkout day (its
 * cancellation's day when cancelled) with what was charged, the accommodation tax in it and the 15%
 * commission on the stay alone (never on the tax); each refund that went
 * through counts on its own day with what went back and the commission given back. The database keeps
 * those rows (`revenue_entries`) and their sums per day and prefecture (`revenue_days`) with triggers
 * (migrations 0027/0028): a host's figures are summed from the rows of the host's houses, the platform's
 * from the day sums, both written by the same trigger from the same rows.
 */

/** Whose sales: one host (optionally one house), or the whole platform. */
export type SalesScope = { hostId: string; propertyId?: string } | 'platform';

export interface SalesFigures {
  /** What was charged for the bookings dated in the month. */
  capturedJpy: number;
  /** The refunds that went through in the month. */
  refundsJpy: number;
  /** チェックアウト分の売上: captured − refunds, what guests finally paid. */
  salesJpy: number;
  /** The platform's 15% (less what refunds gave back). */
  commissionJpy: number;
  /** The accommodation tax in sales (宿泊税): not commission, the hosts' to pay to the municipalities. */
  accommodationTaxJpy: number;
  /** What the hosts keep: sales − commission (the tax included). */
  hostShareJpy: number;
  /** The bookings dated in the month (a refund is not a booking). */
  bookingCount: number;
}

export interface SalesRow {
  month: PeriodMonth;
  prefecture: string;
  capturedJpy: number;
  refundsJpy: number;
  commissionJpy: number;
  accommodationTaxJpy: number;
  bookingCount: number;
}

export const NO_SALES: SalesFigures = { capturedJpy: 0, refundsJpy: 0, salesJpy: 0, commissionJpy: 0, accommodationTaxJpy: 0, hostShareJpy: 0, bookingCount: 0 };

/** The sales per month and prefecture of the months `first` to `last`, both included (Japan time). */
export async function salesRows(db: Database, scope: SalesScope, first: PeriodMonth, last: PeriodMonth): Promise<SalesRow[]> {
  const from = monthRange(first).from;
  const to = monthRange(last).to;
  const source =
    scope === 'platform'
      ? sql`select day, prefecture, gross_jpy, refunds_jpy, commission_jpy, bookings, accommodation_tax_jpy from revenue_days
          where day >= ${from}::date and day < ${to}::date`
      : sql`select e.day, e.prefecture, e.gross_jpy, e.refunds_jpy, e.commission_jpy, e.bookings, e.accommodation_tax_jpy from revenue_entries e
          join properties p on p.id = e.property_id
          where p.host_user_id = ${scope.hostId}::uuid ${scope.propertyId ? sql`and e.property_id = ${scope.propertyId}::uuid` : sql``}
            and e.day >= ${from}::date and e.day < ${to}::date`;
  const result = await db.execute(sql`
    select to_char(s.day, 'YYYY-MM') as month, s.prefecture, sum(s.gross_jpy)::bigint as "capturedJpy", sum(s.refunds_jpy)::bigint as "refundsJpy",
      sum(s.commission_jpy)::bigint as "commissionJpy", sum(s.accommodation_tax_jpy)::bigint as "accommodationTaxJpy", sum(s.bookings)::int as "bookingCount"
    from (${source}) s
    group by 1, 2
    having sum(s.gross_jpy) <> 0 or sum(s.refunds_jpy) <> 0 or sum(s.commission_jpy) <> 0 or sum(s.bookings) <> 0 or sum(s.accommodation_tax_jpy) <> 0`);
  return rowsOf<Record<keyof SalesRow, string | number>>(result).map((r) => ({
    month: String(r.month),
    prefecture: String(r.prefecture),
    capturedJpy: Number(r.capturedJpy),
    refundsJpy: Number(r.refundsJpy),
    commissionJpy: Number(r.commissionJpy),
    accommodationTaxJpy: Number(r.accommodationTaxJpy),
    bookingCount: Number(r.bookingCount),
  }));
}

/** `figures` with one more row added. */
export function addSalesRow(figures: SalesFigures, row: SalesRow): SalesFigures {
  const capturedJpy = figures.capturedJpy + row.capturedJpy;
  const refundsJpy = figures.refundsJpy + row.refundsJpy;
  const commissionJpy = figures.commissionJpy + row.commissionJpy;
  return {
    capturedJpy,
    refundsJpy,
    salesJpy: capturedJpy - refundsJpy,
    commissionJpy,
    accommodationTaxJpy: figures.accommodationTaxJpy + row.accommodationTaxJpy,
    hostShareJpy: capturedJpy - refundsJpy - commissionJpy,
    bookingCount: figures.bookingCount + row.bookingCount,
  };
}

/** A month's figures from `salesRows`' rows (every prefecture). */
export function salesOfMonth(rows: SalesRow[], month: PeriodMonth): SalesFigures {
  return rows.filter((r) => r.month === month).reduce(addSalesRow, NO_SALES);
}

/** One month's チェックアウト分の売上 of the scope. */
export async function monthSales(db: Database, scope: SalesScope, month: PeriodMonth): Promise<SalesFigures> {
  return salesOfMonth(await salesRows(db, scope, month, month), month);
}

/** The months `first` … `first + count − 1`. */
export function monthsFrom(first: PeriodMonth, count: number): PeriodMonth[] {
  return Array.from({ length: count }, (_, i) => addMonths(first, i));
}

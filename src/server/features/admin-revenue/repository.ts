import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { IsoDate } from '@/domain/japan-date';
import { rowsOf } from '../../lib/sql-rows';

export interface MoneyRow {
  month: string;
  prefecture: string;
  grossJpy: number;
  refundsJpy: number;
  commissionJpy: number;
  bookingCount: number;
}

/**
 * Every host's money in [from, to) (Japan time) per month and prefecture, from the sums the database
 * keeps per day and prefecture (`revenue_days`, migration 0028), dated and summed as the host's revenue
 * (features/host-revenue/repository.ts): a captured booking adds what was charged and its commission on
 * its day; a refund that went through takes off what went back and the commission given back. A
 * prefecture whose sums came back to nothing is left out.
 */
export async function findMoneyByMonthAndPrefecture(db: Database, range: { from: IsoDate; to: IsoDate }): Promise<MoneyRow[]> {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM') as month, prefecture, sum(gross_jpy)::bigint as "grossJpy", sum(refunds_jpy)::bigint as "refundsJpy",
      sum(commission_jpy)::bigint as "commissionJpy", sum(bookings)::int as "bookingCount"
    from revenue_days
    where day >= ${range.from}::date and day < ${range.to}::date
    group by 1, 2
    having sum(gross_jpy) <> 0 or sum(refunds_jpy) <> 0 or sum(commission_jpy) <> 0 or sum(bookings) <> 0`);
  return rowsOf<Record<keyof MoneyRow, string | number>>(result).map((r) => ({
    month: String(r.month),
    prefecture: String(r.prefecture),
    grossJpy: Number(r.grossJpy),
    refundsJpy: Number(r.refundsJpy),
    commissionJpy: Number(r.commissionJpy),
    bookingCount: Number(r.bookingCount),
  }));
}

import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { IsoDate } from '@/domain/japan-date';
import { rowsOf } from '../../lib/sql-rows';
import { BOOKING_DATE, inRange, REFUNDED_BEFORE, refundInRange } from '../host-revenue/repository';

export interface MoneyRow {
  month: string;
  prefecture: string;
  grossJpy: number;
  refundsJpy: number;
  commissionJpy: number;
  bookingCount: number;
}

/**
 * Every host's money in [from, to) (Japan time) per month and prefecture, with the host revenue's own
 * dating and sums (features/host-revenue/repository.ts): a captured booking adds what was charged and its
 * commission on its day; a refund that went through takes off what went back and the commission given
 * back (`rate` in percent; integer division rounds down).
 */
export async function findMoneyByMonthAndPrefecture(db: Database, range: { from: IsoDate; to: IsoDate }, rate: number): Promise<MoneyRow[]> {
  const result = await db.execute(sql`
    with booking_rows as (
      select to_char(${BOOKING_DATE}, 'YYYY-MM') as month, p.prefecture, pay.amount_jpy as gross, 0 as refunds,
        (pay.amount_jpy * ${rate}) / 100 as commission, 1 as bookings
      from bookings b
      join payments pay on pay.booking_id = b.id and pay.status in ('paid', 'refunded')
      join properties p on p.id = b.property_id
      where b.status in ('confirmed', 'completed', 'no_show', 'cancelled') and ${inRange(range)}
    ), refund_rows as (
      select to_char(r.at at time zone 'Asia/Tokyo', 'YYYY-MM') as month, r.prefecture, 0 as gross, r.amount_jpy as refunds,
        -((greatest(0, r.charged - r.before) * ${rate}) / 100 - (greatest(0, r.charged - r.before - r.amount_jpy) * ${rate}) / 100) as commission,
        0 as bookings
      from (
        select r.amount_jpy, pay.amount_jpy as charged, coalesce(r.refunded_at, r.created_at) as at, p.prefecture, ${REFUNDED_BEFORE} as before
        from refunds r
        join payments pay on pay.id = r.payment_id
        join bookings b on b.id = pay.booking_id
        join properties p on p.id = b.property_id
        where r.status = 'refunded' and ${refundInRange(range)}
      ) r
    )
    select month, prefecture, sum(gross)::bigint as "grossJpy", sum(refunds)::bigint as "refundsJpy",
      sum(commission)::bigint as "commissionJpy", sum(bookings)::int as "bookingCount"
    from (select * from booking_rows union all select * from refund_rows) rows
    group by month, prefecture`);
  return rowsOf<Record<keyof MoneyRow, string | number>>(result).map((r) => ({
    month: String(r.month),
    prefecture: String(r.prefecture),
    grossJpy: Number(r.grossJpy),
    refundsJpy: Number(r.refundsJpy),
    commissionJpy: Number(r.commissionJpy),
    bookingCount: Number(r.bookingCount),
  }));
}

import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The counts that triggers keep for the back office's lists (migrations 0017–0019, and 売上管理's sums of
 * 0028) and for the search's 民泊 year (0070), and each one's row triggers. A bulk load (the benchmarks'
 * fills) switches these triggers off — every row of one big INSERT would update the same few counter rows again and again inside one transaction — and rebuilds
 * the counts once afterwards, the way the migrations first filled them.
 */
interface KeptCount {
  table: string;
  /** [table, trigger] */
  triggers: [string, string][];
  rebuild: SQL;
}

const KEPT_COUNTS: KeptCount[] = [
  {
    table: 'booking_counts',
    triggers: [['bookings', 'bookings_counts_rows']],
    rebuild: sql`insert into booking_counts (checkin_date, checkout_date, status, ever_paid, pay_after_approval, n)
      select checkin_date, checkout_date, status, ever_paid, pay_after_approval, count(*) from bookings
      where status <> 'tentative' or pay_after_approval group by 1, 2, 3, 4, 5`,
  },
  {
    table: 'payment_totals',
    triggers: [
      ['payments', 'payments_totals_rows'],
      ['refunds', 'refunds_totals_rows'],
    ],
    rebuild: sql`insert into payment_totals (kind, status, n, amount_jpy)
      select 'payment', status, count(*), sum(amount_jpy) from payments group by 2
      union all select 'refund', status, count(*), sum(amount_jpy) from refunds group by 2`,
  },
  {
    table: 'review_counts',
    triggers: [['reviews', 'reviews_counts_rows']],
    rebuild: sql`insert into review_counts (rating, visibility, n)
      select rating_overall, review_visibility(is_public, published_at, hidden_at), count(*) from reviews group by 1, 2`,
  },
  {
    table: 'audit_log_counts',
    triggers: [['audit_logs', 'audit_logs_counts_rows']],
    rebuild: sql`insert into audit_log_counts (day, admin_id, entity_type, action, n)
      select (created_at at time zone 'Asia/Tokyo')::date, admin_id, entity_type, action, count(*) from audit_logs group by 1, 2, 3, 4`,
  },
  {
    table: 'payout_counts',
    triggers: [['payouts', 'payouts_counts_rows']],
    rebuild: sql`insert into payout_counts (status, period_month, paid_month, n, net_jpy)
      select status, period_month, payout_paid_month(status, processed_at), count(*), sum(net_amount_jpy) from payouts group by 1, 2, 3`,
  },
  {
    // Each booking's revenue rows and their sums per day and prefecture (migration 0028); the function
    // writes both tables again.
    table: 'revenue_days',
    triggers: [
      ['bookings', 'bookings_revenue_rows'],
      ['payments', 'payments_revenue_rows'],
      ['refunds', 'refunds_revenue_rows'],
      ['properties', 'properties_revenue_prefecture'],
    ],
    rebuild: sql`select revenue_rebuild()`,
  },
  {
    // Each house's nights per 民泊 year, which the search's 180-night bound reads (migration 0070); the
    // function writes the table again.
    table: 'minpaku_year_nights',
    triggers: [
      ['bookings', 'bookings_minpaku_year_rows'],
      ['property_calendar', 'calendar_minpaku_year_rows'],
    ],
    rebuild: sql`select minpaku_year_nights_rebuild()`,
  },
];

/** Runs `load` with the count triggers off, then counts every kept table again from its rows. */
export async function bulkLoadWithKeptCounts(db: Database, load: () => Promise<void>): Promise<void> {
  const triggers = KEPT_COUNTS.flatMap((k) => k.triggers);
  for (const [table, trigger] of triggers) await db.execute(sql.raw(`alter table "${table}" disable trigger "${trigger}"`));
  try {
    await load();
  } finally {
    for (const [table, trigger] of triggers) await db.execute(sql.raw(`alter table "${table}" enable trigger "${trigger}"`));
  }
  await rebuildKeptCounts(db);
}

/** Counts every kept table again from its rows, in one transaction. */
export async function rebuildKeptCounts(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const kept of KEPT_COUNTS) {
      await tx.execute(sql.raw(`delete from "${kept.table}"`));
      await tx.execute(kept.rebuild);
    }
  });
}

import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { paymentTotals } from '@/db/schema';
import { normalizeListSearch, prefixPattern } from '@/domain/list-search';
import { rowsOf } from '../../lib/sql-rows';
import { countUpTo, searchCondition, sumOfKeptCounts, type CappedCount } from '../../lib/list-page';
import { GUEST_NAME } from '../host-revenue/repository';

export interface PaymentListFilter {
  q?: string;
  kind?: 'payment' | 'refund';
  status?: PaymentRow['status'];
}

export interface PaymentRow {
  id: string;
  kind: 'payment' | 'refund';
  bookingId: string;
  guestName: string;
  propertyTitle: string;
  amountJpy: number;
  provider: 'stripe' | 'bank_transfer' | 'local';
  /** How the guest paid (a refund: the method of its payment). */
  method: 'card' | 'konbini' | 'bank_transfer';
  paymentIntentId: string | null;
  chargeId: string | null;
  providerRefundId: string | null;
  status: 'unpaid' | 'authorized' | 'paid' | 'refunded' | 'failed';
  failureReason: string | null;
  reason: string | null;
  occurredAt: string;
}

/**
 * Every payment and every refund as rows of one shape (`x`): the columns a filter, a sort or a search
 * reads, from the two tables alone (their kept search text: custom migration 0017).
 */
const BARE = sql`(
  select pay.id, 'payment' as kind, pay.amount_jpy, pay.status, coalesce(pay.captured_at, pay.authorized_at, pay.created_at) as at,
    pay.search_text, pay.search_bigrams
  from payments pay
  union all
  select r.id, 'refund' as kind, r.amount_jpy, r.status, coalesce(r.refunded_at, r.created_at), r.search_text, r.search_bigrams
  from refunds r
) x`;

/** The rows of these ids (a list of uuids, or a query of them) with everything the list shows, with their booking. */
const rowsWithIds = (ids: SQL) => sql`(
  select pay.id, 'payment' as kind, pay.booking_id, pay.amount_jpy, pay.provider::text as provider, pay.method::text as method, pay.stripe_payment_intent_id,
    pay.provider_charge_id, null::text as provider_refund_id, pay.status::text as status, pay.failure_reason, null::text as reason,
    coalesce(pay.captured_at, pay.authorized_at, pay.created_at) as at
  from payments pay where pay.id in (${ids})
  union all
  select r.id, 'refund' as kind, pay.booking_id, r.amount_jpy, pay.provider::text, pay.method::text, pay.stripe_payment_intent_id,
    pay.provider_charge_id, r.provider_refund_id, r.status::text, r.failure_reason, r.reason, coalesce(r.refunded_at, r.created_at)
  from refunds r join payments pay on pay.id = r.payment_id where r.id in (${ids})
) x
join bookings b on b.id = x.booking_id
join properties p on p.id = b.property_id
join users u on u.id = b.guest_user_id`;

/**
 * A search that is the beginning of a provider's id, as an admin pastes it from the provider's dashboard:
 * Stripe's payment intents, charges, refunds (pi_…, ch_…, py_…, re_…, pyr_…) and the local provider's,
 * with at least 8 characters after the prefix, so that it picks out few rows (a shorter one, such as
 * `pi_` typed so far, matches nearly every row and is answered by the search text's trigrams).
 */
const PROVIDER_ID_START = /^(?:pi|ch|py|re|pyr)_[0-9a-z_-]{8,}$/;

/**
 * The payments and refunds whose provider's ids begin with the needle, from the ids' own indexes
 * (migration 0023): a payment by its intent or charge, a refund by its payment's or its own. Every row's
 * search text holds such an id, so its trigrams would pick out nearly every row first. The ids are
 * collected first (`= any(array(…))`), so that the page is sorted from those rows alone whatever the
 * planner guesses of how many there are.
 */
function providerIdMatches(needle: string): SQL {
  const start = prefixPattern(needle);
  const paymentMatches = sql`lower(p2.stripe_payment_intent_id) like ${start} or lower(p2.provider_charge_id) like ${start}`;
  return sql`x.id = any(array(
    select p2.id from payments p2 where ${paymentMatches}
    union all
    select r2.id from refunds r2 join payments p2 on p2.id = r2.payment_id where ${paymentMatches}
    union all
    select r3.id from refunds r3 where lower(r3.provider_refund_id) like ${start}))`;
}

/**
 * The filter and the search over BARE. The search reads the kept search text: booking id, guest names and
 * the provider's ids, NFKC and lower case like every list search (a two-character search its pieces); the
 * beginning of a provider's id is looked up by the ids themselves.
 */
function whereOf(filter: PaymentListFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.kind) conditions.push(sql`x.kind = ${filter.kind}`);
  // The enum itself (not its text), so that each table's (status, moment) index answers the filter.
  if (filter.status) conditions.push(sql`x.status = ${filter.status}::payment_status`);
  const needle = normalizeListSearch(filter.q ?? '');
  const search = PROVIDER_ID_START.test(needle)
    ? providerIdMatches(needle)
    : searchCondition({ text: sql`x.search_text`, bigrams: sql`x.search_bigrams` }, needle);
  if (search) conditions.push(search);
  return sql.join(conditions, sql` and `);
}

const ORDERS = {
  newest: sql`x.at desc, x.id desc`,
  oldest: sql`x.at asc, x.id asc`,
  amount: sql`x.amount_jpy desc, x.at desc, x.id desc`,
} as const;

const COLUMNS = sql`x.id, x.kind, b.id as "bookingId", ${GUEST_NAME} as "guestName", p.title as "propertyTitle", x.amount_jpy as "amountJpy",
  x.provider, x.method, x.stripe_payment_intent_id as "paymentIntentId", x.provider_charge_id as "chargeId", x.provider_refund_id as "providerRefundId",
  x.status, x.failure_reason as "failureReason", x.reason, to_char(x.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "occurredAt"`;

/**
 * One page of payments and refunds, newest first by default, and how many match: the page's ids from
 * the two tables alone (by the order's indexes), then what the page shows of those rows only.
 */
export async function findPaymentPage(
  db: Database,
  filter: PaymentListFilter,
  sort: keyof typeof ORDERS,
  window: { limit: number; offset: number },
): Promise<{ rows: PaymentRow[]; total: CappedCount }> {
  const where = whereOf(filter);
  const [rows, total] = await Promise.all([
    db.execute(sql`with page as (select x.id from ${BARE} where ${where} order by ${ORDERS[sort]} limit ${window.limit} offset ${window.offset})
      select ${COLUMNS} from ${rowsWithIds(sql`select id from page`)} order by ${ORDERS[sort]}`),
    filter.q
      ? countUpTo(db, sql`select 1 from ${BARE} where ${where}`, { search: filter.q })
      : countWithoutSearch(db, filter).then((n) => ({ total: n, capped: false })),
  ]);
  return { rows: rowsOf<PaymentRow>(rows), total };
}

/**
 * How many rows match a filter without a search, summed from the kept payment_totals (custom migration
 * 0017): every payment has its booking, house and guest (foreign keys, not null), so the joins of rowsWithIds
 * never drop a row.
 */
function countWithoutSearch(db: Database, filter: PaymentListFilter): Promise<number> {
  const kept = and(filter.kind ? eq(paymentTotals.kind, filter.kind) : undefined, filter.status ? eq(paymentTotals.status, filter.status) : undefined);
  return sumOfKeptCounts(db, paymentTotals.n, kept);
}

/** One payment or refund row by its id. */
export async function findPaymentRow(db: Database, id: string): Promise<PaymentRow | undefined> {
  return rowsOf<PaymentRow>(await db.execute(sql`select ${COLUMNS} from ${rowsWithIds(sql`${id}::uuid`)}`))[0];
}

/** The counters over every payment and refund, from the kept payment_totals (custom migration 0017). */
export async function paymentCounts(db: Database): Promise<{ paidTotalJpy: number; refundedTotalJpy: number; failedCount: number }> {
  const result = await db.execute(sql`select
    coalesce(sum(amount_jpy) filter (where kind = 'payment' and status in ('paid', 'refunded')), 0)::bigint as "paidTotalJpy",
    coalesce(sum(amount_jpy) filter (where kind = 'refund' and status = 'refunded'), 0)::bigint as "refundedTotalJpy",
    coalesce(sum(n) filter (where status = 'failed'), 0)::int as "failedCount"
    from payment_totals`);
  const row = rowsOf<Record<string, string | number>>(result)[0];
  return { paidTotalJpy: Number(row.paidTotalJpy), refundedTotalJpy: Number(row.refundedTotalJpy), failedCount: Number(row.failedCount) };
}

export interface RefundForRetry {
  id: string;
  status: string;
  amountJpy: number;
  failureReason: string | null;
  paymentIntentId: string | null;
  bookingId: string;
}

/** A refund with its payment's intent, locked for the retry's claim. */
export async function findRefundForUpdate(tx: Database, id: string): Promise<RefundForRetry | undefined> {
  const result = await tx.execute(sql`
    select r.id, r.status::text as status, r.amount_jpy as "amountJpy", r.failure_reason as "failureReason",
      pay.stripe_payment_intent_id as "paymentIntentId", pay.booking_id as "bookingId"
    from refunds r join payments pay on pay.id = r.payment_id
    where r.id = ${id}::uuid
    for update of r`);
  return rowsOf<RefundForRetry>(result)[0];
}

/** The retry's claim: a failed refund becomes pending (unpaid), so that a second retry at once is refused. */
export async function claimFailedRefund(tx: Database, id: string): Promise<boolean> {
  const result = await tx.execute(sql`update refunds set status = 'unpaid', failure_reason = null where id = ${id}::uuid and status = 'failed' returning id`);
  return rowsOf(result).length > 0;
}

/** The provider's answer to a retry. */
export async function recordRefundOutcome(
  tx: Database,
  id: string,
  outcome: { status: 'refunded' | 'unpaid' | 'failed'; providerRefundId: string | null; refundedAt: Date | null; failureReason: string | null },
): Promise<void> {
  await tx.execute(sql`update refunds set status = ${outcome.status}::payment_status, provider_refund_id = coalesce(${outcome.providerRefundId}::text, provider_refund_id),
    refunded_at = ${outcome.refundedAt?.toISOString() ?? null}::timestamptz, failure_reason = ${outcome.failureReason}::text where id = ${id}::uuid`);
}

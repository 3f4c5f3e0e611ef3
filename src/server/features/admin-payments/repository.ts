import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rowsOf } from '../../lib/sql-rows';
import { searchCondition } from '../../lib/list-page';
import { GUEST_NAME } from '../host-revenue/repository';

export interface PaymentListFilter {
  q?: string;
  kind?: 'payment' | 'refund';
  status?: string;
}

export interface PaymentRow {
  id: string;
  kind: 'payment' | 'refund';
  bookingId: string;
  guestName: string;
  propertyTitle: string;
  amountJpy: number;
  provider: 'stripe' | 'bank_transfer' | 'local';
  paymentIntentId: string | null;
  chargeId: string | null;
  providerRefundId: string | null;
  status: 'unpaid' | 'authorized' | 'paid' | 'refunded' | 'failed';
  failureReason: string | null;
  reason: string | null;
  occurredAt: string;
}

/** Every payment and every refund as rows of one shape (`x`), with its booking. */
const ROWS = sql`(
  select pay.id, 'payment' as kind, pay.booking_id, pay.amount_jpy, pay.provider::text as provider, pay.stripe_payment_intent_id,
    pay.provider_charge_id, null::text as provider_refund_id, pay.status::text as status, pay.failure_reason, null::text as reason,
    coalesce(pay.captured_at, pay.authorized_at, pay.created_at) as at
  from payments pay
  union all
  select r.id, 'refund' as kind, pay.booking_id, r.amount_jpy, pay.provider::text, pay.stripe_payment_intent_id,
    pay.provider_charge_id, r.provider_refund_id, r.status::text, r.failure_reason, r.reason, coalesce(r.refunded_at, r.created_at)
  from refunds r join payments pay on pay.id = r.payment_id
) x
join bookings b on b.id = x.booking_id
join properties p on p.id = b.property_id
join users u on u.id = b.guest_user_id`;

/** The row's search text: booking id, guest names and the provider's ids, NFKC and lower case like every list search. */
const SEARCH_TEXT = sql`lower(normalize(concat_ws(' ', b.id::text, ${GUEST_NAME}, u.full_name, x.stripe_payment_intent_id, x.provider_charge_id, x.provider_refund_id), NFKC))`;

function whereOf(filter: PaymentListFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.kind) conditions.push(sql`x.kind = ${filter.kind}`);
  if (filter.status) conditions.push(sql`x.status = ${filter.status}`);
  const search = searchCondition({ text: SEARCH_TEXT }, filter.q);
  if (search) conditions.push(search);
  return sql.join(conditions, sql` and `);
}

const ORDERS = {
  newest: sql`x.at desc, x.id desc`,
  oldest: sql`x.at asc, x.id asc`,
  amount: sql`x.amount_jpy desc, x.at desc, x.id desc`,
} as const;

const COLUMNS = sql`x.id, x.kind, b.id as "bookingId", ${GUEST_NAME} as "guestName", p.title as "propertyTitle", x.amount_jpy as "amountJpy",
  x.provider, x.stripe_payment_intent_id as "paymentIntentId", x.provider_charge_id as "chargeId", x.provider_refund_id as "providerRefundId",
  x.status, x.failure_reason as "failureReason", x.reason, to_char(x.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "occurredAt"`;

/** One page of payments and refunds, newest first by default, and how many match. */
export async function findPaymentPage(
  db: Database,
  filter: PaymentListFilter,
  sort: keyof typeof ORDERS,
  window: { limit: number; offset: number },
): Promise<{ rows: PaymentRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${COLUMNS} from ${ROWS} where ${where} order by ${ORDERS[sort]} limit ${window.limit} offset ${window.offset}`),
    db.execute(filter.q ? sql`select count(*)::int as n from ${ROWS} where ${where}` : countWithoutSearch(filter)),
  ]);
  return { rows: rowsOf<PaymentRow>(rows), total: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
}

/**
 * How many rows match a filter without a search, counted in the two tables alone: every payment has
 * its booking, house and guest (foreign keys, not null), so the joins of ROWS never drop a row.
 */
function countWithoutSearch(filter: PaymentListFilter): SQL {
  const status = filter.status ? sql`where status = ${filter.status}::payment_status` : sql``;
  const payments = filter.kind === 'refund' ? sql`0` : sql`(select count(*) from payments ${status})`;
  const refunds = filter.kind === 'payment' ? sql`0` : sql`(select count(*) from refunds ${status})`;
  return sql`select (${payments} + ${refunds})::int as n`;
}

/** One payment or refund row by its id. */
export async function findPaymentRow(db: Database, id: string): Promise<PaymentRow | undefined> {
  return rowsOf<PaymentRow>(await db.execute(sql`select ${COLUMNS} from ${ROWS} where x.id = ${id}::uuid`))[0];
}

/** The counters over every payment and refund. */
export async function paymentCounts(db: Database): Promise<{ paidTotalJpy: number; refundedTotalJpy: number; failedCount: number }> {
  const result = await db.execute(sql`select
    (select coalesce(sum(amount_jpy), 0)::bigint from payments where status in ('paid', 'refunded')) as "paidTotalJpy",
    (select coalesce(sum(amount_jpy), 0)::bigint from refunds where status = 'refunded') as "refundedTotalJpy",
    ((select count(*) from payments where status = 'failed') + (select count(*) from refunds where status = 'failed'))::int as "failedCount"`);
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

import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { IsoDate } from '@/domain/japan-date';
import { rowsOf } from '../../lib/sql-rows';

/** A captured booking of the host, dated (Japan time) by its checkout, or its cancellation when cancelled. */
export interface BookingSourceRow {
  id: string;
  date: IsoDate;
  status: string;
  propertyId: string;
  propertyTitle: string;
  guestName: string;
  checkinDate: IsoDate;
  checkoutDate: IsoDate;
  chargedJpy: number;
  /** What went back on its payment (kept on the payment, migration 0022). */
  refundedJpy: number;
  cancelledBy: string | null;
  cancelFeeJpy: number;
  /** The accommodation tax charged with the booking. */
  accommodationTaxJpy: number;
  payoutStatus: string | null;
}

/** A refund that went through, with what had been refunded on its payment before it. */
export interface RefundSourceRow {
  id: string;
  date: IsoDate;
  bookingId: string;
  propertyId: string;
  propertyTitle: string;
  guestName: string;
  checkinDate: IsoDate;
  checkoutDate: IsoDate;
  chargedJpy: number;
  refundJpy: number;
  refundedBeforeJpy: number;
  /** The booking's status, tax and kept fee: what part of the refund is tax (src/domain/payouts.ts `refundSplitOf`). */
  status: string;
  accommodationTaxJpy: number;
  cancelFeeJpy: number;
}

/**
 * The day a booking counts on (Japan time): its checkout, or its cancellation when cancelled. The back
 * office's kept revenue (`revenue_entries_of`, migration 0028) dates and sums the same way.
 */
const BOOKING_DATE = sql`(case when b.status = 'cancelled' then (b.cancel_at at time zone 'Asia/Tokyo')::date else b.checkout_date end)`;
const JST_MIDNIGHT = (date: IsoDate) => sql`(${date}::date::timestamp at time zone 'Asia/Tokyo')`;

/** The booking's day in [from, to), written so that the host's rows are filtered by plain comparisons. */
function inRange(range: { from: IsoDate; to: IsoDate }) {
  return sql`((b.status <> 'cancelled' and b.checkout_date >= ${range.from}::date and b.checkout_date < ${range.to}::date)
    or (b.status = 'cancelled' and b.cancel_at >= ${JST_MIDNIGHT(range.from)} and b.cancel_at < ${JST_MIDNIGHT(range.to)}))`;
}

/** A refund's day in [from, to) (Japan time): when it went through, or was asked for. */
function refundInRange(range: { from: IsoDate; to: IsoDate }) {
  return sql`coalesce(r.refunded_at, r.created_at) >= ${JST_MIDNIGHT(range.from)} and coalesce(r.refunded_at, r.created_at) < ${JST_MIDNIGHT(range.to)}`;
}

/**
 * The order of the host's transactions (the service's `newestFirst`): the row's day, newest first, then
 * the booking number (the id's first eight characters) in plain code order. A uuid sorts by its bytes,
 * which is the order of its hexadecimal text, so `b.id` gives that order without turning every id into
 * text (a year's export sorts ~2,500 rows).
 */
const newestFirst = (day: SQL) => sql`${day} desc, b.id`;
const REFUND_DATE = sql`(coalesce(r.refunded_at, r.created_at) at time zone 'Asia/Tokyo')::date`;

/** What had gone back on the refund's payment before it (earlier refunds that went through). */
const REFUNDED_BEFORE = sql`(select coalesce(sum(e.amount_jpy), 0)::int from refunds e
  where e.payment_id = r.payment_id and e.status = 'refunded'
    and (coalesce(e.refunded_at, e.created_at), e.id) < (coalesce(r.refunded_at, r.created_at), r.id))`;

/** The booking's primary guest as written on the booking, else the account's name (`b` bookings, `u` the guest user). */
export const GUEST_NAME = sql`coalesce((select g.full_name from booking_guests g where g.booking_id = b.id and g.is_primary limit 1), u.full_name)`;

/**
 * The host's captured bookings and refunds whose day falls in [from, to) (Japan time), optionally of one
 * house. Bookings: confirmed, completed, no-show, or cancelled after payment. Each list comes newest day
 * first, then by booking number (the order of the host's transactions).
 */
export async function findTransactionSources(
  db: Database,
  hostId: string,
  range: { from: IsoDate; to: IsoDate },
  propertyId?: string,
): Promise<{ bookings: BookingSourceRow[]; refunds: RefundSourceRow[] }> {
  const house = propertyId ? sql`and b.property_id = ${propertyId}::uuid` : sql``;
  const [bookingResult, refundResult] = await Promise.all([
    db.execute(sql`
      select b.id, ${BOOKING_DATE}::text as date, b.status::text as status, b.property_id as "propertyId", p.title as "propertyTitle",
        ${GUEST_NAME} as "guestName", b.checkin_date::text as "checkinDate", b.checkout_date::text as "checkoutDate",
        pay.amount_jpy as "chargedJpy", b.cancelled_by as "cancelledBy", b.cancel_fee_jpy as "cancelFeeJpy",
        b.accommodation_tax_jpy as "accommodationTaxJpy", pay.refunded_jpy as "refundedJpy",
        paid_out.status as "payoutStatus"
      from bookings b
      join payments pay on pay.booking_id = b.id and pay.status in ('paid', 'refunded')
      join properties p on p.id = b.property_id
      join users u on u.id = b.guest_user_id
      -- The host's own payouts' items only (a few per month), not every host's.
      left join (select pi.booking_id, po.status::text as status from payouts po join payout_items pi on pi.payout_id = po.id
        where po.host_user_id = ${hostId}::uuid) paid_out on paid_out.booking_id = b.id
      where b.host_user_id = ${hostId}::uuid ${house}
        and b.status in ('confirmed', 'completed', 'no_show', 'cancelled')
        and ${inRange(range)}
      order by ${newestFirst(BOOKING_DATE)}`),
    db.execute(sql`
      select r.id, ${REFUND_DATE}::text as date, b.id as "bookingId",
        b.property_id as "propertyId", p.title as "propertyTitle", ${GUEST_NAME} as "guestName", b.checkin_date::text as "checkinDate",
        b.checkout_date::text as "checkoutDate", pay.amount_jpy as "chargedJpy", r.amount_jpy as "refundJpy", ${REFUNDED_BEFORE} as "refundedBeforeJpy",
        b.status::text as status, b.accommodation_tax_jpy as "accommodationTaxJpy", b.cancel_fee_jpy as "cancelFeeJpy"
      from refunds r
      join payments pay on pay.id = r.payment_id
      join bookings b on b.id = pay.booking_id
      join properties p on p.id = b.property_id
      join users u on u.id = b.guest_user_id
      where r.status = 'refunded' and b.host_user_id = ${hostId}::uuid ${house} and ${refundInRange(range)}
      order by ${newestFirst(REFUND_DATE)}, r.id`),
  ]);
  return { bookings: rowsOf<BookingSourceRow>(bookingResult), refunds: rowsOf<RefundSourceRow>(refundResult) };
}

/** The host's houses (not deleted), for the filter and the analytics. */
export async function findHostProperties(db: Database, hostId: string): Promise<{ id: string; title: string; createdDate: IsoDate }[]> {
  const result = await db.execute(sql`
    select id, title, (created_at at time zone 'Asia/Tokyo')::date::text as "createdDate"
    from properties where host_user_id = ${hostId}::uuid and deleted_at is null order by created_at, id`);
  return rowsOf(result);
}

/** Booked nights inside [from, to) and the stays' nightly subtotal, per house. */
export async function findHouseStayFigures(
  db: Database,
  hostId: string,
  range: { from: IsoDate; to: IsoDate },
): Promise<{ propertyId: string; bookedNights: number; nights: number; nightsTotalJpy: number }[]> {
  const result = await db.execute(sql`
    select b.property_id as "propertyId",
      sum(greatest(0, least(b.checkout_date, ${range.to}::date) - greatest(b.checkin_date, ${range.from}::date)))::int as "bookedNights",
      sum(b.nights)::int as nights,
      sum(coalesce((b.pricing_snapshot_json->>'nightsTotal')::int, b.total_amount_jpy))::bigint as "nightsTotalJpy"
    from bookings b
    where b.host_user_id = ${hostId}::uuid and b.status in ('confirmed', 'completed', 'no_show')
      and b.checkout_date > ${range.from}::date and b.checkin_date < ${range.to}::date
    group by b.property_id`);
  return rowsOf<{ propertyId: string; bookedNights: number; nights: number; nightsTotalJpy: number | string }>(result).map((r) => ({
    ...r,
    nightsTotalJpy: Number(r.nightsTotalJpy),
  }));
}

export interface PayoutRow {
  id: string;
  hostUserId: string;
  periodMonth: string;
  grossJpy: number;
  accommodationTaxJpy: number;
  commissionJpy: number;
  netJpy: number;
  status: 'pending' | 'processing' | 'paid' | 'failed';
  failureReason: string | null;
  scheduledDate: IsoDate | null;
  processedAt: Date | string | null;
  itemCount: number;
}

const PAYOUT_COLUMNS = sql`po.id, po.host_user_id as "hostUserId", po.period_month as "periodMonth", po.amount_jpy as "grossJpy",
  po.accommodation_tax_jpy as "accommodationTaxJpy", po.fee_jpy as "commissionJpy", po.net_amount_jpy as "netJpy", po.status::text as status, po.failure_reason as "failureReason",
  (po.scheduled_at at time zone 'Asia/Tokyo')::date::text as "scheduledDate", po.processed_at as "processedAt",
  (select count(*)::int from payout_items pi where pi.payout_id = po.id) as "itemCount"`;

/** One page of the host's monthly payouts, newest month first, and the count per status. */
export async function findPayoutPage(
  db: Database,
  hostId: string,
  status: string | undefined,
  window: { limit: number; offset: number },
): Promise<{ rows: PayoutRow[]; counts: { status: string; n: number }[] }> {
  const where = sql`po.host_user_id = ${hostId}::uuid and po.period_month is not null`;
  const [rows, counts] = await Promise.all([
    db.execute(sql`select ${PAYOUT_COLUMNS} from payouts po where ${where} ${status ? sql`and po.status = ${status}` : sql``}
      order by po.period_month desc limit ${window.limit} offset ${window.offset}`),
    db.execute(sql`select po.status::text as status, count(*)::int as n from payouts po where ${where} group by po.status`),
  ]);
  return { rows: rowsOf<PayoutRow>(rows), counts: rowsOf(counts) };
}

export async function findPayout(db: Database, id: string): Promise<PayoutRow | undefined> {
  return rowsOf<PayoutRow>(await db.execute(sql`select ${PAYOUT_COLUMNS} from payouts po where po.id = ${id}::uuid`))[0];
}

/** The earliest payout still to be transferred. */
export async function findNextPayout(db: Database, hostId: string): Promise<PayoutRow | undefined> {
  return rowsOf<PayoutRow>(
    await db.execute(sql`select ${PAYOUT_COLUMNS} from payouts po
      where po.host_user_id = ${hostId}::uuid and po.period_month is not null and po.status in ('pending', 'processing')
      order by po.period_month limit 1`),
  )[0];
}

export interface StatementItemRow {
  bookingId: string;
  kind: string;
  propertyTitle: string;
  guestName: string;
  checkinDate: IsoDate;
  checkoutDate: IsoDate;
  grossJpy: number;
  accommodationTaxJpy: number;
  commissionJpy: number;
  netJpy: number;
}

export async function findPayoutItems(db: Database, payoutId: string): Promise<StatementItemRow[]> {
  const result = await db.execute(sql`
    select b.id as "bookingId", pi.kind, p.title as "propertyTitle", ${GUEST_NAME} as "guestName",
      b.checkin_date::text as "checkinDate", b.checkout_date::text as "checkoutDate",
      pi.gross_jpy as "grossJpy", pi.accommodation_tax_jpy as "accommodationTaxJpy", pi.commission_jpy as "commissionJpy", pi.net_jpy as "netJpy"
    from payout_items pi
    join bookings b on b.id = pi.booking_id
    join properties p on p.id = b.property_id
    join users u on u.id = b.guest_user_id
    where pi.payout_id = ${payoutId}::uuid
    order by b.checkout_date, b.id`);
  return rowsOf(result);
}

export interface BankRow {
  displayName: string | null;
  fullName: string;
  bankName: string | null;
  branchName: string | null;
  accountType: string | null;
  accountNumberLast3: string | null;
  accountHolder: string | null;
}

export async function findHostBank(db: Database, hostId: string): Promise<BankRow | undefined> {
  const result = await db.execute(sql`
    select hp.display_name as "displayName", u.full_name as "fullName", hp.bank_name as "bankName", hp.branch_name as "branchName",
      hp.account_type as "accountType", hp.account_number_last3 as "accountNumberLast3", hp.account_holder as "accountHolder"
    from users u left join host_profiles hp on hp.user_id = u.id where u.id = ${hostId}::uuid`);
  return rowsOf<BankRow>(result)[0];
}

/** A receipt the platform issued under the intermediary rule for one of a statement's bookings (the host's copy). */
export interface IntermediaryReceiptRow {
  number: string;
  bookingId: string;
  issuedAt: Date;
  receivedJpy: number;
  consumptionTaxJpy: number;
  accommodationTaxJpy: number;
  reissue: boolean;
}

/** The qualified-invoice receipts issued for the payout's bookings (those issued under a host's registration number), oldest first. */
export async function findIntermediaryReceipts(db: Database, payoutId: string): Promise<IntermediaryReceiptRow[]> {
  const result = await db.execute(sql`
    select r.number, r.booking_id as "bookingId", r.issued_at as "issuedAt", r.received_jpy as "receivedJpy",
      r.consumption_tax_jpy as "consumptionTaxJpy", r.accommodation_tax_jpy as "accommodationTaxJpy", r.sequence > 1 as reissue
    from receipts r
    where r.host_registration_number is not null
      and r.booking_id in (select pi.booking_id from payout_items pi where pi.payout_id = ${payoutId}::uuid)
    order by r.issued_at, r.number`);
  return rowsOf<IntermediaryReceiptRow>(result).map((r) => ({ ...r, issuedAt: new Date(r.issuedAt) }));
}

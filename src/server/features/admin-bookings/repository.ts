import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AdminBookingSort } from '@/contract/admin-bookings';
import type { BookingStatus } from '@/contract/enums';
import type { Database } from '@/db/client';
import { adminAccounts, auditLogs, bookingCounts, bookings, hostProfiles, messages, properties, users } from '@/db/schema';
import { normalizeListSearch } from '@/domain/list-search';
import { countUpTo, pageIds, searchCondition, sumOfKeptCounts, type CappedCount } from '../../lib/list-page';
import { rowsOf } from '../../lib/sql-rows';

/** The booking's primary guest (as entered when booking), or the account's name and contact. */
const primaryGuest = (column: 'full_name' | 'email' | 'phone') =>
  sql.raw(`(select bg.${column} from booking_guests bg where bg.booking_id = bookings.id order by bg.is_primary desc, bg.id limit 1)`);
const guestName = sql<string>`coalesce(${primaryGuest('full_name')}, ${users.fullName}, '')`;
const guestEmail = sql<string>`coalesce(${primaryGuest('email')}, ${users.email}, '')`;
const guestPhone = sql<string>`coalesce(${primaryGuest('phone')}, ${users.phone}, '')`;

export interface AdminBookingFilter {
  q?: string;
  status?: BookingStatus;
  /** The check-in days of the period filter, already computed in Japan time by the service. */
  period?: {
    checkinFrom?: string;
    checkinBefore?: string;
    /** The first day of a whole month whose check-ins are asked for. */
    checkinMonth?: string;
    stayingOn?: string;
    upcomingAfter?: string;
  };
}

/**
 * The ids whose text starts with the needle, as a range of the primary key: `abcd1234` is
 * abcd1234-0000-… to abcd1234-ffff-…; undefined when no id's text can start so.
 */
export function idPrefixRange(needle: string): [string, string] | undefined {
  const shape = '________-____-____-____-____________';
  if (needle.length > shape.length) return undefined;
  for (let i = 0; i < needle.length; i++) {
    if (shape[i] === '-' ? needle[i] !== '-' : !/[0-9a-f]/.test(needle[i])) return undefined;
  }
  const pad = (digit: string) => needle + shape.slice(needle.length).replace(/_/g, digit);
  return [pad('0'), pad('f')];
}

/**
 * The search: a booking number (the start of the id, e.g. its 8 characters) or the guest's name,
 * normalised as every list search is (src/domain/list-search.ts). The name is the kept
 * guest_search_text (the guest's name as `guestName` reads it, NFKC and lower case; custom migration
 * 0017), found by its trigram or two-character pieces index.
 */
function searchOf(q: string | undefined): SQL | undefined {
  const needle = q ? normalizeListSearch(q) : '';
  if (!needle) return undefined;
  const byName = searchCondition({ text: bookings.guestSearchText, bigrams: bookings.guestSearchBigrams }, needle)!;
  const range = idPrefixRange(needle);
  return range ? sql`(${bookings.id} between ${range[0]}::uuid and ${range[1]}::uuid or ${byName})` : byName;
}

/**
 * booking-conditions' isBooking over the kept ever_paid (custom migration 0017), written as the
 * predicate of the bookings_listed_* indexes (schema's LISTED_BOOKING, migration 0063) so that they answer it.
 */
const listedOf = (t: { status: SQLWrapper; everPaid: SQLWrapper; payAfterApproval: SQLWrapper }) =>
  sql`(${t.payAfterApproval} or (${t.status} <> 'tentative' and (${t.status} <> 'cancelled' or ${t.everPaid})))`;
const listedBooking = listedOf(bookings);

function whereOf(filter: AdminBookingFilter): SQL | undefined {
  const p = filter.period ?? {};
  return and(
    // The back office lists bookings (never a stay not paid), unless a status is asked for explicitly.
    filter.status ? eq(bookings.status, filter.status) : listedBooking,
    searchOf(filter.q),
    // A whole month by its first day (bookings_listed_checkin_month gives it newest first); a week by its days.
    p.checkinMonth ? sql`${checkinMonthOf(bookings.checkinDate)} = ${p.checkinMonth}::date` : undefined,
    p.checkinFrom ? gte(bookings.checkinDate, p.checkinFrom) : undefined,
    p.checkinBefore ? lt(bookings.checkinDate, p.checkinBefore) : undefined,
    // The nights' range holds the day (check-in on or before it, check-out after it): bookings_listed_stay.
    p.stayingOn ? sql`daterange(${bookings.checkinDate}, ${bookings.checkoutDate}) @> ${p.stayingOn}::date` : undefined,
    p.upcomingAfter ? sql`${bookings.checkinDate} > ${p.upcomingAfter}::date and ${bookings.status} <> 'cancelled'` : undefined,
  );
}

/** The first day of a check-in day's month: the expression of bookings_listed_checkin_month (migration 0029). */
const checkinMonthOf = (checkinDate: SQLWrapper) => sql`(date_trunc('month', ${checkinDate}::timestamp)::date)`;

/**
 * A period of a few days (today, this week), as opposed to everything upcoming and to a whole month (whose
 * index gives its bookings newest first).
 */
const isBoundedPeriod = (p: AdminBookingFilter['period']) => Boolean(p && (p.stayingOn || p.checkinFrom));

function orderOf(sort: AdminBookingSort): SQL[] {
  return sort === 'checkin' ? [asc(bookings.checkinDate), asc(bookings.id)] : [desc(bookings.createdAt), desc(bookings.id)];
}

const listColumns = {
  id: bookings.id,
  guestName,
  guestEmail,
  guestPhone,
  propertyId: bookings.propertyId,
  propertyTitle: properties.title,
  checkInDate: bookings.checkinDate,
  checkOutDate: bookings.checkoutDate,
  guestsAdults: bookings.guestsAdults,
  guestsChildren: bookings.guestsChildren,
  totalAmountJpy: bookings.totalAmountJpy,
  status: bookings.status,
  rejected: sql<boolean>`${bookings.rejectedAt} is not null`,
  payAfterApproval: bookings.payAfterApproval,
  createdAt: bookings.createdAt,
};

export type AdminBookingRow = Awaited<ReturnType<typeof findBookingPage>>[number];

/**
 * One page: its ids first (from the index of the order alone, deep pages too: bookings_listed_newest,
 * bookings_listed_checkin or bookings_status_created_at), then what the page shows of those 20 only.
 * A bounded period newest first gathers the period's bookings by their days (bookings_listed_checkin_created,
 * bookings_listed_stay) and orders those, instead of walking every booking newest first until enough of
 * them fall in the period (all of them when none does).
 */
export async function findBookingPage(db: Database, filter: AdminBookingFilter, sort: AdminBookingSort, window: { limit: number; offset: number }) {
  const rows = () =>
    db
      .select(listColumns)
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .leftJoin(users, eq(users.id, bookings.guestUserId));
  if (sort === 'newest' && isBoundedPeriod(filter.period)) {
    const matching = db.select({ id: bookings.id, createdAt: bookings.createdAt }).from(bookings).where(whereOf(filter));
    const ids = rowsOf<{ id: string }>(
      // `offset 0` keeps the period's own plan (by its days) for the inner query, whose rows are sorted as they come, not stored first.
      await db.execute(sql`select id from (${matching} offset 0) matching
        order by created_at desc, id desc limit ${window.limit} offset ${window.offset}`),
    ).map((r) => r.id);
    return ids.length === 0 ? [] : rows().where(inArray(bookings.id, ids)).orderBy(...orderOf(sort));
  }
  const page = pageIds(db, bookings.id, bookings, whereOf(filter), orderOf(sort), window);
  return rows().innerJoin(page, eq(page.id, bookings.id)).orderBy(...orderOf(sort));
}

/** The filter over booking_counts: the same status, "booking" and period tests as whereOf. */
function countsWhereOf(filter: AdminBookingFilter): SQL | undefined {
  const p = filter.period ?? {};
  const c = bookingCounts;
  return and(
    filter.status ? eq(c.status, filter.status) : listedOf(c),
    p.checkinMonth ? sql`${checkinMonthOf(c.checkinDate)} = ${p.checkinMonth}::date` : undefined,
    p.checkinFrom ? gte(c.checkinDate, p.checkinFrom) : undefined,
    p.checkinBefore ? lt(c.checkinDate, p.checkinBefore) : undefined,
    p.stayingOn ? sql`${c.checkinDate} <= ${p.stayingOn}::date and ${c.checkoutDate} > ${p.stayingOn}::date` : undefined,
    p.upcomingAfter ? sql`${c.checkinDate} > ${p.upcomingAfter}::date and ${c.status} <> 'cancelled'` : undefined,
  );
}

/**
 * How many bookings match: with a search counted (by index, up to the list kit's cap), else summed from
 * the kept booking_counts — which holds no unpaid hold (migration 0017), so the holds' own filter is
 * counted on the bookings.
 */
export async function countBookings(db: Database, filter: AdminBookingFilter): Promise<CappedCount> {
  if (filter.q) return countUpTo(db, db.select({ one: sql`1` }).from(bookings).where(whereOf(filter)), { search: filter.q });
  if (filter.status !== 'tentative') return { total: await sumOfKeptCounts(db, bookingCounts.n, countsWhereOf(filter)), capped: false };
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(whereOf(filter));
  return { total: row.n, capped: false };
}

/**
 * How many bookings there are of each status (never an unpaid hold or a never-paid cancellation),
 * summed from the kept booking_counts (custom migration 0017): a few hundred rows, not every booking.
 */
export async function countByStatus(db: Database): Promise<Partial<Record<BookingStatus, number>>> {
  const rows = await db
    .select({ status: bookingCounts.status, n: sql<number>`sum(${bookingCounts.n})`.mapWith(Number) })
    .from(bookingCounts)
    .where(listedOf(bookingCounts))
    .groupBy(bookingCounts.status)
    .having(sql`sum(${bookingCounts.n}) > 0`);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** One booking with what the detail shows. */
export async function findBooking(db: Database, id: string) {
  const [row] = await db
    .select({
      ...listColumns,
      guestUserId: bookings.guestUserId,
      hostUserId: bookings.hostUserId,
      guestsInfants: bookings.guestsInfants,
      nights: bookings.nights,
      hostName: sql<string>`coalesce(${hostProfiles.displayName}, (select u.full_name from users u where u.id = ${bookings.hostUserId}), '')`,
      hostEmail: sql<string>`coalesce((select u.email from users u where u.id = ${bookings.hostUserId}), '')`,
      specialRequests: bookings.specialRequests,
      cancelPolicy: bookings.cancelPolicy,
      paymentStatus: bookings.paymentStatus,
      cancelledBy: bookings.cancelledBy,
      cancelReason: bookings.cancelReason,
      cancelAt: bookings.cancelAt,
      cancelFeeJpy: bookings.cancelFeeJpy,
      checkedInAt: bookings.checkedInAt,
      pricingSnapshotJson: bookings.pricingSnapshotJson,
      checkinFrom: properties.checkinFrom,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(users, eq(users.id, bookings.guestUserId))
    .leftJoin(hostProfiles, eq(hostProfiles.userId, bookings.hostUserId))
    .where(eq(bookings.id, id))
    .limit(1);
  return row ?? null;
}
export type AdminBookingDetailRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

/** The conversation, oldest first (read-only for the back office). */
export function findMessages(db: Database, bookingId: string) {
  return db
    .select({ id: messages.id, fromUserId: messages.fromUserId, fromName: users.fullName, content: messages.content, isRead: messages.isRead, createdAt: messages.createdAt })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.fromUserId))
    .where(eq(messages.bookingId, bookingId))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(500);
}

/** The audit records of the booking, oldest first, with the admin's name. */
export function findAuditEntries(db: Database, bookingId: string) {
  return db
    .select({ action: auditLogs.action, newValues: auditLogs.newValues, createdAt: auditLogs.createdAt, adminName: adminAccounts.fullName })
    .from(auditLogs)
    .leftJoin(adminAccounts, eq(adminAccounts.id, auditLogs.adminId))
    .where(and(eq(auditLogs.entityType, 'booking'), eq(auditLogs.entityId, bookingId)))
    .orderBy(asc(auditLogs.createdAt), asc(auditLogs.id))
    .limit(200);
}

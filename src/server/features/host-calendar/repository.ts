import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { BookingStatus, CALENDAR_SOURCES } from '@/contract/enums';
import type { IcalConflict } from '@/contract/host-calendar';
import type { Database } from '@/db/client';
import { properties, propertyIcalImports } from '@/db/schema';
import { HOLDING_STATUSES } from '@/domain/booking-state';
import type { PricingRule } from '@/domain/pricing';
import type { IsoDate } from '@/domain/japan-date';
import { rowsOf } from '../../lib/sql-rows';

type CalendarSource = (typeof CALENDAR_SOURCES)[number];

/** The host calendar's SQL: a month of every house in a few queries, the day settings, the iCal links. */

/** A Postgres array of the holding statuses, for `b.status = any(…)`. */
const holdingStatuses = sql`array[${sql.join(
  HOLDING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::booking_status[]`;

/** The booking's guest: the primary guest's name given at booking, else the account's name. */
const guestName = sql`coalesce((select bg.full_name from booking_guests bg where bg.booking_id = b.id and bg.is_primary order by bg.id limit 1), u.full_name)`;

/** The host's houses that are not deleted, oldest first. */
export async function hostHouses(db: Database, hostId: string) {
  return db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(and(eq(properties.hostUserId, hostId), isNull(properties.deletedAt)))
    .orderBy(asc(properties.createdAt), asc(properties.id));
}

/** A house with its owner, for the policy; null when missing or deleted. */
export async function findManagedProperty(db: Database, id: string) {
  const [row] = await db
    .select({ id: properties.id, title: properties.title, hostId: properties.hostUserId, icalExportToken: properties.icalExportToken })
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The ids as a SQL list, for `… in (…)`. */
const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

export interface HousePricing {
  id: string;
  basePriceJpy: number;
  cleaningFeeJpy: number;
  rules: PricingRule[];
  seasons: { dateFrom: IsoDate; dateTo: IsoDate; pricePerNightJpy: number }[];
}

/**
 * The price levels of the houses that apply to some night of [from, to): base price, the pricing rules
 * and the seasons, one row per house (rules and seasons are a few rows each, as JSON).
 */
export async function housePricing(db: Database, ids: readonly string[], from: IsoDate, to: IsoDate): Promise<HousePricing[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select p.id, p.base_price_jpy as "basePriceJpy", p.cleaning_fee_jpy as "cleaningFeeJpy",
      coalesce((select json_agg(json_build_object(
          'monPrice', r.mon_price, 'tuePrice', r.tue_price, 'wedPrice', r.wed_price, 'thuPrice', r.thu_price,
          'friPrice', r.fri_price, 'satPrice', r.sat_price, 'sunPrice', r.sun_price, 'holidayPrice', r.holiday_price, 'holidayEvePrice', r.holiday_eve_price,
          'activeFrom', r.active_from::text, 'activeTo', r.active_to::text, 'priority', r.priority))
        from pricing_rules r
        where r.property_id = p.id and r.active_from < ${to}::date and (r.active_to is null or r.active_to >= ${from}::date)), '[]') as rules,
      coalesce((select json_agg(json_build_object('dateFrom', s.date_from::text, 'dateTo', s.date_to::text, 'pricePerNightJpy', s.price_per_night_jpy))
        from property_season_prices s
        where s.property_id = p.id and s.date_from < ${to}::date and s.date_to >= ${from}::date), '[]') as seasons
    from properties p
    where p.id in (${idList(ids)})`);
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return rowsOf<HousePricing>(result).map((row) => ({ ...row, rules: parse(row.rules), seasons: parse(row.seasons) }));
}

export interface CalendarRow {
  propertyId: string;
  date: IsoDate;
  isAvailable: boolean;
  priceOverrideJpy: number | null;
  minNightsOverride: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  blockReason: string | null;
  source: CalendarSource;
}

/**
 * The calendar rows of the houses for the days [from, to), as plain rows: one range scan of the
 * unique index (property_id, date) per house. (Building a JSON object per row in SQL cost ten times
 * more than the scan: docs/decisions/0015-host-calendar-speed.md.)
 */
export async function calendarRows(db: Database, ids: readonly string[], from: IsoDate, to: IsoDate): Promise<CalendarRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select c.property_id as "propertyId", c.date::text as date, c.is_available as "isAvailable", c.price_override_jpy as "priceOverrideJpy",
      c.min_nights_override as "minNightsOverride", c.closed_to_arrival as "closedToArrival", c.closed_to_departure as "closedToDeparture",
      c.block_reason as "blockReason", c.source
    from property_calendar c
    where c.property_id in (${idList(ids)}) and c.date >= ${from}::date and c.date < ${to}::date`);
  return rowsOf<CalendarRow>(result);
}

export interface HoldingBooking {
  id: string;
  propertyId: string;
  guestName: string;
  status: BookingStatus;
  checkinDate: IsoDate;
  checkoutDate: IsoDate;
}

/** Bookings that hold some night of [from, to) of these houses (every status that holds nights), by check-in. */
export async function holdingBookings(db: Database, ids: readonly string[], from: IsoDate, to: IsoDate): Promise<HoldingBooking[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select b.id, b.property_id as "propertyId", ${guestName} as "guestName", b.status,
      b.checkin_date::text as "checkinDate", b.checkout_date::text as "checkoutDate"
    from bookings b join users u on u.id = b.guest_user_id
    where b.property_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and b.status = any(${holdingStatuses})
      and daterange(b.checkin_date, b.checkout_date, '[)') && daterange(${from}::date, ${to}::date, '[)')
    order by b.checkin_date, b.id`);
  return rowsOf<HoldingBooking>(result);
}

export type UpcomingRow = HoldingBooking & { propertyTitle: string; nights: number; guestCount: number; totalAmountJpy: number };

/** The next bookings of these houses whose stay has not ended, not cancelled, by check-in. */
export async function upcomingBookings(db: Database, ids: readonly string[], today: IsoDate, limit: number): Promise<UpcomingRow[]> {
  if (ids.length === 0) return [];
  // The page of bookings first, then the guests' names of those rows only.
  const result = await db.execute(sql`
    with next_bookings as (
      select b.id, b.property_id, b.guest_user_id, b.status, b.checkin_date, b.checkout_date, b.nights,
        b.guests_adults + b.guests_children as guest_count, b.total_amount_jpy
      from bookings b
      where b.property_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and b.status in ('tentative', 'pending', 'confirmed') and b.checkout_date > ${today}::date
      order by b.checkin_date, b.id
      limit ${limit}
    )
    select b.id, b.property_id as "propertyId", p.title as "propertyTitle", ${guestName} as "guestName", b.status,
      b.checkin_date::text as "checkinDate", b.checkout_date::text as "checkoutDate", b.nights,
      b.guest_count::int as "guestCount", b.total_amount_jpy as "totalAmountJpy"
    from next_bookings b join users u on u.id = b.guest_user_id join properties p on p.id = b.property_id
    order by b.checkin_date, b.id`);
  return rowsOf<UpcomingRow>(result);
}

export interface DayChanges {
  /** true: block, false: unblock (manual blocks only), undefined: availability unchanged. */
  block?: { reason: string | null } | false;
  priceOverrideJpy?: number | null;
  minNightsOverride?: number | null;
  closedToArrival?: boolean;
  closedToDeparture?: boolean;
}

/**
 * Writes the settings of the days [from, to] (both included) in one statement: a row is made for a day
 * that has none, and only the given settings of an existing row change. Unblocking frees manual blocks
 * only: a night an iCal import blocked stays closed (its next sync decides). Answers the number of days
 * written.
 */
export async function upsertDays(tx: Database, propertyId: string, from: IsoDate, to: IsoDate, changes: DayChanges): Promise<number> {
  const { block } = changes;
  const isIcal = sql`property_calendar.source = 'ical'`;
  const set: ReturnType<typeof sql>[] = [sql`updated_at = now()`];
  if (block) {
    set.push(sql`is_available = false`, sql`block_reason = excluded.block_reason`, sql`source = 'manual'`, sql`ical_import_id = null`);
  } else if (block === false) {
    set.push(
      sql`is_available = case when ${isIcal} then property_calendar.is_available else true end`,
      sql`block_reason = case when ${isIcal} then property_calendar.block_reason else null end`,
    );
  }
  if (changes.priceOverrideJpy !== undefined) set.push(sql`price_override_jpy = excluded.price_override_jpy`);
  if (changes.minNightsOverride !== undefined) set.push(sql`min_nights_override = excluded.min_nights_override`);
  if (changes.closedToArrival !== undefined) set.push(sql`closed_to_arrival = excluded.closed_to_arrival`);
  if (changes.closedToDeparture !== undefined) set.push(sql`closed_to_departure = excluded.closed_to_departure`);
  const result = await tx.execute(sql`
    insert into property_calendar (property_id, date, is_available, block_reason, source, price_override_jpy, min_nights_override, closed_to_arrival, closed_to_departure)
    select ${propertyId}::uuid, d::date, ${!block}, ${block ? block.reason : null}, 'manual',
      ${changes.priceOverrideJpy ?? null}::int, ${changes.minNightsOverride ?? null}::int, ${changes.closedToArrival ?? false}, ${changes.closedToDeparture ?? false}
    from generate_series(${from}::date, ${to}::date, interval '1 day') d
    on conflict (property_id, date) do update set ${sql.join(set, sql`, `)}
    returning date::text as date`);
  return rowsOf<{ date: string }>(result).length;
}

/** Dates of [from, to] closed by an iCal import (which an unblock leaves closed), with the import's name. */
export async function icalBlockedDates(db: Database, propertyId: string, from: IsoDate, to: IsoDate) {
  const result = await db.execute(sql`
    select c.date::text as date, coalesce(i.name, c.block_reason) as "importName"
    from property_calendar c left join property_ical_imports i on i.id = c.ical_import_id
    where c.property_id = ${propertyId}::uuid and c.date >= ${from}::date and c.date <= ${to}::date
      and c.source = 'ical' and not c.is_available
    order by c.date`);
  return rowsOf<{ date: IsoDate; importName: string | null }>(result);
}

// --- iCal export -------------------------------------------------------------------------------

/** Sets the house's export token unless it has one; answers the token in force. */
export async function ensureExportToken(db: Database, propertyId: string, token: string): Promise<string> {
  await db
    .update(properties)
    .set({ icalExportToken: token })
    .where(and(eq(properties.id, propertyId), isNull(properties.icalExportToken)));
  const [row] = await db.select({ token: properties.icalExportToken }).from(properties).where(eq(properties.id, propertyId));
  return row.token as string;
}

export async function replaceExportToken(db: Database, propertyId: string, token: string): Promise<void> {
  await db.update(properties).set({ icalExportToken: token }).where(eq(properties.id, propertyId));
}

/** The house of an export token (not deleted), or null. */
export async function propertyByExportToken(db: Database, token: string) {
  const [row] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(and(eq(properties.icalExportToken, token), isNull(properties.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** What the export lists from `from` on: the stays that hold nights and the blocked days. */
export async function exportEvents(db: Database, propertyId: string, from: IsoDate) {
  const [stays, blocked] = await Promise.all([
    db.execute(sql`
      select b.id, b.checkin_date::text as "checkinDate", b.checkout_date::text as "checkoutDate"
      from bookings b
      where b.property_id = ${propertyId}::uuid and b.status = any(${holdingStatuses}) and b.checkout_date > ${from}::date
      order by b.checkin_date`),
    db.execute(sql`
      select c.date::text as date from property_calendar c
      where c.property_id = ${propertyId}::uuid and not c.is_available and c.date >= ${from}::date
      order by c.date`),
  ]);
  return {
    stays: rowsOf<{ id: string; checkinDate: IsoDate; checkoutDate: IsoDate }>(stays),
    blockedDates: rowsOf<{ date: IsoDate }>(blocked).map((r) => r.date),
  };
}

// --- iCal imports ------------------------------------------------------------------------------

export type IcalImportRow = typeof propertyIcalImports.$inferSelect & { blockedDays: number };

export async function listImports(db: Database, propertyId: string): Promise<IcalImportRow[]> {
  const result = await db.execute(sql`
    select i.id, i.property_id as "propertyId", i.name, i.url, i.last_synced_at::text as "lastSyncedAt", i.last_error as "lastError",
      i.conflicts, i.created_at::text as "createdAt",
      (select count(*)::int from property_calendar c where c.ical_import_id = i.id and not c.is_available) as "blockedDays"
    from property_ical_imports i
    where i.property_id = ${propertyId}::uuid
    order by i.created_at, i.id`);
  return rowsOf<IcalImportRow>(result);
}

export async function findImport(db: Database, propertyId: string, importId: string) {
  const [row] = await db
    .select()
    .from(propertyIcalImports)
    .where(and(eq(propertyIcalImports.id, importId), eq(propertyIcalImports.propertyId, propertyId)))
    .limit(1);
  return row ?? null;
}

export async function insertImport(db: Database, propertyId: string, values: { name: string; url: string }): Promise<string> {
  const [row] = await db.insert(propertyIcalImports).values({ propertyId, ...values }).returning({ id: propertyIcalImports.id });
  return row.id;
}

/** Deletes the import and frees the nights it blocked (their rows keep the host's own settings). */
export async function deleteImport(tx: Database, importId: string): Promise<void> {
  await freeImportNights(tx, importId, null);
  await tx.delete(propertyIcalImports).where(eq(propertyIcalImports.id, importId));
}

export async function findImportById(db: Database, importId: string) {
  const [row] = await db.select().from(propertyIcalImports).where(eq(propertyIcalImports.id, importId)).limit(1);
  return row ?? null;
}

/** Every import of every house, for the timed job. */
export async function allImports(db: Database) {
  return db.select().from(propertyIcalImports).orderBy(asc(propertyIcalImports.createdAt));
}

/**
 * Frees the nights this import blocked that are not in `keep` (null: all of them): open again, with the
 * import's mark removed; the row's other settings stay.
 */
export async function freeImportNights(tx: Database, importId: string, keep: readonly IsoDate[] | null, from?: IsoDate): Promise<number> {
  const keepCondition =
    keep === null || keep.length === 0
      ? sql``
      : sql`and date not in (${sql.join(
          keep.map((d) => sql`${d}::date`),
          sql`, `,
        )})`;
  const result = await tx.execute(sql`
    update property_calendar set is_available = true, block_reason = null, source = 'manual', ical_import_id = null, updated_at = now()
    where ical_import_id = ${importId}::uuid ${keepCondition} ${from ? sql`and date >= ${from}::date` : sql``}
    returning id`);
  return rowsOf<{ id: string }>(result).length;
}

/**
 * Blocks the nights for the import: a row is made for a night without one; a night the host blocked
 * by hand, or another import, stays as it is; an open night becomes the import's.
 */
export async function blockImportNights(tx: Database, propertyId: string, importId: string, name: string, dates: readonly IsoDate[]): Promise<void> {
  if (dates.length === 0) return;
  await tx.execute(sql`
    insert into property_calendar (property_id, date, is_available, block_reason, source, ical_import_id)
    select ${propertyId}::uuid, d::date, false, ${name}, 'ical', ${importId}::uuid
    from unnest(array[${sql.join(
      dates.map((d) => sql`${d}::date`),
      sql`, `,
    )}]) d
    on conflict (property_id, date) do update set
      is_available = false, block_reason = excluded.block_reason, source = 'ical', ical_import_id = excluded.ical_import_id, updated_at = now()
    where property_calendar.is_available or property_calendar.ical_import_id = excluded.ical_import_id`);
}

/** Nights of [from, to) held by a live booking, with the booking and its guest. */
export async function heldNights(db: Database, propertyId: string, from: IsoDate, to: IsoDate) {
  return holdingBookings(db, [propertyId], from, to);
}

export async function recordSync(
  db: Database,
  importId: string,
  values: { lastSyncedAt?: Date; lastError: string | null; conflicts?: IcalConflict[] },
): Promise<void> {
  await db.update(propertyIcalImports).set(values).where(eq(propertyIcalImports.id, importId));
}

import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { LodgingRegime } from '@/contract/enums';
import type { Database } from '@/db/client';
import type { AllowedPeriod } from '@/domain/minpaku-year';
import { OTHER_SITE_BOOKING_REASON } from '@/domain/minpaku-year';
import { rowsOf } from '../../lib/sql-rows';

/** Nights [from, to): `to` is the day after the last night. */
export interface NightRange {
  from: string;
  to: string;
}

/** A NightRange for the statements below: its dates, or placeholders of a statement written once (the search's). */
export interface NightRangeSql {
  from: string | Placeholder;
  to: string | Placeholder;
}

/** A house's 民泊 rules (null when the house is not found). */
export async function minpakuRulesOf(db: Database, propertyId: string) {
  const [row] = rowsOf<{ regime: LodgingRegime | null; maxNights: number | null; allowedPeriods: AllowedPeriod[] | null }>(
    await db.execute(sql`
      select lodging_regime as "regime", minpaku_max_nights as "maxNights", minpaku_allowed_periods as "allowedPeriods"
      from properties where id = ${propertyId}::uuid`),
  );
  return row ? { regime: row.regime, maxNights: row.maxNights, allowedPeriods: row.allowedPeriods ?? [] } : null;
}

/**
 * The house's row locked for the count (SELECT … FOR UPDATE): two holds of one 民泊 house are made one
 * after the other, so that two stays on different nights cannot both take the last nights of a year.
 */
export async function lockHouseForCount(tx: Database, propertyId: string): Promise<void> {
  await tx.execute(sql`select 1 from properties where id = ${propertyId}::uuid for update`);
}

/**
 * The nights of the range the house counts toward its year: those of confirmed (checked-in included)
 * and completed stays, and the calendar's nights sold on another platform (a block with the reason
 * 他サイトの予約, an iCal import's or another platform's block). With `reservedAt`, live unpaid holds and
 * requests waiting for the host count too: a new stay must leave room for them, or both could be confirmed.
 */
export async function countedNights(db: Database, propertyId: string, range: NightRange, reservedAt?: Date): Promise<string[]> {
  const perHouse = await countedNightsOfHouses(db, [propertyId], range, reservedAt);
  return perHouse.get(propertyId) ?? [];
}

/**
 * Which bookings and calendar days count toward the year, as SQL: `reserved` adds the requests waiting
 * for the host and the unpaid holds — those still live at an instant (the hold's check), or all of them
 * (the search, which shows a hold's nights as 満室 until it is cancelled).
 */
type Reserved = Date | 'all holds' | undefined;

function countedBookingStatuses(reserved: Reserved): SQL {
  if (reserved === undefined) return sql`b.status in ('confirmed', 'completed')`;
  if (reserved === 'all holds') return sql`b.status in ('confirmed', 'completed', 'pending', 'tentative')`;
  return sql`(b.status in ('confirmed', 'completed', 'pending') or (b.status = 'tentative' and b.hold_expires_at > ${reserved.toISOString()}::timestamptz))`;
}

/**
 * The calendar days a house counts (nights sold elsewhere): closed with the reason 他サイトの予約, or by an
 * iCal import or another platform. Written with constants, so that the partial index
 * `property_calendar_counted_nights` (the same condition) answers it; the trigger that keeps
 * `minpaku_year_nights` (migration 0070's `minpaku_year_day_counts`) tests the same condition.
 */
export const COUNTED_BLOCK = sql.raw(`not c.is_available and (c.source in ('ical', 'ota') or c.block_reason = '${OTHER_SITE_BOOKING_REASON}')`);

/** The bookings of the houses `housesWhere` keeps whose nights count and overlap the range (alias `b`). */
function countedBookingsWhere(housesWhere: (propertyId: SQL) => SQL, range: NightRangeSql, reserved: Reserved): SQL {
  return sql`${housesWhere(sql`b.property_id`)}
      and ${countedBookingStatuses(reserved)}
      and daterange(b.checkin_date, b.checkout_date, '[)') && daterange(${range.from}::date, ${range.to}::date, '[)')`;
}

/** The counted calendar days of the houses `housesWhere` keeps in the range (alias `c`). */
function countedBlocksWhere(housesWhere: (propertyId: SQL) => SQL, range: NightRangeSql): SQL {
  return sql`${housesWhere(sql`c.property_id`)} and ${COUNTED_BLOCK}
      and c.date >= ${range.from}::date and c.date < ${range.to}::date`;
}

/**
 * The nights houses count toward their year, one row (property_id, night) per house and date, for the
 * houses `housesWhere` keeps (given the column of the house's id): the one statement of what counts,
 * read by the hold's check, the date picker, the host's counters and the search.
 */
export function countedNightsSql(housesWhere: (propertyId: SQL) => SQL, range: NightRangeSql, reserved?: Reserved): SQL {
  return sql`
    select b.property_id, generate_series(greatest(b.checkin_date, ${range.from}::date), least(b.checkout_date, ${range.to}::date) - 1, interval '1 day')::date as night
    from bookings b
    where ${countedBookingsWhere(housesWhere, range, reserved)}
    union
    select c.property_id, c.date as night from property_calendar c
    where ${countedBlocksWhere(housesWhere, range)}`;
}

/** `countedNights` of several houses in one query, by house. */
export async function countedNightsOfHouses(db: Database, propertyIds: readonly string[], range: NightRange, reservedAt?: Date): Promise<Map<string, string[]>> {
  const perHouse = new Map<string, string[]>();
  if (propertyIds.length === 0) return perHouse;
  const ids = sql`array[${sql.join(propertyIds.map((id) => sql`${id}::uuid`), sql`, `)}]`;
  const rows = rowsOf<{ propertyId: string; night: string }>(
    await db.execute(sql`
      select n.property_id as "propertyId", to_char(n.night, 'YYYY-MM-DD') as "night"
      from (${countedNightsSql((propertyId) => sql`${propertyId} = any(${ids})`, range, reservedAt)}) n
      order by 2`),
  );
  for (const row of rows) {
    const nights = perHouse.get(row.propertyId) ?? [];
    nights.push(row.night);
    perHouse.set(row.propertyId, nights);
  }
  return perHouse;
}

/** A host's 民泊 houses (not deleted), for their counters. */
export async function minpakuHousesOfHost(db: Database, hostId: string) {
  return rowsOf<{ id: string; title: string; lodgingRegime: LodgingRegime | null; minpakuMaxNights: number | null }>(
    await db.execute(sql`
      select id, title, lodging_regime as "lodgingRegime", minpaku_max_nights as "minpakuMaxNights"
      from properties where host_user_id = ${hostId}::uuid and deleted_at is null and lodging_regime = 'minpaku'
      order by created_at, id`),
  );
}

/**
 * The municipal rules in force on `day` for a house in `prefecture` and `city`: a rule for 京都市
 * applies to its wards too (京都市東山区), as the city is the one that made the ordinance.
 */
export async function municipalRulesFor(db: Database, place: { prefecture: string; city: string }, day: string) {
  return rowsOf<{
    id: string;
    prefecture: string;
    city: string;
    zoneNote: string;
    maxNights: number | null;
    allowedPeriods: AllowedPeriod[];
    effectiveFrom: string;
    effectiveTo: string | null;
    sourceUrl: string;
  }>(
    await db.execute(sql`
      select id, prefecture, city, zone_note as "zoneNote", max_nights as "maxNights", allowed_periods as "allowedPeriods",
        to_char(effective_from, 'YYYY-MM-DD') as "effectiveFrom", to_char(effective_to, 'YYYY-MM-DD') as "effectiveTo", source_url as "sourceUrl"
      from minpaku_municipal_limits
      where prefecture = ${place.prefecture} and ${place.city} like city || '%'
        and effective_from <= ${day}::date and (effective_to is null or effective_to >= ${day}::date)
      order by city, zone_note, id`),
  );
}

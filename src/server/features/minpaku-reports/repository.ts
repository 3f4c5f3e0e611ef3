import { sql, type SQL } from 'drizzle-orm';
import type { LodgingRegime } from '@/contract/enums';
import type { Database } from '@/db/client';
import type { ReportStay } from '@/domain/minpaku-reports';
import { addDays, type IsoDate } from '@/domain/japan-date';
import { containsPattern, normalizeListSearch } from '@/domain/list-search';
import { rowsOf } from '../../lib/sql-rows';

/**
 * What the reports read (docs/product/minpaku-reports.md): the stays that took guests — confirmed
 * (checked-in included) and completed bookings, never a cancelled one or a no-show — with each party's
 * size and its sent registry entries.
 */

const STAYED = sql`b.status in ('confirmed', 'completed')`;

export interface ReportHouse {
  id: string;
  title: string;
  hostId: string;
  regime: LodgingRegime | null;
  notificationNumber: string | null;
}

/** The host's 民泊 houses that are not deleted, oldest first. */
export async function minpakuHousesOfHost(db: Database, hostId: string): Promise<ReportHouse[]> {
  return rowsOf<ReportHouse>(
    await db.execute(sql`
      select id, title, host_user_id as "hostId", lodging_regime as "regime", lodging_notification_number as "notificationNumber"
      from properties where host_user_id = ${hostId}::uuid and deleted_at is null and lodging_regime = 'minpaku'
      order by created_at, id`),
  );
}

/** One house (deleted ones too: a past report stays readable), or null. */
export async function findHouse(db: Database, propertyId: string): Promise<ReportHouse | null> {
  const [row] = rowsOf<ReportHouse>(
    await db.execute(sql`
      select id, title, host_user_id as "hostId", lodging_regime as "regime", lodging_notification_number as "notificationNumber"
      from properties where id = ${propertyId}::uuid`),
  );
  return row ?? null;
}

/** The stays of the houses with a night from `firstNight` to `lastNight`, with their sent registry entries, by house. */
export async function staysOfHouses(db: Database, propertyIds: readonly string[], range: { firstNight: IsoDate; lastNight: IsoDate }): Promise<Map<string, ReportStay[]>> {
  const perHouse = new Map<string, ReportStay[]>();
  if (propertyIds.length === 0) return perHouse;
  const ids = sql`array[${sql.join(propertyIds.map((id) => sql`${id}::uuid`), sql`, `)}]`;
  const rows = rowsOf<{ id: string; propertyId: string; checkinDate: string; checkoutDate: string; partySize: number; entries: ReportStay['entries'] | null }>(
    await db.execute(sql`
      select b.id, b.property_id as "propertyId", to_char(b.checkin_date, 'YYYY-MM-DD') as "checkinDate", to_char(b.checkout_date, 'YYYY-MM-DD') as "checkoutDate",
        (b.guests_adults + b.guests_children + b.guests_infants)::int as "partySize",
        (select json_agg(json_build_object('guestIndex', e.guest_index, 'livesInJapan', e.lives_in_japan, 'nationality', e.nationality))
           from guest_registry_entries e where e.booking_id = b.id and e.submitted_at is not null) as "entries"
      from bookings b
      where b.property_id = any(${ids}) and ${STAYED}
        and daterange(b.checkin_date, b.checkout_date, '[)') && daterange(${range.firstNight}::date, ${addDays(range.lastNight, 1)}::date, '[)')
      order by b.checkin_date, b.id`),
  );
  for (const row of rows) {
    const stays = perHouse.get(row.propertyId) ?? [];
    stays.push({ checkinDate: row.checkinDate, checkoutDate: row.checkoutDate, partySize: Number(row.partySize), entries: row.entries ?? [] });
    perHouse.set(row.propertyId, stays);
  }
  return perHouse;
}

// --- the back office's half-year -----------------------------------------------------------------

export interface AgencyFilter {
  firstNight: IsoDate;
  lastNight: IsoDate;
  q?: string;
  regime?: LodgingRegime;
}

export interface AgencyRow {
  propertyId: string;
  title: string;
  hostName: string;
  prefecture: string;
  city: string;
  regime: LodgingRegime | null;
  notificationNumber: string | null;
  permitNumber: string | null;
  certificateNumber: string | null;
  nights: number;
  guests: number;
  guestNights: number;
}

/**
 * Each listing of the half — a house published or suspended now, or one that took guests in the half
 * (not deleted) — with its nights, guests and guest-nights in the half. Stays of one house never share
 * a night (the bookings_no_overlap constraint), so a stay's nights in the half add up to the house's
 * days: the same count as the domain's `stayFigures`.
 */
function agencyQuery(filter: AgencyFilter) {
  const to = addDays(filter.lastNight, 1);
  const needle = filter.q ? normalizeListSearch(filter.q) : '';
  const conditions: SQL[] = [sql`p.deleted_at is null`, sql`(p.status in ('published', 'suspended') or s.property_id is not null)`];
  if (filter.regime) conditions.push(sql`p.lodging_regime = ${filter.regime}`);
  if (needle) {
    conditions.push(sql`search_fold(p.title || ' ' || p.prefecture || ' ' || p.city || ' ' || u.full_name || ' ' || coalesce(p.lodging_notification_number, '') || ' ' || coalesce(p.lodging_permit_number, '') || ' ' || coalesce(p.lodging_certificate_number, '')) like ${containsPattern(needle)}`);
  }
  return sql`
    with s as (
      select b.property_id,
        sum(least(b.checkout_date, ${to}::date) - greatest(b.checkin_date, ${filter.firstNight}::date))::int as nights,
        sum(b.guests_adults + b.guests_children + b.guests_infants)::int as guests,
        sum((b.guests_adults + b.guests_children + b.guests_infants) * (least(b.checkout_date, ${to}::date) - greatest(b.checkin_date, ${filter.firstNight}::date)))::int as guest_nights
      from bookings b
      where ${STAYED} and daterange(b.checkin_date, b.checkout_date, '[)') && daterange(${filter.firstNight}::date, ${to}::date, '[)')
      group by b.property_id
    )
    select p.id as "propertyId", p.title, u.full_name as "hostName", p.prefecture, p.city, p.lodging_regime as "regime",
      p.lodging_notification_number as "notificationNumber", p.lodging_permit_number as "permitNumber", p.lodging_certificate_number as "certificateNumber",
      coalesce(s.nights, 0) as "nights", coalesce(s.guests, 0) as "guests", coalesce(s.guest_nights, 0) as "guestNights"
    from properties p
    join users u on u.id = p.host_user_id
    left join s on s.property_id = p.id
    where ${sql.join(conditions, sql` and `)}`;
}

const ORDERS: Record<string, SQL> = {
  title: sql`order by "title", "propertyId"`,
  nights: sql`order by "nights" desc, "title", "propertyId"`,
  guests: sql`order by "guests" desc, "title", "propertyId"`,
};

export async function agencyPage(db: Database, filter: AgencyFilter, sort: string, window?: { limit: number; offset: number }): Promise<AgencyRow[]> {
  const limit = window ? sql` limit ${window.limit} offset ${window.offset}` : sql``;
  const rows = rowsOf<AgencyRow>(await db.execute(sql`select * from (${agencyQuery(filter)}) listing ${ORDERS[sort] ?? ORDERS.title}${limit}`));
  return rows.map((r) => ({ ...r, nights: Number(r.nights), guests: Number(r.guests), guestNights: Number(r.guestNights) }));
}

export async function agencyTotals(db: Database, filter: AgencyFilter): Promise<{ listings: number; nights: number; guests: number; guestNights: number }> {
  const [row] = rowsOf<{ listings: number; nights: number; guests: number; guestNights: number }>(
    await db.execute(sql`
      select count(*)::int as "listings", coalesce(sum("nights"), 0)::int as "nights", coalesce(sum("guests"), 0)::int as "guests", coalesce(sum("guestNights"), 0)::int as "guestNights"
      from (${agencyQuery(filter)}) listing`),
  );
  return { listings: Number(row.listings), nights: Number(row.nights), guests: Number(row.guests), guestNights: Number(row.guestNights) };
}

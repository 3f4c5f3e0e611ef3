import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { HostPropertySort } from '@/contract/host-properties';
import type { PropertyStatus } from '@/contract/enums';
import type { Database } from '@/db/client';
import {
  bookingGuests,
  bookings,
  hostProfiles,
  pricingRules,
  properties,
  propertyAmenities,
  propertyBasicAmenities,
  propertyFeatures,
  propertyPhotos,
  propertySeasonPrices,
} from '@/db/schema';
import { destinationNeedle } from '@/domain/destination-search';
import { containsPattern } from '@/domain/list-search';
import { rowsOf } from '../../lib/sql-rows';

/** A house that was not deleted (a deleted house is gone from every list, and from every action). */
export const notDeleted = isNull(properties.deletedAt);

export interface HostPropertyFilter {
  hostId: string;
  q?: string;
  status?: PropertyStatus;
}

/**
 * The host's search over title, prefecture, city and address line: the house's stored search text
 * (`propertySearchText`), which is NFKC and lower case — and also katakana as hiragana, without spaces —
 * so the needle is normalised the same way; a prefecture's name matches whole (destinationNeedle: 京都 never finds 東京都).
 */
function searchOf(q: string | undefined): SQL | undefined {
  const needle = destinationNeedle(q);
  return needle ? sql`${properties.searchText} like ${containsPattern(needle)}` : undefined;
}

function whereOf(filter: HostPropertyFilter): SQL | undefined {
  return and(eq(properties.hostUserId, filter.hostId), notDeleted, searchOf(filter.q), filter.status ? eq(properties.status, filter.status) : undefined);
}

function orderOf(sort: HostPropertySort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(properties.createdAt), desc(properties.id)];
    case 'title':
      return [asc(properties.title), asc(properties.id)];
    case 'price':
      return [asc(properties.basePriceJpy), asc(properties.id)];
  }
}

const listColumns = {
  id: properties.id,
  hostUserId: properties.hostUserId,
  title: properties.title,
  description: properties.description,
  prefecture: properties.prefecture,
  city: properties.city,
  addressLine: properties.addressLine,
  status: properties.status,
  rejectionReason: properties.rejectionReason,
  suspensionReason: properties.suspensionReason,
  submittedAt: properties.submittedAt,
  basePriceJpy: properties.basePriceJpy,
  maxGuests: properties.maxGuests,
  lodgingRegime: properties.lodgingRegime,
  lodgingNotificationNumber: properties.lodgingNotificationNumber,
  lodgingPermitNumber: properties.lodgingPermitNumber,
  lodgingPermitDate: properties.lodgingPermitDate,
  lodgingHealthCentre: properties.lodgingHealthCentre,
  lodgingCertificateNumber: properties.lodgingCertificateNumber,
  lodgingDocumentKey: properties.lodgingDocumentKey,
  ratingAverage: sql<number | null>`${properties.ratingAverage}::float8`.mapWith((v) => (v === null ? null : Number(v))),
  reviewCount: properties.reviewCount,
  updatedAt: properties.updatedAt,
};
export type HostPropertyRow = Awaited<ReturnType<typeof findHostPropertyPage>>[number];

export function findHostPropertyPage(db: Database, filter: HostPropertyFilter, sort: HostPropertySort, window: { limit: number; offset: number }) {
  return db
    .select(listColumns)
    .from(properties)
    .where(whereOf(filter))
    .orderBy(...orderOf(sort))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countHostProperties(db: Database, filter: HostPropertyFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(properties).where(whereOf(filter));
  return Number(row.n);
}

/** The host's houses per status (deleted ones left out). */
export async function countHostPropertiesByStatus(db: Database, hostId: string) {
  return db
    .select({ status: properties.status, n: count().mapWith(Number) })
    .from(properties)
    .where(and(eq(properties.hostUserId, hostId), notDeleted))
    .groupBy(properties.status);
}

/** Whether the host's identity is verified (host_profiles.kyc_status). */
export async function isHostVerified(db: Database, hostId: string): Promise<boolean> {
  const [row] = await db.select({ kycStatus: hostProfiles.kycStatus }).from(hostProfiles).where(eq(hostProfiles.userId, hostId)).limit(1);
  return row?.kycStatus === 'verified';
}

/** Each house's photos: how many, whether one is the cover, and the cover (else the first photo). */
export async function photoFacts(db: Database, propertyIds: readonly string[]) {
  const facts = new Map<string, { photoCount: number; hasCover: boolean; cover: { url: string; variants: unknown } | null }>();
  if (propertyIds.length === 0) return facts;
  const rows = await db
    .select({ propertyId: propertyPhotos.propertyId, url: propertyPhotos.url, variants: propertyPhotos.variants, isCover: propertyPhotos.isCover })
    .from(propertyPhotos)
    .where(inArray(propertyPhotos.propertyId, [...propertyIds]))
    .orderBy(desc(propertyPhotos.isCover), asc(propertyPhotos.sortOrder), asc(propertyPhotos.id));
  for (const row of rows) {
    const fact = facts.get(row.propertyId);
    if (fact) fact.photoCount += 1;
    else facts.set(row.propertyId, { photoCount: 1, hasCover: row.isCover, cover: { url: row.url, variants: row.variants ?? null } });
  }
  return facts;
}

/** Bookings that count for the host's figures: neither cancelled nor an unpaid tentative hold. */
const LIVE_NOT_HELD = ['cancelled', 'tentative'] as const;

/**
 * Each house's next booking: the first checking in today or later, neither cancelled, tentative nor a
 * no-show, with its primary guest's name (else the account's).
 */
export async function nextBookings(db: Database, propertyIds: readonly string[], today: string) {
  const next = new Map<string, { checkinDate: string; checkoutDate: string; guestName: string }>();
  if (propertyIds.length === 0) return next;
  const result = await db.execute(sql`
    select distinct on (b.property_id) b.property_id::text as "propertyId", b.checkin_date::text as "checkinDate",
      b.checkout_date::text as "checkoutDate", coalesce(g.full_name, u.full_name) as "guestName"
    from bookings b
    join users u on u.id = b.guest_user_id
    left join ${bookingGuests} g on g.booking_id = b.id and g.is_primary
    where b.property_id in (${sql.join(
      propertyIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and b.status not in ('cancelled', 'tentative', 'no_show', 'completed') and b.checkin_date >= ${today}::date
    order by b.property_id, b.checkin_date, b.id`);
  for (const row of rowsOf<{ propertyId: string; checkinDate: string; checkoutDate: string; guestName: string }>(result)) {
    next.set(row.propertyId, { checkinDate: row.checkinDate, checkoutDate: row.checkoutDate, guestName: row.guestName });
  }
  return next;
}

/** Each house's bookings checking in within the month (Japan time), not cancelled nor tentative. */
export async function bookingsInMonth(db: Database, propertyIds: readonly string[], month: { from: string; to: string }) {
  const counts = new Map<string, number>();
  if (propertyIds.length === 0) return counts;
  const rows = await db
    .select({ propertyId: bookings.propertyId, n: count().mapWith(Number) })
    .from(bookings)
    .where(
      and(
        inArray(bookings.propertyId, [...propertyIds]),
        notInArray(bookings.status, [...LIVE_NOT_HELD]),
        sql`${bookings.checkinDate} >= ${month.from}::date and ${bookings.checkinDate} < ${month.to}::date`,
      ),
    )
    .groupBy(bookings.propertyId);
  for (const row of rows) counts.set(row.propertyId, row.n);
  return counts;
}

// --- one house ---------------------------------------------------------------------------------

/** A house that was not deleted, locked until the transaction ends when `lock`. */
export async function findProperty(db: Database, id: string, { lock = false } = {}) {
  const query = db.select(listColumns).from(properties).where(and(eq(properties.id, id), notDeleted)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function setProperty(db: Database, id: string, values: Partial<typeof properties.$inferInsert>) {
  const [row] = await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(properties.id, id))
    .returning({ id: properties.id, status: properties.status, submittedAt: properties.submittedAt });
  return row;
}

/**
 * Bookings that keep a house from being deleted: not cancelled, completed or no-show (a tentative hold
 * still counts), whose stay has not ended (check-out today or later).
 */
export async function countUpcomingBookings(db: Database, propertyId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count().mapWith(Number) })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, propertyId),
        notInArray(bookings.status, ['cancelled', 'completed', 'no_show']),
        sql`${bookings.checkoutDate} >= ${today}::date`,
      ),
    );
  return row.n;
}

/**
 * A new draft copy of a house: its own columns (a new title and search text; no review, rating,
 * suspension, deletion or iCal export token), photos (the same stored files), kominka features,
 * amenities, pricing rules and season prices. Not copied: calendar, iCal imports, bookings, reviews.
 */
export async function copyProperty(db: Database, sourceId: string, copy: { title: string; searchText: string }): Promise<string> {
  const [source] = await db.select().from(properties).where(eq(properties.id, sourceId)).limit(1);
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    status: _status,
    submittedAt: _submittedAt,
    rejectionReason: _rejectionReason,
    rejectedAt: _rejectedAt,
    suspensionReason: _suspensionReason,
    statusBeforeSuspension: _statusBeforeSuspension,
    deletedAt: _deletedAt,
    icalExportToken: _icalExportToken,
    ratingAverage: _ratingAverage,
    reviewCount: _reviewCount,
    ...own
  } = source;
  const [created] = await db
    .insert(properties)
    .values({ ...own, ...copy, status: 'draft' })
    .returning({ id: properties.id });
  const id = created.id;

  await db.execute(sql`
    insert into property_photos (property_id, url, variants, width, height, sort_order, caption, is_cover)
    select ${id}::uuid, url, variants, width, height, sort_order, caption, is_cover from property_photos where property_id = ${sourceId}::uuid`);
  await db.execute(sql`
    insert into ${propertyFeatures} (property_id, feature_id)
    select ${id}::uuid, feature_id from property_features where property_id = ${sourceId}::uuid`);
  await db.execute(sql`
    insert into ${propertyBasicAmenities} (property_id, amenity_id, value, is_available, notes)
    select ${id}::uuid, amenity_id, value, is_available, notes from property_basic_amenities where property_id = ${sourceId}::uuid`);
  await db.execute(sql`
    insert into ${propertyAmenities} (property_id, amenity_id)
    select ${id}::uuid, amenity_id from property_amenities where property_id = ${sourceId}::uuid`);
  await db.execute(sql`
    insert into ${pricingRules} (property_id, mon_price, tue_price, wed_price, thu_price, fri_price, sat_price, sun_price, holiday_price, holiday_eve_price, active_from, active_to, priority, note)
    select ${id}::uuid, mon_price, tue_price, wed_price, thu_price, fri_price, sat_price, sun_price, holiday_price, holiday_eve_price, active_from, active_to, priority, note
    from pricing_rules where property_id = ${sourceId}::uuid`);
  await db.execute(sql`
    insert into ${propertySeasonPrices} (property_id, date_from, date_to, price_per_night_jpy, min_nights_override, note)
    select ${id}::uuid, date_from, date_to, price_per_night_jpy, min_nights_override, note
    from property_season_prices where property_id = ${sourceId}::uuid`);
  return id;
}


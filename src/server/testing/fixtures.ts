import { eq } from 'drizzle-orm';
import type { KominkaFeatureKey } from '@/contract/enums';
import type { Database } from '@/db/client';
import {
  basicAmenitiesMaster,
  bookings,
  hostProfiles,
  kominkaFeaturesMaster,
  pricingRules,
  properties,
  propertyBasicAmenities,
  propertyCalendar,
  propertyFeatures,
  propertyPhotos,
  propertySeasonPrices,
  reviews,
  users,
} from '@/db/schema';
import { BASIC_AMENITIES } from '@/db/seed/basic-amenities';
import { KOMINKA_FEATURES } from '@/db/seed/kominka-features';
import { searchTextOfProperty } from '@/db/property-search-text';
import { addDays, japanDate } from '@/domain/japan-date';
import type { PricingRule } from '@/domain/pricing';
import { refreshPropertyRating } from '../features/properties/repository';

/**
 * Builders of small data sets for the API tests: rows straight into the database (the calls that
 * would make them are other features), with only what a test names and sensible defaults for the rest.
 */

let counter = 0;
const next = () => ++counter;

export const today = () => japanDate();
/** A calendar date `days` from today in Japan. */
export const fromToday = (days: number) => addDays(japanDate(), days);

export interface Catalog {
  featureId: Map<string, string>;
  amenityId: Map<string, string>;
}

/** The kominka features and basic amenities master lists of the demo data (sortOrder = position). */
export async function insertCatalog(db: Database): Promise<Catalog> {
  const features = await db
    .insert(kominkaFeaturesMaster)
    .values(KOMINKA_FEATURES.map((f, i) => ({ key: f.key, label: f.label, labelEn: f.labelEn, description: f.description, category: f.category, categoryEn: f.categoryEn, sortOrder: i + 1 })))
    .returning({ id: kominkaFeaturesMaster.id, key: kominkaFeaturesMaster.key });
  const amenities = await db
    .insert(basicAmenitiesMaster)
    .values(BASIC_AMENITIES.map((a, i) => ({ key: a.key, label: a.label, labelEn: a.labelEn, category: a.category, description: a.description ?? null, sortOrder: i + 1 })))
    .returning({ id: basicAmenitiesMaster.id, key: basicAmenitiesMaster.key });
  return { featureId: new Map(features.map((f) => [f.key, f.id])), amenityId: new Map(amenities.map((a) => [a.key, a.id])) };
}

/** A user with a verified address unless `values` says otherwise (`emailVerifiedAt: null`). */
export async function insertUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: string; email: string; fullName: string }> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({ email: `fixture${n}.${Date.now().toString(36)}@example.jp`, fullName: `利用者 ${n}`, emailVerifiedAt: new Date(), ...values })
    .returning({ id: users.id, email: users.email, fullName: users.fullName });
  return row;
}

/** A host account with (unless `profile: null`) a host profile. */
export async function insertHost(
  db: Database,
  profile: Partial<typeof hostProfiles.$inferInsert> | null = {},
): Promise<{ id: string }> {
  const user = await insertUser(db, { role: 'host', fullName: '佐藤 健一' });
  if (profile) await db.insert(hostProfiles).values({ userId: user.id, displayName: '佐藤 健一', ...profile });
  return { id: user.id };
}

export interface PropertyFixture {
  hostId: string;
  status?: 'draft' | 'private' | 'published' | 'suspended';
  title?: string;
  /** The host's English title (none by default). */
  titleEn?: string;
  prefecture?: string;
  city?: string;
  addressLine?: string;
  basePriceJpy?: number;
  cleaningFeeJpy?: number;
  maxGuests?: number;
  minNights?: number;
  maxNights?: number;
  createdAt?: Date;
  features?: KominkaFeatureKey[];
  /** Basic amenity keys (available), or { key, isAvailable, value }. */
  amenities?: (string | { key: string; isAvailable?: boolean; value?: string | null })[];
  /** Photos in sortOrder; `cover` is the index of the cover photo (none when undefined). */
  photos?: { count: number; cover?: number };
  /** The legal basis: a 民泊 number with a demo document unless given; null for none (a house from before it was asked). */
  lodging?: Partial<typeof properties.$inferInsert> | null;
}

/** A fixture house's legal basis by default: 民泊, a 届出番号 and a demo document (drawn as a sample). */
export const FIXTURE_LODGING = {
  lodgingRegime: 'minpaku',
  lodgingNotificationNumber: 'M260012345',
  lodgingDocumentKey: 'demo-lodging/fixture.png',
  lodgingDocumentType: 'image/png',
} as const;

/** A house with its search text, features, amenities and photos. */
export async function insertProperty(db: Database, catalog: Catalog | null, f: PropertyFixture): Promise<string> {
  const n = next();
  const place = {
    title: f.title ?? `テストの古民家 ${n}`,
    prefecture: f.prefecture ?? '京都府',
    city: f.city ?? '京都市東山区',
    addressLine: f.addressLine ?? `清水${n}丁目`,
  };
  const [row] = await db
    .insert(properties)
    .values({
      hostUserId: f.hostId,
      ...place,
      titleEn: f.titleEn ?? null,
      description: '囲炉裏のある古民家です。',
      maxGuests: f.maxGuests ?? 4,
      bedrooms: 2,
      beds: 3,
      bathrooms: 1,
      basePriceJpy: f.basePriceJpy ?? 20000,
      cleaningFeeJpy: f.cleaningFeeJpy ?? 5000,
      minNights: f.minNights ?? 1,
      maxNights: f.maxNights ?? 30,
      status: f.status ?? 'published',
      searchText: searchTextOfProperty(place),
      ...(f.lodging === null ? {} : { ...FIXTURE_LODGING, ...f.lodging }),
      ...(f.createdAt ? { createdAt: f.createdAt } : {}),
    })
    .returning({ id: properties.id });
  const id = row.id;
  if (f.features?.length) {
    if (!catalog) throw new Error('features need the catalog');
    await db.insert(propertyFeatures).values(f.features.map((key) => ({ propertyId: id, featureId: catalog.featureId.get(key)! })));
  }
  if (f.amenities?.length) {
    if (!catalog) throw new Error('amenities need the catalog');
    await db.insert(propertyBasicAmenities).values(
      f.amenities.map((a) => {
        const spec = typeof a === 'string' ? { key: a } : a;
        const amenityId = catalog.amenityId.get(spec.key);
        if (!amenityId) throw new Error(`unknown amenity ${spec.key}`);
        return { propertyId: id, amenityId, isAvailable: spec.isAvailable ?? true, value: spec.value ?? null };
      }),
    );
  }
  if (f.photos) {
    await db.insert(propertyPhotos).values(
      Array.from({ length: f.photos.count }, (_, i) => ({
        propertyId: id,
        url: `/api/placeholder/1200/800?seed=${n * 100 + i}`,
        sortOrder: i,
        caption: `写真${i + 1}`,
        isCover: f.photos?.cover === i,
      })),
    );
  }
  return id;
}

export async function insertPricingRule(db: Database, propertyId: string, rule: Partial<PricingRule> & { activeFrom: string }) {
  await db.insert(pricingRules).values({ propertyId, ...rule });
}

export async function insertSeason(db: Database, propertyId: string, season: { dateFrom: string; dateTo: string; pricePerNightJpy: number }) {
  await db.insert(propertySeasonPrices).values({ propertyId, ...season });
}

/** Calendar rows: a price override, or a closed night (isAvailable false). */
export async function insertCalendar(
  db: Database,
  propertyId: string,
  rows: { date: string; isAvailable?: boolean; priceOverrideJpy?: number | null }[],
) {
  await db.insert(propertyCalendar).values(rows.map((r) => ({ propertyId, isAvailable: true, ...r })));
}

export async function insertBooking(
  db: Database,
  b: { propertyId: string; guestId: string; checkin: string; checkout: string; status?: typeof bookings.$inferInsert.status },
): Promise<string> {
  const [property] = await db.select({ hostUserId: properties.hostUserId }).from(properties).where(eq(properties.id, b.propertyId));
  const nights = Math.round((Date.parse(b.checkout) - Date.parse(b.checkin)) / 86_400_000);
  const [row] = await db
    .insert(bookings)
    .values({
      propertyId: b.propertyId,
      guestUserId: b.guestId,
      hostUserId: property.hostUserId,
      checkinDate: b.checkin,
      checkoutDate: b.checkout,
      nights,
      status: b.status ?? 'confirmed',
      pricingSnapshotJson: {},
      totalAmountJpy: 20000 * nights,
    })
    .returning({ id: bookings.id });
  return row.id;
}

/** Past stays for reviews: each review gets a completed one-night stay of its own, years ago. */
let pastStay = 0;

/**
 * A review of a completed stay, published unless told otherwise; then the house's stored rating is
 * refreshed, as the review feature does.
 */
export async function insertReview(
  db: Database,
  r: {
    propertyId: string;
    guestId: string;
    rating: number;
    comment?: string;
    createdAt?: Date;
    published?: boolean;
    hidden?: boolean;
    revieweeType?: 'property' | 'host' | 'guest';
    isPublic?: boolean;
    hostReply?: string;
  },
): Promise<string> {
  pastStay += 1;
  const checkin = addDays(japanDate(), -3000 + pastStay * 2);
  const bookingId = await insertBooking(db, { propertyId: r.propertyId, guestId: r.guestId, checkin, checkout: addDays(checkin, 1), status: 'completed' });
  const createdAt = r.createdAt ?? new Date(Date.parse(`${addDays(checkin, 2)}T10:00:00+09:00`));
  const [row] = await db
    .insert(reviews)
    .values({
      bookingId,
      propertyId: r.propertyId,
      reviewerUserId: r.guestId,
      revieweeType: r.revieweeType ?? 'property',
      ratingOverall: r.rating,
      comment: r.comment ?? 'とても素敵な古民家でした。また泊まりたいです。',
      isPublic: r.isPublic ?? true,
      publishedAt: r.published === false ? null : new Date(createdAt.getTime() + 3_600_000),
      hiddenAt: r.hidden ? new Date() : null,
      hostReply: r.hostReply ?? null,
      createdAt,
    })
    .returning({ id: reviews.id });
  await refreshPropertyRating(db, r.propertyId);
  return row.id;
}

/**
 * The fixture's houses are in 京都市 (insertProperty's default place), where the accommodation tax applies
 * (docs/product/accommodation-tax.md): on a 20,000円 night with 5,000円 of cleaning, a stay of 2 or 3
 * nights for 2 guests is 9,848–10,227円 a person a night without consumption tax — the 6,000–19,999円
 * tier from 2026-03-01, 400円 a person: 800円 a night, added to what the guest pays.
 */
export const kyotoTaxFor2Guests = (nights: number) => 800 * nights;

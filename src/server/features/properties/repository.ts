import { and, asc, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { PropertyStatus } from '@/contract/enums';
import type { Database } from '@/db/client';
import { publishedPropertyReview, refreshPropertyRatings } from '@/db/property-rating';
import type { LodgingBasis } from '@/domain/lodging-basis';
import {
  basicAmenitiesMaster,
  hostProfiles,
  kominkaFeaturesMaster,
  properties,
  propertyBasicAmenities,
  propertyFeatures,
  propertyPhotos,
  reviews,
  users,
} from '@/db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { cardColumns, cardCoverJoin, cardExtraColumns, cityRomajiColumn, type CardExtraColumns, type CardRow } from '../property-cards/repository';

/** Only published houses are visible to guests. */
const visible = (id: string) => and(eq(properties.id, id), eq(properties.status, 'published'));

/** The host of a published house, or null when the house is not visible. */
export async function findVisibleProperty(db: Database, id: string) {
  const [row] = await db
    .select({ id: properties.id, hostUserId: properties.hostUserId, minNights: properties.minNights, maxNights: properties.maxNights })
    .from(properties)
    .where(visible(id))
    .limit(1);
  return row ?? null;
}

/** The detail columns of `properties p` besides the card's, with the driver-dependent types cast (see rowsOf). */
const detailColumns = sql`
  p.description as "description", p.title_en as "titleEn", p.description_en as "descriptionEn",
  p.access_info_en as "accessInfoEn", ${cityRomajiColumn} as "cityEn", p.zipcode as "zipcode", p.address_line as "addressLine",
  p.beds as "beds", p.bathrooms as "bathrooms", p.floor_space_m_2::float8 as "floorSpaceM2",
  p.cleaning_fee_jpy as "cleaningFeeJpy", p.checkin_from as "checkinFrom", p.checkout_until as "checkoutUntil",
  p.min_nights as "minNights", p.max_nights as "maxNights", p.cancel_policy::text as "cancelPolicy",
  p.requires_approval as "requiresApproval", p.access_info as "accessInfo", p.status::text as "status",
  p.lodging_regime::text as "lodgingRegime", p.lodging_notification_number as "lodgingNotificationNumber",
  p.lodging_permit_number as "lodgingPermitNumber", p.lodging_permit_date::text as "lodgingPermitDate",
  p.lodging_health_centre as "lodgingHealthCentre", p.lodging_certificate_number as "lodgingCertificateNumber"`;

export type DetailRow = CardRow & {
  description: string;
  titleEn: string | null;
  descriptionEn: string | null;
  accessInfoEn: string | null;
  cityEn: string | null;
  zipcode: string | null;
  addressLine: string;
  beds: number;
  bathrooms: number;
  floorSpaceM2: number | null;
  cleaningFeeJpy: number;
  checkinFrom: string;
  checkoutUntil: string;
  minNights: number;
  maxNights: number;
  cancelPolicy: 'flexible' | 'moderate' | 'strict';
  requiresApproval: boolean;
  accessInfo: string | null;
  status: PropertyStatus;
} & LodgingBasis;

/**
 * The card columns and the detail columns of a house: a published one (what guests see), or with
 * `anyStatus` one in any status that was not deleted (its host's preview).
 */
export async function findPropertyDetail(db: Database, id: string, { anyStatus = false } = {}) {
  const result = await db.execute(sql`
    select ${cardColumns}, ${detailColumns}
    from properties p
    where p.id = ${id}::uuid and ${anyStatus ? sql`p.deleted_at is null` : sql`p.status = 'published'`}
  `);
  return rowsOf<DetailRow>(result)[0] ?? null;
}

/** A photo of `photosColumn` (the same fields as `listPhotos`). */
export interface PhotoRow {
  id: string;
  url: string;
  caption: string | null;
  isCover: boolean;
  variants: unknown;
  width: number | null;
  height: number | null;
}

/** Every photo of `properties p` as a JSON array (text), in `listPhotos`' order. */
const photosColumn = sql`(
  select coalesce(json_agg(json_build_object(
      'id', ph.id, 'url', ph.url, 'caption', ph.caption, 'isCover', ph.is_cover,
      'variants', ph.variants, 'width', ph.width, 'height', ph.height)
    order by ph.is_cover desc, ph.sort_order, ph.id), '[]'::json)::text
  from property_photos ph where ph.property_id = p.id
) as "photos"`;

/**
 * The guest's house page in one round trip: a published house's card and detail columns, its card
 * extras (cover, amenity labels) and all its photos (`photos`, JSON text). Null when not published.
 */
export async function findPublishedDetailWithPhotos(db: Database, id: string) {
  const result = await db.execute(sql`
    select ${cardColumns}, ${detailColumns}, ${cardExtraColumns}, ${photosColumn}
    from properties p
    ${cardCoverJoin}
    where p.id = ${id}::uuid and p.status = 'published'
  `);
  return rowsOf<DetailRow & CardExtraColumns & { photos: string }>(result)[0] ?? null;
}

/** Photos with the cover first, then by sortOrder, with their stored sizes (jsonb, parsed by the service). */
export async function listPhotos(db: Database, propertyId: string) {
  return db
    .select({
      id: propertyPhotos.id,
      url: propertyPhotos.url,
      caption: propertyPhotos.caption,
      isCover: propertyPhotos.isCover,
      variants: propertyPhotos.variants,
      width: propertyPhotos.width,
      height: propertyPhotos.height,
    })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(desc(propertyPhotos.isCover), asc(propertyPhotos.sortOrder), asc(propertyPhotos.id));
}

const featureColumns = {
  id: kominkaFeaturesMaster.id,
  key: kominkaFeaturesMaster.key,
  label: kominkaFeaturesMaster.label,
  labelEn: kominkaFeaturesMaster.labelEn,
  description: kominkaFeaturesMaster.description,
  descriptionEn: kominkaFeaturesMaster.descriptionEn,
  category: kominkaFeaturesMaster.category,
  categoryEn: kominkaFeaturesMaster.categoryEn,
};

/**
 * Categories in the order of their first item (the master list's display order), then items by
 * sortOrder: the same order on every database, whatever its collation of Japanese text.
 */
const featureOrder = [
  sql`min(${kominkaFeaturesMaster.sortOrder}) over (partition by ${kominkaFeaturesMaster.category})`,
  kominkaFeaturesMaster.category,
  asc(kominkaFeaturesMaster.sortOrder),
  asc(kominkaFeaturesMaster.id),
];

/** The active kominka features of a house. */
export async function listPropertyFeatures(db: Database, propertyId: string) {
  return db
    .select(featureColumns)
    .from(propertyFeatures)
    .innerJoin(kominkaFeaturesMaster, eq(kominkaFeaturesMaster.id, propertyFeatures.featureId))
    .where(and(eq(propertyFeatures.propertyId, propertyId), eq(kominkaFeaturesMaster.isActive, true)))
    .orderBy(...featureOrder);
}

/** Every active kominka feature, for the search form. */
export async function listActiveFeatures(db: Database) {
  return db
    .select(featureColumns)
    .from(kominkaFeaturesMaster)
    .where(eq(kominkaFeaturesMaster.isActive, true))
    .orderBy(...featureOrder);
}

/** The available basic amenities of a house, every category included (the client hides one). */
export async function listBasicAmenities(db: Database, propertyId: string) {
  return db
    .select({
      id: propertyBasicAmenities.id,
      value: propertyBasicAmenities.value,
      notes: propertyBasicAmenities.notes,
      key: basicAmenitiesMaster.key,
      category: basicAmenitiesMaster.category,
      categoryEn: basicAmenitiesMaster.categoryEn,
      label: basicAmenitiesMaster.label,
      labelEn: basicAmenitiesMaster.labelEn,
    })
    .from(propertyBasicAmenities)
    .innerJoin(basicAmenitiesMaster, eq(basicAmenitiesMaster.id, propertyBasicAmenities.amenityId))
    .where(
      and(
        eq(propertyBasicAmenities.propertyId, propertyId),
        eq(propertyBasicAmenities.isAvailable, true),
        eq(basicAmenitiesMaster.isActive, true),
      ),
    )
    .orderBy(
      sql`min(${basicAmenitiesMaster.sortOrder}) over (partition by ${basicAmenitiesMaster.category})`,
      basicAmenitiesMaster.category,
      asc(basicAmenitiesMaster.sortOrder),
      asc(basicAmenitiesMaster.id),
    );
}

export async function findHostProfile(db: Database, hostUserId: string) {
  const [row] = await db
    .select({
      displayName: hostProfiles.displayName,
      profileImageUrl: hostProfiles.profileImageUrl,
      bio: hostProfiles.bio,
      introText: hostProfiles.introText,
      createdAt: hostProfiles.createdAt,
    })
    .from(hostProfiles)
    .where(eq(hostProfiles.userId, hostUserId))
    .limit(1);
  return row ?? null;
}

/** The newest published reviews of a house, with what the page shows of each reviewer. */
export async function listPublishedReviews(db: Database, propertyId: string, limit: number) {
  return db
    .select({
      id: reviews.id,
      ratingOverall: reviews.ratingOverall,
      comment: reviews.comment,
      hostReply: reviews.hostReply,
      hostRepliedAt: reviews.hostRepliedAt,
      createdAt: reviews.createdAt,
      reviewerFullName: users.fullName,
      reviewerGender: users.gender,
      reviewerDateOfBirth: users.dateOfBirth,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerUserId))
    .where(and(eq(reviews.propertyId, propertyId), publishedPropertyReview))
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(limit);
}

/** Count and average of all the published reviews of a house (not only those of the first page). */
export async function reviewSummary(db: Database, propertyId: string) {
  const [row] = await db
    .select({
      count: count().mapWith(Number),
      average: avg(reviews.ratingOverall).mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(reviews)
    .where(and(eq(reviews.propertyId, propertyId), publishedPropertyReview));
  return row;
}

/** Recomputes properties.rating_average and review_count of one house from its published reviews. */
export async function refreshPropertyRating(db: Database, propertyId: string): Promise<void> {
  await refreshPropertyRatings(db, [propertyId]);
}

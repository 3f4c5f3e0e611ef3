import type { BasicAmenityLink, HostInfo, KominkaFeature, PropertyDetail, PropertyListItem, PropertyReviews } from '@/contract/properties';
import { parsePhotoVariants } from '@/contract/photos';
import type { Database } from '@/db/client';
import { type AddressViewer, visibleAddress } from '@/domain/address-visibility';
import { lodgingBasisLine, lodgingNumberOf } from '@/domain/lodging-basis';
import { japanDate } from '@/domain/japan-date';
import { AppError, notFound } from '../../lib/app-error';
import { cardExtrasOf } from '../property-cards/repository';
import { toListItem, toListItems } from '../property-cards/service';
import * as repo from './repository';

export const PROPERTY_NOT_FOUND = '物件が見つかりません';
/** The property page shows the newest reviews, up to this many. */
export const REVIEWS_LIMIT = 50;

/** A published house, or 404 (a draft, private or suspended house does not exist for guests). */
export async function requireVisibleProperty(db: Database, id: string) {
  const property = await repo.findVisibleProperty(db, id);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  return property;
}

/**
 * The guest's house page: one query for the house, its card extras and its photos. The answer is the
 * same for everyone (it is kept, plugins/kept-public-answers.ts), so it shows the address as a
 * stranger may see it: the prefecture, city and district (src/domain/address-visibility.ts).
 */
export async function getPropertyDetail(db: Database, id: string): Promise<PropertyDetail> {
  const row = await repo.findPublishedDetailWithPhotos(db, id);
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return detailOf(row, toListItem(row, cardExtrasOf(row)), JSON.parse(row.photos) as repo.PhotoRow[], {});
}

/** The house page's answer from its detail row: its host's preview of any status (`{ owner: true }`) and the back office's (`{ admin: true }`). */
export async function propertyDetailOf(db: Database, row: repo.DetailRow, viewer: AddressViewer): Promise<PropertyDetail> {
  const [[card], photos] = await Promise.all([toListItems(db, [row]), repo.listPhotos(db, row.id)]);
  return detailOf(row, card, photos, viewer);
}

function detailOf(row: repo.DetailRow, card: PropertyListItem, photos: readonly repo.PhotoRow[], viewer: AddressViewer): PropertyDetail {
  const address = visibleAddress(row, viewer);
  return {
    ...card,
    description: row.description,
    titleEn: row.titleEn,
    cityEn: row.cityEn,
    descriptionEn: row.descriptionEn,
    accessInfoEn: address.full ? row.accessInfoEn : null,
    district: address.district,
    zipcode: address.zipcode,
    addressLine: address.addressLine,
    beds: row.beds,
    bathrooms: row.bathrooms,
    floorSpaceM2: row.floorSpaceM2,
    cleaningFeeJpy: row.cleaningFeeJpy,
    checkinFrom: row.checkinFrom,
    checkoutUntil: row.checkoutUntil,
    minNights: row.minNights,
    maxNights: row.maxNights,
    cancelPolicy: row.cancelPolicy,
    requiresApproval: row.requiresApproval,
    accessInfo: address.accessInfo,
    lodgingRegime: row.lodgingRegime,
    ...lodgingBasisOf(row),
    photos: photos.map((photo) => ({ ...photo, variants: parsePhotoVariants(photo.variants) })),
  };
}

/** The house page's legal basis line and its parts (null for all when the basis is incomplete). */
function lodgingBasisOf(row: repo.DetailRow): Pick<PropertyDetail, 'lodgingBasisLine' | 'lodgingNumber' | 'lodgingHealthCentre'> {
  const line = lodgingBasisLine(row);
  if (line === null) return { lodgingBasisLine: null, lodgingNumber: null, lodgingHealthCentre: null };
  return { lodgingBasisLine: line, lodgingNumber: lodgingNumberOf(row), lodgingHealthCentre: row.lodgingRegime === 'ryokan' ? (row.lodgingHealthCentre?.trim() ?? null) : null };
}

export async function getPropertyFeatures(db: Database, id: string): Promise<KominkaFeature[]> {
  await requireVisibleProperty(db, id);
  return repo.listPropertyFeatures(db, id);
}

/** Active features grouped by category, categories in display order. */
export async function getFeaturesByCategory(db: Database): Promise<Record<string, KominkaFeature[]>> {
  const grouped: Record<string, KominkaFeature[]> = {};
  for (const feature of await repo.listActiveFeatures(db)) (grouped[feature.category] ??= []).push(feature);
  return grouped;
}

export async function getBasicAmenities(db: Database, id: string): Promise<BasicAmenityLink[]> {
  await requireVisibleProperty(db, id);
  return basicAmenitiesOf(db, id);
}

/** A house's basic amenities with their master's key, category and label, whatever its status. */
export async function basicAmenitiesOf(db: Database, id: string): Promise<BasicAmenityLink[]> {
  const rows = await repo.listBasicAmenities(db, id);
  return rows.map((r) => ({ id: r.id, value: r.value, notes: r.notes, amenity: { key: r.key, category: r.category, categoryEn: r.categoryEn, label: r.label, labelEn: r.labelEn } }));
}

export async function getHostInfo(db: Database, id: string): Promise<HostInfo> {
  const property = await requireVisibleProperty(db, id);
  const profile = await repo.findHostProfile(db, property.hostUserId);
  if (!profile) throw new AppError('NOT_FOUND', 404, 'ホスト情報が見つかりません');
  return {
    displayName: profile.displayName,
    profileImageUrl: profile.profileImageUrl,
    bio: profile.bio ?? profile.introText,
    createdAt: profile.createdAt.toISOString(),
  };
}

/** 山田 太郎 → 山田 (the part before the first space, half- or full-width); a name without a space stays whole. */
export function familyName(fullName: string): string {
  const trimmed = fullName.trim();
  return trimmed.split(/[\s\u3000]+/u)[0] || trimmed;
}

/** The decade of the age on a day: 34 → 30; null without a birth date. */
export function ageDecade(dateOfBirth: string | null, on: string): number | null {
  if (!dateOfBirth) return null;
  let age = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  if (on.slice(5) < dateOfBirth.slice(5)) age -= 1;
  if (age < 0) return null;
  return Math.floor(age / 10) * 10;
}

export async function getPropertyReviews(db: Database, id: string): Promise<PropertyReviews> {
  await requireVisibleProperty(db, id);
  const [rows, summary] = await Promise.all([repo.listPublishedReviews(db, id, REVIEWS_LIMIT), repo.reviewSummary(db, id)]);
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      reviewerName: familyName(r.reviewerFullName),
      reviewerGender: r.reviewerGender,
      reviewerAge: ageDecade(r.reviewerDateOfBirth, japanDate(r.createdAt)),
      ratingOverall: r.ratingOverall,
      comment: r.comment,
      hostReply: r.hostReply,
      hostRepliedAt: r.hostReply === null ? null : (r.hostRepliedAt?.toISOString() ?? null),
      createdAt: r.createdAt.toISOString(),
    })),
    reviewCount: summary.count,
    averageRating: summary.average === null ? null : Math.round(summary.average * 100) / 100,
  };
}

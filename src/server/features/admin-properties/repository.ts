import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { hostProfiles, properties, propertyPhotos, users } from '@/db/schema';
import type { PropertyStatus } from '@/contract/enums';
import { destinationNeedle } from '@/domain/destination-search';
import { containsPattern } from '@/domain/list-search';
import { pageIds } from '../../lib/list-page';

export interface PropertyListFilter {
  /** Title, prefecture or city, as the stored search text holds them (full-width and half-width, kana alike). */
  q?: string;
  status?: PropertyStatus;
  prefecture?: string;
}

export type PropertyListSort = 'newest' | 'oldest' | 'price-high' | 'price-low' | 'rating' | 'submitted-oldest' | 'submitted-newest';

/** Every house not deleted: a deleted house is in no list of the back office. */
const NOT_DELETED = isNull(properties.deletedAt);

function whereOf(filter: PropertyListFilter): SQL | undefined {
  const needle = destinationNeedle(filter.q);
  return and(
    NOT_DELETED,
    needle ? sql`${properties.searchText} like ${containsPattern(needle)}` : undefined,
    filter.status ? eq(properties.status, filter.status) : undefined,
    filter.prefecture ? eq(properties.prefecture, filter.prefecture) : undefined,
  );
}

function orderOf(sort: PropertyListSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(properties.createdAt), desc(properties.id)];
    case 'oldest':
      return [asc(properties.createdAt), asc(properties.id)];
    case 'price-high':
      return [desc(properties.basePriceJpy), desc(properties.id)];
    case 'price-low':
      return [asc(properties.basePriceJpy), asc(properties.id)];
    case 'rating':
      return [sql`${properties.ratingAverage} desc nulls last`, desc(properties.reviewCount), desc(properties.id)];
    case 'submitted-oldest':
      return [sql`${properties.submittedAt} asc nulls last`, asc(properties.id)];
    case 'submitted-newest':
      return [sql`${properties.submittedAt} desc nulls last`, desc(properties.id)];
  }
}

/** The cover photo, else the first one. */
const mainPhotoUrl = sql<string | null>`(select ${propertyPhotos.url} from ${propertyPhotos} where ${propertyPhotos.propertyId} = ${properties.id}
  order by ${propertyPhotos.isCover} desc, ${propertyPhotos.sortOrder} asc limit 1)`;

const rowColumns = {
  id: properties.id,
  title: properties.title,
  description: properties.description,
  prefecture: properties.prefecture,
  city: properties.city,
  addressLine: properties.addressLine,
  builtYear: properties.builtYear,
  kominkaGrade: properties.kominkaGrade,
  maxGuests: properties.maxGuests,
  basePrice: properties.basePriceJpy,
  cleaningFee: properties.cleaningFeeJpy,
  status: properties.status,
  mainPhotoUrl,
  createdAt: properties.createdAt,
  hostUserId: properties.hostUserId,
  hostName: users.fullName,
  hostEmail: users.email,
  hostKycStatus: sql<'pending' | 'verified' | 'rejected'>`coalesce(${hostProfiles.kycStatus}, 'pending')`,
  ratingAverage: properties.ratingAverage,
  reviewCount: properties.reviewCount,
  submittedAt: properties.submittedAt,
  rejectionReason: properties.rejectionReason,
  suspensionReason: properties.suspensionReason,
  lodgingRegime: properties.lodgingRegime,
  lodgingNotificationNumber: properties.lodgingNotificationNumber,
  lodgingPermitNumber: properties.lodgingPermitNumber,
  lodgingPermitDate: properties.lodgingPermitDate,
  lodgingHealthCentre: properties.lodgingHealthCentre,
  lodgingCertificateNumber: properties.lodgingCertificateNumber,
  lodgingDocumentKey: properties.lodgingDocumentKey,
  lodgingDocumentType: properties.lodgingDocumentType,
  legalBasisVerifiedAt: properties.legalBasisVerifiedAt,
  photoCount: sql<number>`(select count(*) from ${propertyPhotos} where ${propertyPhotos.propertyId} = ${properties.id})`.mapWith(Number),
};

export type PropertyRow = Awaited<ReturnType<typeof findPropertyPage>>[number];

/**
 * One page of houses: the page's ids from the houses alone (the order's index, or a sort of narrow rows),
 * then the page's rows with their host and photos (read for those twenty houses only).
 */
export function findPropertyPage(db: Database, filter: PropertyListFilter, sort: PropertyListSort, window: { limit: number; offset: number }) {
  const page = pageIds(db, properties.id, properties, whereOf(filter), orderOf(sort), window);
  return db
    .select(rowColumns)
    .from(page)
    .innerJoin(properties, eq(properties.id, page.id))
    .innerJoin(users, eq(users.id, properties.hostUserId))
    .leftJoin(hostProfiles, eq(hostProfiles.userId, properties.hostUserId))
    .orderBy(...orderOf(sort));
}

export async function countProperties(db: Database, filter: PropertyListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(properties).where(whereOf(filter));
  return Number(row.n);
}

/**
 * Houses per status, all of them, and the average rating of the houses with reviews, over every house not deleted: one
 * pass over the houses (the grouping set `()` is the row of every house, whose status is null).
 */
export async function propertyFacets(db: Database) {
  const rows = await db
    .select({
      status: properties.status,
      n: count(),
      avg: sql<string | null>`(avg(${properties.ratingAverage}) filter (where ${properties.reviewCount} > 0))::numeric(4,2)::text`,
    })
    .from(properties)
    .where(NOT_DELETED)
    .groupBy(sql`grouping sets ((${properties.status}), ())`);
  const counts: Record<PropertyStatus, number> = { draft: 0, in_review: 0, private: 0, published: 0, suspended: 0 };
  let averageRating: number | null = null;
  for (const row of rows) {
    if (row.status === null) averageRating = row.avg == null ? null : Number(row.avg);
    else counts[row.status] = Number(row.n);
  }
  return { counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0), averageRating };
}

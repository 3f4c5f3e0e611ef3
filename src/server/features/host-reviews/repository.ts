import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { HostReviewReplyFilter, HostReviewSort } from '@/contract/host-reviews';
import type { Database } from '@/db/client';
import { publishedPropertyReview } from '@/db/property-rating';
import { properties, reviews, users } from '@/db/schema';
import { containsPattern, normalizeListSearch } from '@/domain/list-search';

export interface HostReviewFilter {
  /** Search over the comment, the house title and the reviewer's name as shown (the family name). */
  q?: string;
  rating?: number;
  replied?: HostReviewReplyFilter;
}

/** Text folded the way list searches match (search_fold: NFKC, lower case, kana alike; src/domain/list-search.ts). */
const normalized = (column: SQL) => sql`search_fold(${column})`;

/** The reviewer's name as guests see it: the part before the first space (full- or half-width). */
const shownReviewerName = sql`split_part(${normalized(sql`btrim(${users.fullName})`)}, ' ', 1)`;

/** The host's own reviews: published reviews of their houses that were not deleted. */
function ownReviews(hostId: string): SQL {
  return and(eq(properties.hostUserId, hostId), isNull(properties.deletedAt), publishedPropertyReview)!;
}

function whereOf(hostId: string, filter: HostReviewFilter): SQL {
  const needle = normalizeListSearch(filter.q ?? '');
  const pattern = needle ? containsPattern(needle) : null;
  return and(
    ownReviews(hostId),
    pattern
      ? or(
          sql`${normalized(sql`coalesce(${reviews.comment}, '')`)} like ${pattern}`,
          sql`${normalized(sql`${properties.title}`)} like ${pattern}`,
          sql`${shownReviewerName} like ${pattern}`,
        )
      : undefined,
    filter.rating === undefined ? undefined : eq(reviews.ratingOverall, filter.rating),
    filter.replied === 'replied' ? isNotNull(reviews.hostReply) : filter.replied === 'awaiting' ? isNull(reviews.hostReply) : undefined,
  )!;
}

function orderOf(sort: HostReviewSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(reviews.createdAt), desc(reviews.id)];
    case 'oldest':
      return [asc(reviews.createdAt), asc(reviews.id)];
    case 'rating_high':
      return [desc(reviews.ratingOverall), desc(reviews.createdAt), desc(reviews.id)];
    case 'rating_low':
      return [asc(reviews.ratingOverall), desc(reviews.createdAt), desc(reviews.id)];
  }
}

export const hostReviewColumns = {
  id: reviews.id,
  propertyId: properties.id,
  propertyTitle: properties.title,
  reviewerFullName: users.fullName,
  ratingOverall: reviews.ratingOverall,
  ratingCleanliness: reviews.ratingCleanliness,
  ratingAccuracy: reviews.ratingAccuracy,
  ratingLocation: reviews.ratingLocation,
  ratingValue: reviews.ratingValue,
  ratingHost: reviews.ratingHost,
  comment: reviews.comment,
  photoUrls: reviews.photoUrls,
  createdAt: reviews.createdAt,
  hostReply: reviews.hostReply,
  hostRepliedAt: reviews.hostRepliedAt,
  hostReplyEditedAt: reviews.hostReplyEditedAt,
};

export type HostReviewRow = Awaited<ReturnType<typeof findHostReviewPage>>[number];

/** One page of the host's reviews matching the filter. */
export function findHostReviewPage(db: Database, hostId: string, filter: HostReviewFilter, sort: HostReviewSort, window: { limit: number; offset: number }) {
  return db
    .select(hostReviewColumns)
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(users, eq(users.id, reviews.reviewerUserId))
    .where(whereOf(hostId, filter))
    .orderBy(...orderOf(sort))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countHostReviews(db: Database, hostId: string, filter: HostReviewFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(users, eq(users.id, reviews.reviewerUserId))
    .where(whereOf(hostId, filter));
  return Number(row.n);
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The summary over all the host's reviews: average, total, replied and a count per star. */
export async function hostReviewSummary(db: Database, hostId: string) {
  const [row] = await db
    .select({
      average: sql<number | null>`round(avg(${reviews.ratingOverall}), 2)`.mapWith((v) => (v === null ? null : Number(v))),
      total: count().mapWith(Number),
      replied: countWhere(sql`${reviews.hostReply} is not null`),
      star1: countWhere(sql`${reviews.ratingOverall} = 1`),
      star2: countWhere(sql`${reviews.ratingOverall} = 2`),
      star3: countWhere(sql`${reviews.ratingOverall} = 3`),
      star4: countWhere(sql`${reviews.ratingOverall} = 4`),
      star5: countWhere(sql`${reviews.ratingOverall} = 5`),
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .where(ownReviews(hostId));
  return row;
}

/** A published review of a house that was not deleted, with its house's host, locked until the transaction ends. */
export async function findReviewForReply(db: Database, id: string) {
  const [row] = await db
    .select({ id: reviews.id, propertyId: reviews.propertyId, hostId: properties.hostUserId, hostReply: reviews.hostReply, hostRepliedAt: reviews.hostRepliedAt })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .where(and(eq(reviews.id, id), isNull(properties.deletedAt), publishedPropertyReview))
    .for('update', { of: reviews })
    .limit(1);
  return row ?? null;
}

export async function setReply(db: Database, id: string, values: { hostReply: string; hostRepliedAt?: Date; hostReplyEditedAt?: Date }) {
  await db.update(reviews).set(values).where(eq(reviews.id, id));
}

/** One review of the host's list by id (after a reply). */
export async function findHostReview(db: Database, id: string) {
  const [row] = await db
    .select(hostReviewColumns)
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(users, eq(users.id, reviews.reviewerUserId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ?? null;
}

import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ReviewVisibility } from '@/contract/admin-reviews';
import type { Database } from '@/db/client';
import { properties, reviews, users } from '@/db/schema';
import { containsPattern, normalizeListSearch } from '@/domain/list-search';

/**
 * レビュー管理's SQL. A review is hidden when an admin hid it (or it is not public), published when it
 * was published and not hidden, awaiting otherwise (docs/product/reviews.md).
 */
const HIDDEN: SQL = or(isNotNull(reviews.hiddenAt), eq(reviews.isPublic, false))!;
const PUBLISHED: SQL = and(isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt), eq(reviews.isPublic, true))!;
const AWAITING: SQL = and(isNull(reviews.publishedAt), isNull(reviews.hiddenAt), eq(reviews.isPublic, true))!;

export const VISIBILITY_CONDITION: Record<ReviewVisibility, SQL> = { published: PUBLISHED, hidden: HIDDEN, awaiting: AWAITING };

/** The search text: the house's title, the reviewer's name and the comment, NFKC and lower case (src/domain/list-search.ts). */
const REVIEW_SEARCH_TEXT = sql`lower(normalize(${properties.title} || ' ' || ${users.fullName} || ' ' || coalesce(${reviews.comment}, ''), NFKC))`;

export interface ReviewListFilter {
  q?: string;
  rating?: number;
  visibility?: ReviewVisibility;
}

function whereOf(filter: ReviewListFilter): SQL | undefined {
  const needle = filter.q ? normalizeListSearch(filter.q) : '';
  return and(
    needle ? sql`${REVIEW_SEARCH_TEXT} like ${containsPattern(needle)}` : undefined,
    filter.rating ? eq(reviews.ratingOverall, filter.rating) : undefined,
    filter.visibility ? VISIBILITY_CONDITION[filter.visibility] : undefined,
  );
}

const rowColumns = {
  id: reviews.id,
  propertyId: reviews.propertyId,
  propertyTitle: properties.title,
  reviewerUserId: reviews.reviewerUserId,
  reviewerName: users.fullName,
  reviewerEmail: users.email,
  ratingOverall: reviews.ratingOverall,
  ratingCleanliness: reviews.ratingCleanliness,
  ratingAccuracy: reviews.ratingAccuracy,
  ratingLocation: reviews.ratingLocation,
  ratingValue: reviews.ratingValue,
  ratingHost: reviews.ratingHost,
  comment: reviews.comment,
  photoUrls: reviews.photoUrls,
  isPublic: reviews.isPublic,
  publishedAt: reviews.publishedAt,
  hiddenAt: reviews.hiddenAt,
  moderationReason: reviews.moderationReason,
  hostReply: reviews.hostReply,
  hostRepliedAt: reviews.hostRepliedAt,
  createdAt: reviews.createdAt,
};

export type ReviewRow = Awaited<ReturnType<typeof findReviewPage>>[number];

export function findReviewPage(db: Database, filter: ReviewListFilter, sort: 'newest' | 'lowest', window: { limit: number; offset: number }) {
  const order = sort === 'lowest' ? [asc(reviews.ratingOverall), desc(reviews.createdAt), desc(reviews.id)] : [desc(reviews.createdAt), desc(reviews.id)];
  return db
    .select(rowColumns)
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(users, eq(users.id, reviews.reviewerUserId))
    .where(whereOf(filter))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
}

export async function countReviews(db: Database, filter: ReviewListFilter): Promise<number> {
  const base = db.select({ n: count() }).from(reviews);
  const [row] = filter.q
    ? await base.innerJoin(properties, eq(properties.id, reviews.propertyId)).innerJoin(users, eq(users.id, reviews.reviewerUserId)).where(whereOf(filter))
    : await base.where(whereOf(filter));
  return Number(row.n);
}

/** The counters over every review: how many in each state, and the average overall rating of the published ones. */
export async function reviewCounters(db: Database) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      published: sql<number>`count(*) filter (where ${PUBLISHED})`.mapWith(Number),
      hidden: sql<number>`count(*) filter (where ${HIDDEN})`.mapWith(Number),
      awaiting: sql<number>`count(*) filter (where ${AWAITING})`.mapWith(Number),
      average: sql<string | null>`(avg(${reviews.ratingOverall}) filter (where ${PUBLISHED}))::numeric(4,2)::text`,
    })
    .from(reviews);
  return { total: row.total, published: row.published, hidden: row.hidden, awaiting: row.awaiting, averageRating: row.average === null ? 0 : Number(row.average) };
}

export async function findReview(db: Database, id: string) {
  const [row] = await db
    .select(rowColumns)
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(users, eq(users.id, reviews.reviewerUserId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ?? null;
}

/** The moderation state of a review, locked until the transaction ends. */
export async function findModerationForUpdate(db: Database, id: string) {
  const [row] = await db
    .select({ propertyId: reviews.propertyId, isPublic: reviews.isPublic, publishedAt: reviews.publishedAt, hiddenAt: reviews.hiddenAt, moderationReason: reviews.moderationReason })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function setModeration(
  db: Database,
  id: string,
  values: { isPublic: boolean; publishedAt: Date | null; hiddenAt: Date | null; moderationReason: string | null; updatedAt: Date },
): Promise<void> {
  await db.update(reviews).set(values).where(eq(reviews.id, id));
}

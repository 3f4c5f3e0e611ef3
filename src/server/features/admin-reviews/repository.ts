import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ReviewVisibility } from '@/contract/admin-reviews';
import type { Database } from '@/db/client';
import { properties, reviewCounts, reviews, users } from '@/db/schema';
import { countUpTo, pageIds, searchCondition, sumOfKeptCounts, type CappedCount } from '../../lib/list-page';

/**
 * レビュー管理's SQL. A review is hidden when an admin hid it (or it is not public), published when it
 * was published and not hidden, awaiting otherwise (docs/product/reviews.md).
 */
const HIDDEN: SQL = or(isNotNull(reviews.hiddenAt), eq(reviews.isPublic, false))!;
const PUBLISHED: SQL = and(isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt), eq(reviews.isPublic, true))!;
const AWAITING: SQL = and(isNull(reviews.publishedAt), isNull(reviews.hiddenAt), eq(reviews.isPublic, true))!;

export const VISIBILITY_CONDITION: Record<ReviewVisibility, SQL> = { published: PUBLISHED, hidden: HIDDEN, awaiting: AWAITING };
// review_counts (custom migration 0017) keeps each review under the name of its state here: its function
// review_visibility is the same three conditions.


export interface ReviewListFilter {
  q?: string;
  rating?: number;
  visibility?: ReviewVisibility;
}

/**
 * The search reads the kept search text (the house's title, the reviewer's name and the comment, NFKC
 * and lower case: custom migration 0017) by its trigram or two-character pieces index.
 */
function whereOf(filter: ReviewListFilter): SQL | undefined {
  return and(
    searchCondition({ text: reviews.searchText, bigrams: reviews.searchBigrams }, filter.q),
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

/** One page: its ids first (from the order's index alone, deep pages too), then what the page shows of those rows only. */
export function findReviewPage(db: Database, filter: ReviewListFilter, sort: 'newest' | 'lowest', window: { limit: number; offset: number }) {
  const order = sort === 'lowest' ? [asc(reviews.ratingOverall), desc(reviews.createdAt), desc(reviews.id)] : [desc(reviews.createdAt), desc(reviews.id)];
  const page = pageIds(db, reviews.id, reviews, whereOf(filter), order, window);
  return db
    .select(rowColumns)
    .from(page)
    .innerJoin(reviews, eq(reviews.id, page.id))
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(users, eq(users.id, reviews.reviewerUserId))
    .orderBy(...order);
}

/** How many reviews match: with a search counted (by index, up to the list kit's cap), else summed from the kept review_counts. */
export async function countReviews(db: Database, filter: ReviewListFilter): Promise<CappedCount> {
  if (filter.q) return countUpTo(db, db.select({ one: sql`1` }).from(reviews).where(whereOf(filter)), { search: filter.q });
  const kept = and(
    filter.rating ? eq(reviewCounts.rating, filter.rating) : undefined,
    filter.visibility ? eq(reviewCounts.visibility, filter.visibility) : undefined,
  );
  return { total: await sumOfKeptCounts(db, reviewCounts.n, kept), capped: false };
}

/**
 * The counters over every review: how many in each state, and the average overall rating of the
 * published ones (avg's own division, numeric, rounded the same), from the kept review_counts.
 */
export async function reviewCounters(db: Database) {
  const published = sql`${reviewCounts.visibility} = 'published'`;
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${reviewCounts.n}), 0)`.mapWith(Number),
      published: sql<number>`coalesce(sum(${reviewCounts.n}) filter (where ${published}), 0)`.mapWith(Number),
      hidden: sql<number>`coalesce(sum(${reviewCounts.n}) filter (where ${reviewCounts.visibility} = 'hidden'), 0)`.mapWith(Number),
      awaiting: sql<number>`coalesce(sum(${reviewCounts.n}) filter (where ${reviewCounts.visibility} = 'awaiting'), 0)`.mapWith(Number),
      average: sql<string | null>`((sum(${reviewCounts.rating}::numeric * ${reviewCounts.n}) filter (where ${published}))
        / nullif(sum(${reviewCounts.n}) filter (where ${published}), 0))::numeric(4,2)::text`,
    })
    .from(reviewCounts);
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

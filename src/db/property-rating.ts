import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { reviews } from './schema';

/**
 * A review that guests see on the house's page and that counts in its rating: a review of the
 * property (not of a guest or a host), public, published (approved, or 24 hours passed) and not hidden
 * by an admin.
 */
export const publishedPropertyReview: SQL = and(
  eq(reviews.revieweeType, 'property'),
  eq(reviews.isPublic, true),
  isNotNull(reviews.publishedAt),
  isNull(reviews.hiddenAt),
)!;

/**
 * Recomputes properties.rating_average (2 decimals, null without reviews) and review_count from the
 * published reviews, for the given houses or for all of them: one UPDATE … FROM an aggregate.
 * Call it whenever a review is published, hidden, shown again or removed.
 */
export async function refreshPropertyRatings(db: Database, propertyIds?: readonly string[]): Promise<void> {
  if (propertyIds && propertyIds.length === 0) return;
  const only = propertyIds ? sql`where p.id in (${sql.join(propertyIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  await db.execute(sql`
    update properties as target
    set rating_average = agg.rating_average, review_count = agg.review_count
    from (
      select p.id,
             round(avg(reviews.rating_overall), 2) as rating_average,
             count(reviews.id)::int as review_count
      from properties p
      left join reviews on reviews.property_id = p.id and ${publishedPropertyReview}
      ${only}
      group by p.id
    ) as agg
    where target.id = agg.id
      and (target.rating_average is distinct from agg.rating_average or target.review_count <> agg.review_count)
  `);
}

import { refreshPropertyRatings } from '@/db/property-rating';
import { REVIEW_AUTO_PUBLISH_HOURS } from '@/domain/booking-state';
import { publishReviewsWrittenBy } from './repository';
import type { JobDeps } from './send-booking-emails';

/**
 * Reviews that no admin has approved or hidden within 24 hours are published (docs/product/reviews.md), then
 * the ratings of the houses touched are recomputed. The conditional UPDATE (still unpublished, not
 * hidden) makes two servers publish each review once; an admin who hides it first wins.
 */
export async function publishDueReviews(deps: Pick<JobDeps, 'db'>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REVIEW_AUTO_PUBLISH_HOURS * 3_600_000);
  const published = await publishReviewsWrittenBy(deps.db, cutoff, now);
  await refreshPropertyRatings(deps.db, published.propertyIds);
  return published.count;
}

import type { Database } from '@/db/client';
import { reviews } from '@/db/schema';

/** A guest's review of the house of a stay, unpublished until moderated; answers its id and when it was written. */
export async function insertPropertyReview(db: Database, values: Omit<typeof reviews.$inferInsert, 'revieweeType'>) {
  const [row] = await db
    .insert(reviews)
    .values({ ...values, revieweeType: 'property' })
    .returning({ id: reviews.id, createdAt: reviews.createdAt });
  return row;
}

import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { properties } from '@/db/schema';

/** The houses guests can open (published, not deleted), with when each last changed. */
export async function listPublishedHouses(db: Database, limit: number) {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(and(eq(properties.status, 'published'), isNull(properties.deletedAt)))
    .orderBy(asc(properties.createdAt))
    .limit(limit);
}

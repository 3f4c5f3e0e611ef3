import { eq, sql } from 'drizzle-orm';
import { propertySearchText } from '@/domain/destination-search';
import type { Database } from './client';
import { properties } from './schema';

/**
 * Fills properties.search_text where it is still empty: houses created before the column existed
 * (migration 0002) or written without it. Runs after the migrations at every start; once every house
 * has its text it is a single query that finds nothing.
 */
export async function backfillPropertySearchText(db: Database): Promise<number> {
  const missing = await db
    .select({ id: properties.id, title: properties.title, prefecture: properties.prefecture, city: properties.city, addressLine: properties.addressLine })
    .from(properties)
    .where(eq(properties.searchText, ''));
  for (const row of missing) {
    // updatedAt stays: this is not an edit by the host.
    await db
      .update(properties)
      .set({ searchText: propertySearchText(row), updatedAt: sql`${properties.updatedAt}` })
      .where(eq(properties.id, row.id));
  }
  return missing.length;
}

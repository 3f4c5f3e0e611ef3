import { eq, sql } from 'drizzle-orm';
import { propertySearchText } from '@/domain/destination-search';
import { cityReadingOf } from './city-readings';
import type { Database } from './client';
import { properties } from './schema';

/** A house's stored search text (src/domain/destination-search.ts) with its city's reading from the postal code master. */
export function searchTextOfProperty(p: { title: string; prefecture: string; city: string; addressLine: string }): string {
  return propertySearchText({ ...p, cityReading: cityReadingOf(p.prefecture, p.city) });
}

/**
 * Fills properties.search_text where it is still empty: houses created before the column existed
 * (migration 0002), written without it, or emptied by a migration that changed what it holds (0035:
 * the city's reading). Runs after the migrations at every start; once every house
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
      .set({ searchText: searchTextOfProperty(row), updatedAt: sql`${properties.updatedAt}` })
      .where(eq(properties.id, row.id));
  }
  return missing.length;
}

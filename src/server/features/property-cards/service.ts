import type { PropertyListItem } from '@/contract/properties';
import type { Database } from '@/db/client';
import { cardExtras, type CardRow } from './repository';

/**
 * Turns the card rows of one page into the contract's list items, with their cover photos and
 * amenity labels fetched in one query for the whole page.
 */
export async function toListItems(db: Database, rows: readonly (CardRow & { isBooked?: boolean })[]): Promise<PropertyListItem[]> {
  const extras = await cardExtras(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    prefecture: row.prefecture,
    city: row.city,
    maxGuests: row.maxGuests,
    bedrooms: row.bedrooms,
    basePriceJpy: row.basePriceJpy,
    builtYear: row.builtYear,
    kominkaGrade: row.kominkaGrade,
    coverPhotoUrl: extras.get(row.id)?.coverPhotoUrl ?? null,
    coverVariants: extras.get(row.id)?.coverVariants ?? null,
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
    reviewCount: row.reviewCount,
    amenityLabels: extras.get(row.id)?.amenityLabels ?? [],
    isBooked: row.isBooked ?? false,
  }));
}

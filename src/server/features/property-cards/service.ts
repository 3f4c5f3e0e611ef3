import type { Language } from '@/contract/language';
import type { PropertyListItem } from '@/contract/properties';
import type { Database } from '@/db/client';
import { cardExtras, type CardExtras, type CardRow } from './repository';

/** One house's card from its card row and its extras (none: no cover, no labels). */
export function toListItem(row: CardRow & { isBooked?: boolean }, extras: CardExtras | undefined): PropertyListItem {
  return {
    id: row.id,
    title: row.title,
    prefecture: row.prefecture,
    city: row.city,
    maxGuests: row.maxGuests,
    bedrooms: row.bedrooms,
    basePriceJpy: row.basePriceJpy,
    builtYear: row.builtYear,
    kominkaGrade: row.kominkaGrade,
    coverPhotoUrl: extras?.coverPhotoUrl ?? null,
    coverVariants: extras?.coverVariants ?? null,
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
    reviewCount: row.reviewCount,
    amenityLabels: extras?.amenityLabels ?? [],
    isBooked: row.isBooked ?? false,
    ...(extras?.titleEn !== undefined ? { titleEn: extras.titleEn, cityEn: extras.cityEn ?? null } : {}),
  };
}

/**
 * Turns the card rows of one page into the contract's list items, with their cover photos and
 * amenity labels fetched in one query for the whole page.
 */
export async function toListItems(db: Database, rows: readonly (CardRow & { isBooked?: boolean })[], language: Language = 'ja'): Promise<PropertyListItem[]> {
  const extras = await cardExtras(
    db,
    rows.map((r) => r.id),
    language,
  );
  return rows.map((row) => toListItem(row, extras.get(row.id)));
}

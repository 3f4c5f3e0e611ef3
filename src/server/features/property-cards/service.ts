import type { Language } from '@/contract/language';
import type { PropertyListItem } from '@/contract/properties';
import type { Database } from '@/db/client';
import { cardExtras, type CardExtras, type CardRow, type HouseEnglish } from './repository';

/** A card row, with its English words where the query selected them (`houseEnglishColumns`). */
type ListRow = CardRow & { isBooked?: boolean } & Partial<HouseEnglish>;

/**
 * One house's card from its card row and its extras (none: no cover, no labels). It has `titleEn` and
 * `cityEn` where the extras (an English card) or the row (a favourite) have them.
 */
export function toListItem(row: ListRow, extras: CardExtras | undefined): PropertyListItem {
  const english = extras?.titleEn !== undefined ? extras : row.titleEn !== undefined ? row : null;
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
    ...(english ? { titleEn: english.titleEn ?? null, cityEn: english.cityEn ?? null } : {}),
  };
}

/**
 * Turns the card rows of one page into the contract's list items, with their cover photos and
 * amenity labels fetched in one query for the whole page.
 */
export async function toListItems(db: Database, rows: readonly ListRow[], language: Language = 'ja'): Promise<PropertyListItem[]> {
  const extras = await cardExtras(
    db,
    rows.map((r) => r.id),
    language,
  );
  return rows.map((row) => toListItem(row, extras.get(row.id)));
}

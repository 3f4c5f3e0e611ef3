import type { Language } from '@/contract/language';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { HIDDEN_AMENITY_CATEGORY } from '@/contract/enums';
import { parsePhotoVariants, type PhotoVariants } from '@/contract/photos';
import type { Database } from '@/db/client';
import { properties } from '@/db/schema';
import { rowsOf } from '../../lib/sql-rows';

/** A house card's own columns, as the SQL of this module answers them (the table is aliased `p`). */
export interface CardRow {
  id: string;
  title: string;
  prefecture: string;
  city: string;
  maxGuests: number;
  bedrooms: number;
  basePriceJpy: number;
  builtYear: number | null;
  kominkaGrade: 'A' | 'B' | 'C' | null;
  averageRating: number | null;
  reviewCount: number;
}

/** The card's columns from `properties p`, with the driver-dependent types cast (see rowsOf). */
export const cardColumns = sql`
  p.id::text as "id", p.title as "title", p.prefecture as "prefecture", p.city as "city",
  p.max_guests as "maxGuests", p.bedrooms as "bedrooms", p.base_price_jpy as "basePriceJpy",
  p.built_year as "builtYear", p.kominka_grade::text as "kominkaGrade",
  p.rating_average::float8 as "averageRating", p.review_count as "reviewCount"`;

export const uuidList = (ids: readonly string[]): SQL => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

/** How many amenity labels a card shows. */
export const CARD_AMENITY_LABELS = 6;

export interface CardExtras {
  coverPhotoUrl: string | null;
  coverVariants: PhotoVariants | null;
  amenityLabels: string[];
  /** English answers only: the host's English title and the city's romaji (null: none). */
  titleEn?: string | null;
  cityEn?: string | null;
}

/** The romaji of a house's city (city_romaji) by its prefecture and city columns, null where none is kept. */
const cityRomajiOf = (prefecture: SQLWrapper, city: SQLWrapper) =>
  sql<string | null>`(select cr.romaji from city_romaji cr where cr.prefecture = ${prefecture} and cr.city = ${city})`;

/** The romaji of the city of `properties p` (city_romaji), null where none is kept. */
export const cityRomajiColumn = cityRomajiOf(sql`p.prefecture`, sql`p.city`);

/**
 * The house's English words (docs/product/english-house-text.md) in a query on `properties` (not aliased):
 * the host's English title and the city's romaji, null where none. The one select of a booking's, a
 * favourite's or an e-mail's house in English.
 */
export const houseEnglishFields = {
  titleEn: properties.titleEn,
  cityEn: cityRomajiOf(properties.prefecture, properties.city),
};

/** What `houseEnglishFields` answers. */
export interface HouseEnglish {
  titleEn: string | null;
  cityEn: string | null;
}

/** `houseEnglishFields` as columns of a query on `properties p`. */
export const houseEnglishColumns = sql`p.title_en as "titleEn", ${cityRomajiColumn} as "cityEn"`;

/** What an English card adds: the host's English title and the city's romaji (a Japanese card grows by nothing). */
const ENGLISH_CARD_COLUMNS: Record<Language, SQL> = {
  ja: sql``,
  en: sql`, ${houseEnglishColumns}`,
};

/**
 * What a card shows besides the house's own columns, as columns of a query on `properties p` joined
 * with `cardCoverJoin`: the cover photo and its stored sizes (or the first photo by sortOrder when none
 * is marked as the cover) and the first available amenity labels in the master list's order, without
 * the check-in/check-out category, in the answer's language (English names for `?lang=en`, the Japanese
 * where a label has none; docs/decisions/0042-english-guest-pages.md). Read a row's with `cardExtrasOf`.
 */
/** A label as a card answers it in each language. */
const AMENITY_LABEL: Record<Language, SQL> = { ja: sql`bam.label`, en: sql`coalesce(bam.label_en, bam.label)` };

export const cardExtraColumnsIn = (language: Language): SQL => sql`
  cover.url as "coverPhotoUrl", cover.variants::text as "coverVariants",
  (
    select coalesce(json_agg(first.label order by first.sort_order, first.id), '[]'::json)::text
    from (
      select ${AMENITY_LABEL[language]} as label, bam.sort_order, bam.id
      from property_basic_amenities pba
      join basic_amenities_master bam on bam.id = pba.amenity_id
      where pba.property_id = p.id
        and pba.is_available
        and bam.is_active
        and bam.category <> ${HIDDEN_AMENITY_CATEGORY}
      order by bam.sort_order, bam.id
      limit ${CARD_AMENITY_LABELS}
    ) first
  ) as "amenityLabels"${ENGLISH_CARD_COLUMNS[language]}`;

export const cardExtraColumns = cardExtraColumnsIn('ja');

/** The cover photo of `properties p`, for `cardExtraColumns`. */
export const cardCoverJoin = sql`
  left join lateral (
    select ph.url, ph.variants from property_photos ph
    where ph.property_id = p.id
    order by ph.is_cover desc, ph.sort_order, ph.id
    limit 1
  ) cover on true`;

/** The columns of `cardExtraColumns` as a query answers them (json as text: the same on both drivers). */
export interface CardExtraColumns {
  coverPhotoUrl: string | null;
  coverVariants: string | null;
  amenityLabels: string;
  titleEn?: string | null;
  cityEn?: string | null;
}

export function cardExtrasOf(row: CardExtraColumns): CardExtras {
  return {
    coverPhotoUrl: row.coverPhotoUrl,
    coverVariants: row.coverVariants ? parsePhotoVariants(JSON.parse(row.coverVariants)) : null,
    amenityLabels: JSON.parse(row.amenityLabels) as string[],
    ...(row.titleEn !== undefined ? { titleEn: row.titleEn, cityEn: row.cityEn ?? null } : {}),
  };
}

/** The card extras (see `cardExtraColumnsIn`) of all the houses of a page, in one query. */
export async function cardExtras(db: Database, propertyIds: readonly string[], language: Language = 'ja'): Promise<Map<string, CardExtras>> {
  const extras = new Map<string, CardExtras>();
  if (propertyIds.length === 0) return extras;
  const result = await db.execute(sql`
    select p.id::text as "id", ${cardExtraColumnsIn(language)}
    from properties p
    ${cardCoverJoin}
    where p.id in (${uuidList(propertyIds)})
  `);
  for (const row of rowsOf<CardExtraColumns & { id: string }>(result)) extras.set(row.id, cardExtrasOf(row));
  return extras;
}

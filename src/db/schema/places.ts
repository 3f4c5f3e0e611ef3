import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * A city's name in romaji (Kyoto, Shirakawa) by its prefecture and city as houses store them
 * (京都府, 大野郡白川村): English pages show a house's city by it, and the Japanese where a city has
 * none (docs/decisions/0042-english-guest-pages.md). Seeded by migration 0066 for the demo houses'
 * cities and the common kominka towns.
 */
export const cityRomaji = pgTable(
  'city_romaji',
  {
    prefecture: text().notNull(),
    city: text().notNull(),
    romaji: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefecture, t.city] })],
);

import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Language } from '@/contract/language';
import type { PropertyListItem } from '@/contract/properties';
import type { Database } from '@/db/client';
import { rowsOf } from '../../lib/sql-rows';
import { housePricingColumns, housePricingInputsOf, type HousePricingInputs } from '../pricing/repository';
import { cardColumns, cardCoverJoin, cardExtraColumnsIn, cardExtrasOf, uuidList, type CardExtraColumns, type CardRow } from '../property-cards/repository';
import { toListItem } from '../property-cards/service';

/**
 * What a search shows of a house and reads to price it that is the same for every stay and party: its
 * card in the answer's language (isBooked false; the search sets its own) and its price inputs but the
 * stay's calendar (housePricingColumns).
 */
export interface SearchHouse {
  card: PropertyListItem;
  pricing: HousePricingInputs;
}

/** The search's houses by id, in a language: those of `ids` that exist. */
export type SearchHousesReader = (db: Database, language: Language, ids: readonly string[]) => Promise<Map<string, SearchHouse>>;

/** The houses of `ids` as the database has them now, in one query. */
export const readSearchHouses: SearchHousesReader = async (db, language, ids) => {
  const houses = new Map<string, SearchHouse>();
  if (ids.length === 0) return houses;
  const result = await db.execute(sql`
    select ${cardColumns}, ${cardExtraColumnsIn(language)}, ${housePricingColumns}
    from properties p
    ${cardCoverJoin}
    join properties on properties.id = p.id
    where p.id in (${uuidList(ids)})
  `);
  for (const row of rowsOf<CardRow & CardExtraColumns & Record<string, unknown>>(result)) {
    houses.set(row.id, { card: toListItem(row, cardExtrasOf(row)), pricing: housePricingInputsOf(row) });
  }
  return houses;
};

/** At most this many houses (in each language) are kept: every house of a site the size of the demo's, and the pages most asked for of a larger one. */
const MAX_KEPT_HOUSES = 2_000;

/**
 * The search's houses kept between requests, at one public version (src/server/public-version.ts: any
 * committed change to a house, its photos, amenities, prices, calendar, tax rules or reviews raises it):
 * a search with new dates reads from the database only what the stay changes (which houses match and are
 * free, and the stay's calendar rows), and the rest of its page from here. Like the kept answers
 * (docs/decisions/0027-kept-public-answers.md), a request uses the version it read when it came: a
 * request at a newer version empties the kept houses and keeps its own; one at an older version (it came
 * before a change that another request has already seen) reads the database and keeps nothing. What is
 * read after a version was read is at least as new as that version.
 */
export function createKeptSearchHouses(read: SearchHousesReader = readSearchHouses, maxHouses = MAX_KEPT_HOUSES) {
  const kept = new LRUCache<string, SearchHouse>({ max: maxHouses });
  let keptVersion = -1;
  return {
    /** The reader for a request that read `version`. */
    at(version: number): SearchHousesReader {
      return async (db, language, ids) => {
        if (version < keptVersion) return read(db, language, ids);
        if (version > keptVersion) {
          kept.clear();
          keptVersion = version;
        }
        const houses = new Map<string, SearchHouse>();
        const missing: string[] = [];
        for (const id of ids) {
          const house = kept.get(`${language}:${id}`);
          if (house) houses.set(id, house);
          else missing.push(id);
        }
        if (missing.length === 0) return houses;
        const fresh = await read(db, language, missing);
        for (const [id, house] of fresh) {
          houses.set(id, house);
          if (keptVersion === version) kept.set(`${language}:${id}`, house);
        }
        return houses;
      };
    },
  };
}

import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { LodgingRegime } from '@/contract/enums';
import type { SortOption } from '@/contract/properties';
import type { Database } from '@/db/client';
import { executeShaped } from '@/db/prepared';
import { containsPattern } from '@/domain/list-search';
import { rowsOf } from '../../lib/sql-rows';
import { minpakuRefusedHousesSql, minpakuStayValues } from '../minpaku-year/refused-houses-sql';
import { stayCalendarColumn } from '../pricing/repository';
import { cardColumns, type CardRow } from '../property-cards/repository';
import type { Language } from '@/contract/language';

export interface SearchFilter {
  /** Substring of properties.search_text (from destinationNeedle), unescaped. */
  needle: string | null;
  /** The searched party (adults and children; infants are free and outside the capacity), or null without guests. */
  party: { adults: number; children: number } | null;
  featureKeys: readonly string[];
  minPrice: number | null;
  maxPrice: number | null;
  /** The house's legal basis (営業の根拠): an equality on the indexed lodging_regime. */
  lodgingRegime: LodgingRegime | null;
  /** The nights [checkIn, checkOut); null without dates. */
  stay: { checkIn: string; checkOut: string } | null;
  hideBooked: boolean;
  sort: SortOption;
  limit: number;
  offset: number;
  /** The language of the cards' amenity labels. */
  language: Language;
}

/**
 * A row of the search: the house, whether it is booked, the total over all pages, the party's price of a
 * night, and with dates and a party the calendar rows of the stay (stayCalendarColumn).
 */
export interface SearchRow {
  id: string;
  isBooked: boolean;
  total: number;
  partyNightPriceJpy: number;
  calendar?: unknown;
}

/**
 * The statement is written with placeholders for every value (`v.name`), so that its text depends only
 * on the filter's shape (searchShapeOf) and is built once per shape (executeShaped, src/db/prepared.ts);
 * searchValuesOf gives the values by the same names.
 */
const v = {
  needle: sql.placeholder('needle'),
  adults: sql.placeholder('adults'),
  children: sql.placeholder('children'),
  partySize: sql.placeholder('partySize'),
  minPrice: sql.placeholder('minPrice'),
  maxPrice: sql.placeholder('maxPrice'),
  lodgingRegime: sql.placeholder('lodgingRegime'),
  checkIn: sql.placeholder('checkIn'),
  checkOut: sql.placeholder('checkOut'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  featureKeys: sql.placeholder('featureKeys'),
};

/**
 * What decides the statement's text: which filters are used, how many features, the sort, the
 * language and whether booked houses are left out. Never a value.
 */
export function searchShapeOf(f: SearchFilter): string {
  return JSON.stringify([
    f.language,
    f.sort,
    f.hideBooked,
    f.needle !== null,
    f.party !== null,
    f.minPrice !== null,
    f.maxPrice !== null,
    f.lodgingRegime !== null,
    f.featureKeys.length > 0,
    f.stay !== null,
  ]);
}

/** The values of the statement's placeholders for the filter. */
export function searchValuesOf(f: SearchFilter): Record<string, unknown> {
  const values: Record<string, unknown> = { limit: f.limit, offset: f.offset };
  if (f.needle !== null) values.needle = containsPattern(f.needle);
  if (f.party !== null) Object.assign(values, { adults: f.party.adults, children: f.party.children, partySize: f.party.adults + f.party.children });
  if (f.minPrice !== null) values.minPrice = f.minPrice;
  if (f.maxPrice !== null) values.maxPrice = f.maxPrice;
  if (f.lodgingRegime !== null) values.lodgingRegime = f.lodgingRegime;
  if (f.featureKeys.length > 0) values.featureKeys = f.featureKeys;
  if (f.stay !== null) Object.assign(values, { checkIn: f.stay.checkIn, checkOut: f.stay.checkOut }, minpakuStayValues(f.stay));
  return values;
}

/**
 * Some night of [checkIn, checkOut) is held by a booking that is not cancelled (the same overlap test
 * as the exclusion constraint bookings_no_overlap) or is closed on the calendar, or the stay breaks the
 * calendar's stay rules (breaksStayRules), or a 民泊 house would refuse it for its 180-night year
 * (minpakuRefusedHousesSql: outside its allowed periods, or past its year's nights).
 *
 * Written as two uncorrelated `p.id in (…)`: PostgreSQL runs each once, as a "hashed SubPlan" (the
 * overlapping bookings from the GiST index bookings_live_stays alone, the closed dates through the
 * partial index property_calendar_closed_dates), and probes the hash for every house. A correlated EXISTS per
 * house costs one index probe per house and, on 10,000 houses, an estimate high enough to trigger JIT
 * compilation (about 100 ms). See docs/decisions/0006-search-ranking.md.
 */
function bookedExpression(): SQL {
  return sql`(
    ${breaksStayRules()}
    or ${minpakuRefusedHousesSql()}
    or p.id in (
      select b.property_id from bookings b
      where b.status <> 'cancelled'
        and daterange(b.checkin_date, b.checkout_date, '[)') && daterange(${v.checkIn}::date, ${v.checkOut}::date, '[)')
    )
    or p.id in (
      select c.property_id from property_calendar c
      where c.date >= ${v.checkIn}::date
        and c.date < ${v.checkOut}::date
        and not c.is_available
    )
  )`;
}

/**
 * The stay breaks the host calendar's stay rules (src/domain/stay-rules.ts): the check-in day is closed
 * to arrival, the check-out day closed to departure, or the stay is shorter than its minimum nights —
 * the check-in day's minimum, else the shortest season covering check-in that sets one, else the
 * house's. The calendar's rule days of the two dates come from the CTE `stay_rule_days` (stayRuleDays),
 * read once; each test is an uncorrelated hashed set of houses, as above.
 */
function breaksStayRules(): SQL {
  const nights = sql`(${v.checkOut}::date - ${v.checkIn}::date)`;
  const dayMinimum = sql`select r.property_id from stay_rule_days r where r.date = ${v.checkIn}::date and r.min_nights_override is not null`;
  const seasonMinimum = sql`select distinct on (s.property_id) s.property_id, s.min_nights_override
    from property_season_prices s
    where s.date_from <= ${v.checkIn}::date and s.date_to >= ${v.checkIn}::date and s.min_nights_override is not null
    order by s.property_id, s.date_to - s.date_from, s.date_from desc`;
  return sql`(
    p.id in (select r.property_id from stay_rule_days r where r.date = ${v.checkIn}::date and (r.closed_to_arrival or r.min_nights_override > ${nights}))
    or p.id in (select r.property_id from stay_rule_days r where r.date = ${v.checkOut}::date and r.closed_to_departure)
    or (p.id in (select sm.property_id from (${seasonMinimum}) sm where sm.min_nights_override > ${nights}) and p.id not in (${dayMinimum}))
    or (p.min_nights > ${nights} and p.id not in (${dayMinimum}) and p.id not in (select sm.property_id from (${seasonMinimum}) sm))
  )`;
}

/**
 * The calendar rows of a search's check-in and check-out days that carry a stay rule, read once for
 * every house (the statement's WITH; empty without dates).
 */
function stayRuleDays(f: SearchFilter): SQL {
  if (!f.stay) return sql``;
  return sql`with stay_rule_days as materialized (
    select c.property_id, c.date, c.closed_to_arrival, c.closed_to_departure, c.min_nights_override
    from property_calendar c
    where c.date in (${v.checkIn}::date, ${v.checkOut}::date)
      and (c.closed_to_arrival or c.closed_to_departure or c.min_nights_override is not null)
  )`;
}

/**
 * The party's price of one night at the house's base price: the SQL of partyNightPrice
 * (src/domain/pricing.ts) on the house's columns — 1棟料金 adds the extra-guest fee for each adult or child
 * beyond those included, 1名料金 is the base for each adult and the child rate (rounded down) for each
 * child. Without a party, one adult: the base price itself. The search's price filter and price sorts use
 * it, so a family is shown and ordered by what it would pay (docs/product/pricing.md).
 */
function partyNightPrice(party: SearchFilter['party']): SQL {
  if (!party) return sql`p.base_price_jpy`;
  return sql`(case when p.price_model = 'person'
      then p.base_price_jpy * ${v.adults}::int + (p.base_price_jpy * p.child_rate_percent / 100) * ${v.children}::int
      else p.base_price_jpy + p.extra_guest_fee_jpy * greatest(0, ${v.partySize}::int - coalesce(p.guests_included, ${v.partySize}::int))
    end)`;
}

/**
 * The 'recommended' score (docs/decisions/0006-search-ranking.md): the Bayesian average rating
 *   (reviewCount × average + 5 × 4.0) / (reviewCount + 5)
 * pulls a house with few reviews towards 4.0, so one 5-star review does not outrank forty 4.8s.
 */
const bayesianRating = sql`((p.review_count * coalesce(p.rating_average::float8, 0) + 5 * 4.0::float8) / (p.review_count + 5))`;

interface SortKey {
  /** The column of the inner query that holds the key. */
  column: string;
  /** Its expression over `properties p`; none for "isBooked", which the inner query already selects. */
  expr?: SQL;
  direction: 'asc' | 'desc' | 'desc nulls last';
}

/** The keys of each sort; every order then ends with the id, so pages never overlap or skip a house. */
function sortKeys(sort: SortOption, party: SearchFilter['party']): SortKey[] {
  switch (sort) {
    case 'price-low':
      return [{ column: 'k_price', expr: partyNightPrice(party), direction: 'asc' }];
    case 'price-high':
      return [{ column: 'k_price', expr: partyNightPrice(party), direction: 'desc' }];
    case 'rating':
      return [
        { column: 'k_rating', expr: sql`p.rating_average`, direction: 'desc nulls last' },
        { column: 'k_reviews', expr: sql`p.review_count`, direction: 'desc' },
      ];
    case 'recommended':
      // Free houses first (only with dates), then the Bayesian rating, the number of reviews, the newest.
      return [
        { column: 'isBooked', direction: 'asc' },
        { column: 'k_score', expr: bayesianRating, direction: 'desc' },
        { column: 'k_reviews', expr: sql`p.review_count`, direction: 'desc' },
        { column: 'k_created', expr: sql`p.created_at`, direction: 'desc' },
      ];
  }
}

function orderBy(keys: readonly SortKey[], table: string): SQL {
  const prefix = table ? `${table}.` : '';
  return sql.raw([...keys.map((k) => `${prefix}"${k.column}" ${k.direction}`), `${prefix}"id" asc`].join(', '));
}

function whereClause(f: SearchFilter): SQL {
  const conditions: SQL[] = [sql`p.status = 'published'`];
  if (f.needle !== null) conditions.push(sql`p.search_text like ${v.needle} escape '\\'`);
  if (f.party !== null) conditions.push(sql`p.max_guests >= ${v.partySize}`);
  if (f.minPrice !== null) conditions.push(sql`${partyNightPrice(f.party)} >= ${v.minPrice}`);
  if (f.maxPrice !== null) conditions.push(sql`${partyNightPrice(f.party)} <= ${v.maxPrice}`);
  if (f.lodgingRegime !== null) conditions.push(sql`p.lodging_regime = ${v.lodgingRegime}`);
  if (f.featureKeys.length > 0) {
    // Every listed feature (AND): one hashed set of the houses with all of them, from the feature_id index.
    // One set whatever the number of features: with one set per feature, the plan kept for every price
    // range (which PostgreSQL guesses at 49 of 10,000 houses) tested each house's features one by one.
    conditions.push(sql`p.id in (
      select pf.property_id
      from property_features pf
      join kominka_features_master kf on kf.id = pf.feature_id
      where kf.key = any(${v.featureKeys}::text[])
      group by pf.property_id
      having count(*) = cardinality(${v.featureKeys}::text[])
    )`);
  }
  if (f.stay && f.hideBooked) conditions.push(sql`not ${bookedExpression()}`);
  return sql.join(conditions, sql` and `);
}

/**
 * One query for one page of the search. The inner query filters, marks the booked houses, counts the
 * matches over all pages (count(*) over (), computed before LIMIT) and sorts narrow rows (the id, the
 * party's price of a night and the sort keys only, which halves the time of sorting 10,000 houses);
 * with dates and a party, the outer one adds the calendar rows of the stay for the page's houses only
 * (stayCalendarColumn, over the same houses joined again as `properties`). What a card shows and the
 * house's other price inputs are the same for every stay: the service takes them from the houses kept
 * per public version (kept-search-houses.ts), so a search with new dates reads only what they change.
 * The inner query reads the houses from the covering index `properties_search_pass` (migration 0072): a
 * column of `p` read here that the index does not carry makes PostgreSQL read the rows again, so add it there.
 */
export function searchSql(f: SearchFilter): SQL {
  const isBooked = f.stay && !f.hideBooked ? bookedExpression() : sql`false`;
  const keys = sortKeys(f.sort, f.party);
  const keyColumns = keys.filter((k) => k.expr).map((k) => sql`, ${k.expr} as ${sql.raw(`"${k.column}"`)}`);
  const calendar = f.stay && f.party ? stayCalendarColumn({ from: v.checkIn, to: v.checkOut }) : null;
  return sql`
    ${stayRuleDays(f)}
    select page."id"::text as "id", page."isBooked" as "isBooked", page."total" as "total", page."partyNightPriceJpy" as "partyNightPriceJpy"${calendar ? sql`, ${calendar}` : sql``}
    from (
      select p.id as "id", ${isBooked} as "isBooked", (count(*) over ())::int as "total", ${partyNightPrice(f.party)} as "partyNightPriceJpy"${sql.join(keyColumns, sql``)}
      from properties p
      where ${whereClause(f)}
      order by ${orderBy(keys, '')}
      limit ${v.limit} offset ${v.offset}
    ) page
    ${calendar ? sql`join properties on properties.id = page."id"` : sql``}
    order by ${orderBy(keys, 'page')}
  `;
}

/** Writes the statement's text as the app's database does (its columns in snake_case). */
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * The search's statement for a filter, as text with its parameters, its placeholders filled as
 * executeShaped fills them: for EXPLAIN (scripts/search-explain.ts, scripts/bench/explain-search.ts)
 * and the statement's own tests.
 */
export function searchStatementOf(f: SearchFilter): { text: string; params: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(searchSql(f));
  return { text, params: fillPlaceholders(params, searchValuesOf(f)) };
}

/** Run as a prepared statement (src/db/prepared.ts) whose text is written once per shape of filter. */
export async function searchProperties(db: Database, f: SearchFilter): Promise<SearchRow[]> {
  return rowsOf<SearchRow>(await executeShaped(db, `search ${searchShapeOf(f)}`, () => searchSql(f), searchValuesOf(f)));
}

/** The number of matching houses, for a page past the last one (where count(*) over () has no row). */
export async function countProperties(db: Database, f: SearchFilter): Promise<number> {
  const count = () => sql`${stayRuleDays(f)} select count(*)::int as "total" from properties p where ${whereClause(f)}`;
  return rowsOf<{ total: number }>(await executeShaped(db, `count ${searchShapeOf(f)}`, count, searchValuesOf(f)))[0]?.total ?? 0;
}

/** Published houses with at least one published review, best rated first (read in the order of the index properties_top_rated). */
export async function topRatedProperties(db: Database, limit: number): Promise<CardRow[]> {
  const result = await db.execute(sql`
    select ${cardColumns}
    from properties p
    where p.status = 'published' and p.review_count > 0
    order by p.rating_average desc nulls last, p.review_count desc nulls last, p.id asc
    limit ${limit}
  `);
  return rowsOf<CardRow>(result);
}

import type { PropertyListItem, PropertySearchQuery } from '@/contract/properties';
import type { Database } from '@/db/client';
import { destinationNeedle } from '@/domain/destination-search';
import { daysBetween, isValidIsoDate } from '@/domain/japan-date';
import { MAX_STAY_NIGHTS } from '@/domain/pricing';
import { badRequest } from '../../lib/app-error';
import { toListItems } from '../property-cards/service';
import { stayCalendarOf } from '../pricing/repository';
import { quoteWithTax } from '../pricing/service';
import { readSearchHouses, type SearchHouse, type SearchHousesReader } from './kept-search-houses';
import * as repo from './repository';
import type { Language } from '@/contract/language';

/** Largest value an integer column compares with; bigger numbers from the query string are clamped to it. */
const INT_MAX = 2_147_483_647;
/** No page starts further than this (a larger OFFSET would overflow PostgreSQL's bigint). */
const MAX_OFFSET = 1_000_000_000;

const clampInt = (value: number | undefined) => (value === undefined ? null : Math.min(value, INT_MAX));

/** The dates of a search: both or neither, real dates, check-out after check-in, at most 365 nights. */
function stayOf(query: PropertySearchQuery): { checkIn: string; checkOut: string } | null {
  const { checkIn, checkOut } = query;
  if (!checkIn && !checkOut) return null;
  if (!checkIn) throw badRequest('チェックイン日とチェックアウト日は両方指定してください', 'checkIn');
  if (!checkOut) throw badRequest('チェックイン日とチェックアウト日は両方指定してください', 'checkOut');
  if (!isValidIsoDate(checkIn)) throw badRequest('チェックイン日が正しい日付ではありません', 'checkIn');
  if (!isValidIsoDate(checkOut)) throw badRequest('チェックアウト日が正しい日付ではありません', 'checkOut');
  if (checkOut <= checkIn) throw badRequest('チェックアウト日はチェックイン日より後の日付を指定してください', 'checkOut');
  if (daysBetween(checkIn, checkOut) > MAX_STAY_NIGHTS) throw badRequest(`検索できる宿泊数は${MAX_STAY_NIGHTS}泊までです`, 'checkOut');
  return { checkIn, checkOut };
}

/** No party is larger than this (the booking form's limit per kind of guest); bigger numbers are clamped. */
const MAX_PARTY = 99;

/** The searched party: `guests` adults and `children` children; none without either. */
function partyOf(query: PropertySearchQuery): repo.SearchFilter['party'] {
  if (query.guests === undefined && query.children === undefined) return null;
  return { adults: Math.min(query.guests ?? 1, MAX_PARTY), children: Math.min(query.children ?? 0, MAX_PARTY) };
}

/**
 * The stay's total for the party at a house of the page (quoteWithTax: the nights, the cleaning fee and
 * the accommodation tax, as the house page quotes it), from the house's price inputs and the calendar
 * rows of the stay the search read with its page.
 */
function partyTotal(house: SearchHouse, row: repo.SearchRow, stay: { checkIn: string; checkOut: string }, party: { adults: number; children: number; infants: number }) {
  const nights = { from: stay.checkIn, to: stay.checkOut };
  const inputs = { ...house.pricing, calendar: stayCalendarOf(row) };
  return quoteWithTax(inputs, nights, { guestsAdults: party.adults, guestsChildren: party.children, guestsInfants: party.infants }).totalJpy;
}

/** The search's filter from its query, refused with a 400 when the prices or dates do not make sense. */
export function searchFilterOf(query: PropertySearchQuery): repo.SearchFilter {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice >= query.maxPrice) {
    throw badRequest('最低価格は最高価格よりも安く設定してください。', 'minPrice');
  }
  return {
    needle: destinationNeedle(query.destination),
    party: partyOf(query),
    featureKeys: [...new Set(query.kominkaFeatures.map((k) => k.trim()).filter((k) => k.length > 0))],
    minPrice: clampInt(query.minPrice),
    maxPrice: clampInt(query.maxPrice),
    lodgingRegime: query.lodgingRegime ?? null,
    stay: stayOf(query),
    hideBooked: query.hideBooked,
    sort: query.sort,
    limit: query.pageSize,
    offset: Math.min((query.page - 1) * query.pageSize, MAX_OFFSET),
    language: query.lang ?? 'ja',
  };
}

/**
 * The search of /search: one page of published houses matching the filters, and the number of
 * matching houses over all pages (sent in the x-total-count header). The page's cards and price inputs
 * come from `houses` (the route's: kept per public version, kept-search-houses.ts).
 */
export async function searchProperties(
  db: Database,
  query: PropertySearchQuery,
  houses: SearchHousesReader = readSearchHouses,
): Promise<{ items: PropertyListItem[]; total: number }> {
  const filter = searchFilterOf(query);
  const rows = await repo.searchProperties(db, filter);
  const total = rows.length > 0 ? rows[0].total : filter.offset > 0 ? await repo.countProperties(db, filter) : 0;
  const pageHouses = await houses(db, filter.language, rows.map((row) => row.id));
  const { party, stay } = filter;
  const items: PropertyListItem[] = [];
  for (const row of rows) {
    // A house deleted between the two reads is left out of its page.
    const house = pageHouses.get(row.id);
    if (!house) continue;
    if (!party) {
      items.push({ ...house.card, isBooked: row.isBooked });
      continue;
    }
    const withTotal = stay ? { partyTotalJpy: partyTotal(house, row, stay, { ...party, infants: Math.min(query.infants ?? 0, MAX_PARTY) }) } : {};
    items.push({ ...house.card, isBooked: row.isBooked, partyNightPriceJpy: row.partyNightPriceJpy, ...withTotal });
  }
  return { items, total };
}

/** The home page's best-rated houses (published, with at least one published review). */
export async function topRatedProperties(db: Database, limit: number, language: Language = 'ja'): Promise<PropertyListItem[]> {
  return toListItems(db, await repo.topRatedProperties(db, limit), language);
}

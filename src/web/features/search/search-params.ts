import type { SORT_OPTIONS as CONTRACT_SORT_OPTIONS, SortOption } from '@/contract/properties';
import type { LodgingRegime } from '@/contract/enums';
import { SEARCH_PAGE_SIZE } from '@/contract/paging';
import { LODGING_REGIME_SHORT_LABELS } from '@/domain/lodging-basis';
import { appendStay, EMPTY_STAY, readInteger, readStay, type StayCriteria } from '@/web/lib/stay-params';
import { msg } from '@/web/lib/i18n/translate';
import type { Language } from '@/contract/language';

/** 24 houses a page (the call's default page size). */
export const PAGE_SIZE = SEARCH_PAGE_SIZE;
export const MAX_FEATURES = 16;

/**
 * The contract's sort options, in the select's order. Kept here as a plain list: importing the
 * contract's values would bring zod's schemas into this page's code; the types keep the two equal.
 */
export const SORT_OPTIONS = ['recommended', 'price-low', 'price-high', 'rating'] as const satisfies typeof CONTRACT_SORT_OPTIONS;

export const SORT_LABELS: Record<SortOption, string> = {
  recommended: msg('おすすめ順'),
  'price-low': msg('料金が安い順'),
  'price-high': msg('料金が高い順'),
  rating: msg('評価が高い順'),
};

/** The filters of the form (docs/product/guest-screens.md); prices are whole yen as strings, '' when not given. */
export interface SearchFilters extends StayCriteria {
  kominkaFeatures: string[];
  minPrice: string;
  maxPrice: string;
  /** 営業の根拠: '' for any. */
  lodgingRegime: '' | LodgingRegime;
}

/** The legal bases the filter offers, in the select's order. */
export const LODGING_REGIME_OPTIONS = Object.keys(LODGING_REGIME_SHORT_LABELS) as LodgingRegime[];

function isLodgingRegime(value: string | null): value is LodgingRegime {
  return (LODGING_REGIME_OPTIONS as readonly string[]).includes(value ?? '');
}

/** Everything /search keeps in its URL: the filters, plus the sort, the 満室を非表示 toggle and the page. */
export interface SearchState extends SearchFilters {
  sort: SortOption;
  hideBooked: boolean;
  page: number;
}

export const EMPTY_FILTERS: SearchFilters = { ...EMPTY_STAY, kominkaFeatures: [], minPrice: '', maxPrice: '', lodgingRegime: '' };

function isSortOption(value: string | null): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value ?? '');
}

/** Reads /search's query; anything malformed is treated as not given. */
export function readSearchState(params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  const features = [...new Set(params.getAll('kominkaFeatures').map((key) => key.trim()).filter((key) => key && key.length <= 50))];
  return {
    ...readStay(params),
    kominkaFeatures: features.slice(0, MAX_FEATURES),
    minPrice: readInteger(params.get('minPrice'), 0),
    maxPrice: readInteger(params.get('maxPrice'), 0),
    lodgingRegime: isLodgingRegime(params.get('lodgingRegime')) ? (params.get('lodgingRegime') as LodgingRegime) : '',
    sort: isSortOption(sort) ? sort : 'recommended',
    hideBooked: params.get('hideBooked') === 'true',
    page: Number(readInteger(params.get('page'), 1) || 1),
  };
}

/** The URL query of a search: only what is given, kominkaFeatures repeated; defaults left out. */
export function searchStateToParams(state: SearchState): URLSearchParams {
  const params = appendStay(new URLSearchParams(), state);
  for (const key of state.kominkaFeatures) params.append('kominkaFeatures', key);
  if (state.minPrice) params.set('minPrice', state.minPrice);
  if (state.maxPrice) params.set('maxPrice', state.maxPrice);
  if (state.lodgingRegime) params.set('lodgingRegime', state.lodgingRegime);
  if (state.sort !== 'recommended') params.set('sort', state.sort);
  if (state.hideBooked) params.set('hideBooked', 'true');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The query of GET /api/properties-with-booking-status: the URL's plus the page size. */
export function searchApiQuery(state: SearchState, language: Language): string {
  const params = searchStateToParams(state);
  params.set('pageSize', String(PAGE_SIZE));
  // The cards' amenity labels in English on an English page.
  if (language === 'en') params.set('lang', 'en');
  return params.toString();
}

/** Identifies the filters alone: the form shows the URL's filters again only when they change. */
export function filtersKey(state: SearchFilters): string {
  return searchStateToParams({ ...state, sort: 'recommended', hideBooked: false, page: 1 }).toString();
}

/** The filters alone, without the sort, the toggle and the page. */
export function pickFilters(state: SearchFilters): SearchFilters {
  const { destination, checkIn, checkOut, guests, children, infants, kominkaFeatures, minPrice, maxPrice, lodgingRegime } = state;
  return { destination, checkIn, checkOut, guests, children, infants, kominkaFeatures, minPrice, maxPrice, lodgingRegime };
}

export function hasAdvancedFilters(filters: SearchFilters): boolean {
  return filters.kominkaFeatures.length > 0 || filters.minPrice !== '' || filters.maxPrice !== '' || filters.lodgingRegime !== '';
}

export const PRICE_ORDER_MESSAGE = msg('最低価格は最高価格よりも安く設定してください。');

/** Both prices given and min ≥ max → the original alert, and no search (docs/product/guest-screens.md). */
export function priceOrderError(filters: Pick<SearchFilters, 'minPrice' | 'maxPrice'>): string | undefined {
  if (filters.minPrice === '' || filters.maxPrice === '') return undefined;
  return Number(filters.minPrice) >= Number(filters.maxPrice) ? PRICE_ORDER_MESSAGE : undefined;
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { KominkaFeature, PropertyListItem, TOTAL_COUNT_HEADER as CONTRACT_TOTAL_COUNT_HEADER } from '@/contract/properties';
import { apiRequest } from '@/web/lib/api-client';

export interface SearchResultPage {
  items: PropertyListItem[];
  /** All matches over every page (the x-total-count header). */
  total: number;
}

const SEARCH_PATH = '/api/properties-with-booking-status';
/** The contract's header name (a type-only import keeps zod's schemas out of this page's code). */
const TOTAL_COUNT_HEADER: typeof CONTRACT_TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * GET /api/properties-with-booking-status?{query}: one page of houses with isBooked, and the total
 * from the x-total-count header. The previous page stays on screen while the next one loads.
 */
export const propertySearchQuery = (query: string) =>
  queryOptions<SearchResultPage>({
    queryKey: [SEARCH_PATH, query],
    queryFn: async () => {
      const res = await apiRequest('GET', query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH);
      const items = (await res.json()) as PropertyListItem[];
      const header = Number(res.headers.get(TOTAL_COUNT_HEADER));
      return { items, total: Number.isFinite(header) && res.headers.has(TOTAL_COUNT_HEADER) ? header : items.length };
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/kominka-features/by-category: category → features, for the 詳細条件 checkboxes. */
export const featuresByCategoryQuery = queryOptions<Record<string, KominkaFeature[]>>({
  queryKey: ['/api/kominka-features/by-category'],
});

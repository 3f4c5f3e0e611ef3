import { queryOptions } from '@tanstack/react-query';
import type { PropertyListItem } from '@/contract/properties';

export const TOP_RATED_LIMIT = 6;

/** GET /api/properties/top-rated?limit=6: the best-rated published houses (default query function). */
export const topRatedPropertiesQuery = queryOptions<PropertyListItem[]>({
  queryKey: [`/api/properties/top-rated?limit=${TOP_RATED_LIMIT}`],
});

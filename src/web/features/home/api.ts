import { queryOptions } from '@tanstack/react-query';
import type { PropertyListItem } from '@/contract/properties';
import type { Language } from '@/contract/language';

export const TOP_RATED_LIMIT = 6;

/**
 * GET /api/properties/top-rated?limit=6: the best-rated published houses (default query function), their
 * amenity labels in English for an English page (`&lang=en`).
 */
export const topRatedPropertiesQuery = (language: Language) =>
  queryOptions<PropertyListItem[]>({
    queryKey: [`/api/properties/top-rated?limit=${TOP_RATED_LIMIT}${language === 'en' ? '&lang=en' : ''}`],
  });

import { japanDate } from '@/domain/japan-date';
import { lastBookableDate } from '@/web/components/date-range/date-range-rules';
import type { PageData } from '@/web/lib/page-data';
import {
  propertyAmenitiesQuery,
  propertyAvailabilityQuery,
  propertyFeaturesQuery,
  propertyHostQuery,
  propertyQuery,
  propertyReviewsQuery,
} from '@/web/lib/property-queries';

/**
 * A house page's data before it is rendered on the server: the house, its amenities, features, host,
 * reviews and the booking card's calendar, all at once (the heart is the browser's: it is personal).
 */
export const propertyPageData: PageData = async ({ queryClient, params }) => {
  const id = params.id ?? '';
  const today = japanDate();
  await Promise.all([
    queryClient.prefetchQuery(propertyQuery(id)),
    queryClient.prefetchQuery(propertyAmenitiesQuery(id)),
    queryClient.prefetchQuery(propertyFeaturesQuery(id)),
    queryClient.prefetchQuery(propertyHostQuery(id)),
    queryClient.prefetchQuery(propertyReviewsQuery(id)),
    queryClient.prefetchQuery(propertyAvailabilityQuery(id, today, lastBookableDate(today))),
  ]);
};

import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  availabilitySchema,
  BasicAmenityLink,
  HostInfo,
  KominkaFeature,
  PricingResult,
  PropertyDetail,
  PropertyReviews,
} from '@/contract/properties';
import { apiJson, errorStatus } from '@/web/lib/api-client';

type Availability = z.infer<typeof availabilitySchema>;

/** The id as one path segment: the default query function joins the key with '/'. */
const segment = (id: string) => encodeURIComponent(id);

/** Prices and free nights change while the page is open: asked again after a minute. */
const LIVE_STALE_MS = 60_000;

/** GET /api/properties/{id}: the house (404 or 400 for an unknown or malformed id). */
export const propertyQuery = (id: string) => queryOptions<PropertyDetail>({ queryKey: ['/api/properties', segment(id)] });

/** The refusals of `propertyQuery` that mean there is no such house. */
export const PROPERTY_NOT_FOUND_STATUSES: readonly number[] = [404, 400];

/** GET /api/properties/{id}/features: its kominka features. */
export const propertyFeaturesQuery = (id: string) => queryOptions<KominkaFeature[]>({ queryKey: ['/api/properties', segment(id), 'features'] });

/** GET /api/properties/{id}/basic-amenities: its amenity links. */
export const propertyAmenitiesQuery = (id: string) =>
  queryOptions<BasicAmenityLink[]>({ queryKey: ['/api/properties', segment(id), 'basic-amenities'] });

/** GET /api/properties/{id}/host: the host's public profile; a 404 means no host to show (null). */
export const propertyHostQuery = (id: string) =>
  queryOptions<HostInfo | null>({
    queryKey: ['/api/properties', segment(id), 'host'],
    queryFn: async () => {
      try {
        return await apiJson<HostInfo>('GET', `/api/properties/${segment(id)}/host`);
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });

/** GET /api/properties/{id}/reviews: the published reviews, their count and average. */
export const propertyReviewsQuery = (id: string) => queryOptions<PropertyReviews>({ queryKey: ['/api/properties', segment(id), 'reviews'] });

/** GET /api/properties/{id}/availability?from&to: the nights that cannot be booked. */
export const propertyAvailabilityQuery = (id: string, from: string, to: string) =>
  queryOptions<Availability>({
    queryKey: ['/api/properties', segment(id), 'availability', from, to],
    queryFn: () =>
      apiJson<Availability>('GET', `/api/properties/${segment(id)}/availability?${new URLSearchParams({ from, to }).toString()}`),
    staleTime: LIVE_STALE_MS,
  });

/** The guests a quote is for: the accommodation tax is per guest (docs/product/accommodation-tax.md). */
export interface StayGuestCounts {
  guestsAdults: number;
  guestsChildren: number;
  guestsInfants: number;
}
export const ONE_ADULT: StayGuestCounts = { guestsAdults: 1, guestsChildren: 0, guestsInfants: 0 };

/**
 * POST /api/properties/{id}/calendar/calculate-pricing {checkinDate, checkoutDate, guests…}: each night's
 * price, the cleaning fee, the accommodation tax and the total. A query keyed on the dates and the
 * guests, so both booking cards share the answer.
 */
export const propertyPricingQuery = (id: string, checkinDate: string, checkoutDate: string, guests: StayGuestCounts = ONE_ADULT) =>
  queryOptions<PricingResult>({
    queryKey: ['/api/properties', segment(id), 'calendar', 'calculate-pricing', checkinDate, checkoutDate, guests.guestsAdults, guests.guestsChildren, guests.guestsInfants],
    queryFn: () =>
      apiJson<PricingResult>('POST', `/api/properties/${segment(id)}/calendar/calculate-pricing`, { checkinDate, checkoutDate, ...guests }),
    staleTime: LIVE_STALE_MS,
    // A POST: a page rendered on the server shows it loading, and the browser asks it (src/web/server-render.tsx).
    meta: { browserOnly: true },
  });

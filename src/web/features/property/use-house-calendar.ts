import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { japanDate } from '@/domain/japan-date';
import type { HouseCalendar } from '@/web/components/date-range/date-range-field';
import { lastBookableDate } from '@/web/components/date-range/date-range-rules';
import { propertyAvailabilityQuery } from '@/web/lib/property-queries';

/** The house's unavailable nights and closed days for the date picker (GET /api/properties/{id}/availability), from today for the bookable period. */
export function useHouseCalendar(propertyId: string, minNights: number): HouseCalendar {
  const today = japanDate();
  const availability = useQuery(propertyAvailabilityQuery(propertyId, today, lastBookableDate(today)));
  const days = useMemo(
    () => ({
      unavailable: new Set(availability.data?.unavailableDates ?? []),
      noArrival: new Set(availability.data?.closedToArrivalDates ?? []),
      noDeparture: new Set(availability.data?.closedToDepartureDates ?? []),
    }),
    [availability.data],
  );
  return { days, status: availability.status, minNights };
}

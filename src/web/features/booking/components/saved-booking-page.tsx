import { useState, type ReactNode } from 'react';
import type { PropertyDetail } from '@/contract/properties';
import { FullScreenSpinner } from '@/web/components/full-screen-spinner';
import { readBookingData, type BookingData } from '@/web/lib/booking-data';
import { useLeavePage } from '@/web/lib/use-leave-page';
import { SavedBookingLoader } from './saved-booking-loader';
import { useT } from '@/web/lib/i18n/use-t';

/**
 * A page made from the saved booking (`bookingData`): without one, back to / (docs/product/guest-screens.md); otherwise
 * the house loaded, then the page (the router's guest gate, src/web/app/guest-gate.tsx, lets only a signed-in guest in).
 */
export function SavedBookingPage({ children }: { children: (data: BookingData, property: PropertyDetail) => ReactNode }) {
  const [data] = useState(readBookingData);
  const t = useT();
  useLeavePage(data === null);
  if (!data) return <FullScreenSpinner label={t('トップページに移動しています...')} />;
  return <SavedBookingLoader data={data}>{(property) => children(data, property)}</SavedBookingLoader>;
}

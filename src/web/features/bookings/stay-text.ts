import type { Booking } from '@/contract/bookings';
import { coverImageUrl } from '@/web/lib/cover-image';

/** 大人2名・子ども1名: the guests by category, the empty categories left out. */
export function guestsByCategory(booking: Pick<Booking, 'guestsAdults' | 'guestsChildren' | 'guestsInfants'>): string {
  const parts = [`大人${booking.guestsAdults}名`];
  if (booking.guestsChildren > 0) parts.push(`子ども${booking.guestsChildren}名`);
  if (booking.guestsInfants > 0) parts.push(`乳幼児${booking.guestsInfants}名`);
  return parts.join('・');
}

/** The house's cover photo, or the same placeholder picture the house's other cards show. */
export function bookingImageUrl(booking: Pick<Booking, 'propertyId' | 'propertyImage'>): string {
  return coverImageUrl({ id: booking.propertyId, coverPhotoUrl: booking.propertyImage });
}

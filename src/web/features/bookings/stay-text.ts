import type { Booking } from '@/contract/bookings';
import { coverImageUrl } from '@/web/lib/cover-image';
import { partyText } from '@/web/lib/party';
import type { Language } from '@/contract/language';

/** 大人2名・子ども1名 (2 adults, 1 child): the guests by category, the empty categories left out. */
export function guestsByCategory(booking: Pick<Booking, 'guestsAdults' | 'guestsChildren' | 'guestsInfants'>, language: Language = 'ja'): string {
  return partyText({ adults: booking.guestsAdults, children: booking.guestsChildren, infants: booking.guestsInfants }, language);
}

/** The house's cover photo, or the same placeholder picture the house's other cards show. */
export function bookingImageUrl(booking: Pick<Booking, 'propertyId' | 'propertyImage'>): string {
  return coverImageUrl({ id: booking.propertyId, coverPhotoUrl: booking.propertyImage });
}

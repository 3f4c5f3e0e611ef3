import type { Booking } from '@/contract/bookings';

/** A booking's house as src/web/components/property/house-text.tsx shows it (its title and place in the page's language). */
export function bookedHouse(booking: Pick<Booking, 'propertyTitle' | 'propertyTitleEn' | 'propertyPrefecture' | 'propertyCity' | 'propertyCityEn'>) {
  return { title: booking.propertyTitle, titleEn: booking.propertyTitleEn, prefecture: booking.propertyPrefecture, city: booking.propertyCity, cityEn: booking.propertyCityEn };
}

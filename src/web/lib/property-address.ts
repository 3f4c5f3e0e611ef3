import type { PropertyDetail } from '@/contract/properties';
import { orderPhotos } from '@/web/lib/property-photos';
import type { BookingDataProperty } from './booking-data';

/** 〒601-0712 京都府南丹市美山町北 中牧 32 */
export function propertyAddress(property: Pick<PropertyDetail, 'zipcode' | 'prefecture' | 'city' | 'addressLine'>): string {
  const zip = property.zipcode ? `〒${property.zipcode} ` : '';
  return `${zip}${property.prefecture}${property.city}${property.addressLine}`;
}

/** What the later screens show of the house, saved with the booking. */
export function bookingDataProperty(property: PropertyDetail): BookingDataProperty {
  return {
    name: property.title,
    address: propertyAddress(property),
    photos: orderPhotos(property.photos).map((photo) => photo.url),
    averageRating: property.averageRating,
    basePriceJpy: property.basePriceJpy,
  };
}

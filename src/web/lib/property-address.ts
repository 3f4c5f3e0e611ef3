import type { PropertyDetail } from '@/contract/properties';
import { addressText } from '@/domain/address-visibility';
import { orderPhotos } from '@/web/lib/property-photos';
import type { BookingDataProperty } from './booking-data';
import { msg } from './i18n/translate';

/** What the house page says in place of the street address and the access, before a confirmed booking. */
export const ADDRESS_AFTER_CONFIRMATION = msg('番地・建物名とアクセス方法は、予約が確定したゲストにお知らせします。');

/**
 * The house's address as the answer gives it (src/domain/address-visibility.ts): 〒601-0712 京都府南丹市美山町北
 * 中牧 32 for its owner, the back office and a confirmed guest; 京都府南丹市美山町北 中牧 for everyone else.
 */
export function propertyAddress(property: Pick<PropertyDetail, 'zipcode' | 'prefecture' | 'city' | 'district' | 'addressLine'>): string {
  return addressText({ ...property, accessInfo: null, full: property.addressLine !== null });
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

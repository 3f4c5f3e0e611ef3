import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PricingResult, PropertyDetail } from '@/contract/properties';
import { japanDate, type IsoDate } from '@/domain/japan-date';
import { errorMessage, errorStatus } from '@/web/lib/api-client';
import { ONE_ADULT, propertyPricingQuery, type StayGuestCounts } from './property-queries';
import { readStayParty, type StayParty } from './booking-page-params';
import { MAX_INFANTS } from './party';
import { msg } from './i18n/translate';
import { isIsoDate, nightsBetween } from './calendar-dates';

/** The guest count goes up to the house's capacity, 8 when it is unknown (docs/product/guest-screens.md). */
export function guestLimit(property: PropertyDetail): number {
  return property.maxGuests > 0 ? property.maxGuests : 8;
}

export interface BookingSelection extends StayParty {
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
}

/**
 * The dates and party of the booking card: from the URL (checkIn, checkOut, guests, children, infants) when
 * given, adults and children within the house's capacity; check-in defaults to today in Japan.
 */
export function useBookingSelection(property: PropertyDetail) {
  const [params] = useSearchParams();
  return useState<BookingSelection>(() => {
    const checkIn = params.get('checkIn');
    const checkOut = params.get('checkOut');
    const party = readStayParty(params);
    const guests = Math.min(party.guests, guestLimit(property));
    return {
      checkIn: isIsoDate(checkIn) ? checkIn : japanDate(),
      checkOut: isIsoDate(checkOut) ? checkOut : '',
      guests,
      children: Math.min(party.children, guestLimit(property) - guests),
      infants: Math.min(party.infants, MAX_INFANTS),
    };
  });
}

export type PriceState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  /** The server refused the dates (400): its message (in the page's language), shown with `t`. */
  | { kind: 'invalid'; message: string }
  | { kind: 'priced'; result: PricingResult }
  /** No pricing answer: the fallback of docs/product/pricing.md, the base price times the nights plus the cleaning fee. */
  | { kind: 'fallback'; nights: number; nightsTotal: number; cleaningFeeJpy: number; totalPrice: number };

/** The price of the chosen nights from POST …/calendar/calculate-pricing, shared by every booking card on the page. */
export function useBookingPrice(property: PropertyDetail, checkIn: string, checkOut: string, guests: StayGuestCounts = ONE_ADULT): PriceState {
  const ready = Boolean(checkIn && checkOut);
  const query = useQuery({ ...propertyPricingQuery(property.id, checkIn, checkOut, guests), enabled: ready });
  if (!ready) return { kind: 'idle' };
  if (query.isPending) return { kind: 'loading' };
  if (query.isSuccess) return { kind: 'priced', result: query.data };
  if (errorStatus(query.error) === 400) {
    return { kind: 'invalid', message: errorMessage(query.error, msg('選択した日程では予約できません。')) };
  }
  const nights = nightsBetween(checkIn, checkOut);
  if (nights <= 0) return { kind: 'invalid', message: msg('チェックアウトはチェックインより後の日付を選択してください。') };
  const nightsTotal = property.basePriceJpy * nights;
  return { kind: 'fallback', nights, nightsTotal, cleaningFeeJpy: property.cleaningFeeJpy, totalPrice: nightsTotal + property.cleaningFeeJpy };
}

/** A stay's party as the quote's guests. */
export const quoteGuests = (party: StayParty): StayGuestCounts => ({ guestsAdults: Math.max(1, party.guests), guestsChildren: party.children, guestsInfants: party.infants });

/** The booking button is refused for dates the server turned down or that hold an unavailable night. */
export function priceBlocksBooking(price: PriceState): boolean {
  return price.kind === 'loading' || price.kind === 'invalid' || (price.kind === 'priced' && !price.result.available);
}

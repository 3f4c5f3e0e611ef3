import { readBookingData } from './booking-data';
import { isIsoDate } from './calendar-dates';

/**
 * What the booking and payment pages need from their URL or the saved booking. A page without it goes
 * home (docs/product/guest-screens.md); the router's guards ask the same questions, so that such a page
 * still goes home on its own, signed in or not (src/web/app/require-auth.tsx, `GuardHandle`).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?bookingId=` when it is a booking's id (the checkout and the embedded card page), otherwise null. */
export function bookingIdParam(params: URLSearchParams): string | null {
  const raw = params.get('bookingId');
  return raw && UUID.test(raw) ? raw : null;
}

/** The /checkout page pays `?bookingId=`, or else the saved booking. */
export function hasCheckoutData(params: URLSearchParams): boolean {
  return bookingIdParam(params) !== null || readBookingData() !== null;
}

/** The confirmation and /payment show the saved booking. */
export function hasSavedBooking(): boolean {
  return readBookingData() !== null;
}

/** A stay's party in numbers: adults (at least one), children and infants. */
export interface StayParty {
  /** Adults: `guests` or the seed's `guestCount`; 1 when absent. */
  guests: number;
  children: number;
  infants: number;
}

const countParam = (params: URLSearchParams, name: string, min: number): number | null => {
  const raw = params.get(name);
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isInteger(n) && n >= min ? n : null;
};

/** The party of ?guests&children&infants (the links of the search and the house page carry it). */
export function readStayParty(params: URLSearchParams): StayParty {
  return {
    guests: countParam(params, 'guests', 1) ?? countParam(params, 'guestCount', 1) ?? 1,
    children: Math.min(countParam(params, 'children', 0) ?? 0, 99),
    infants: Math.min(countParam(params, 'infants', 0) ?? 0, 99),
  };
}

export interface StayRequest extends StayParty {
  propertyId: string;
  checkIn: string;
  checkOut: string;
  fromConfirmation: boolean;
}

/** The guest form's stay: /property/{id}/booking?checkIn&checkOut&guests[&children&infants][&from=confirmation]; null without real dates. */
export function readStayRequest(propertyId: string | undefined, params: URLSearchParams): StayRequest | null {
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  if (!propertyId || !isIsoDate(checkIn) || !isIsoDate(checkOut)) return null;
  return {
    propertyId,
    checkIn,
    checkOut,
    ...readStayParty(params),
    fromConfirmation: params.get('from') === 'confirmation',
  };
}

/** The success page's payment session: `?session_id=`. */
export function successSessionId(params: URLSearchParams): string | null {
  return params.get('session_id');
}

/** The completion page's booking (`/booking-completion/{id}` or `?bookingId=`) or payment session (`?sessionId=`, `?session_id=`). */
export function completionTarget(pathId: string | undefined, params: URLSearchParams): { bookingId: string | null; sessionId: string | null } {
  return { bookingId: pathId ?? params.get('bookingId'), sessionId: params.get('sessionId') ?? params.get('session_id') };
}

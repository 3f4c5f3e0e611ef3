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

export interface StayRequest {
  propertyId: string;
  checkIn: string;
  checkOut: string;
  /** `guests` or the seed's `guestCount`; 1 when absent. */
  guests: number;
  fromConfirmation: boolean;
}

/** The guest form's stay: /property/{id}/booking?checkIn&checkOut&guests[&from=confirmation]; null without real dates. */
export function readStayRequest(propertyId: string | undefined, params: URLSearchParams): StayRequest | null {
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  if (!propertyId || !isIsoDate(checkIn) || !isIsoDate(checkOut)) return null;
  const guests = Number(params.get('guests') ?? params.get('guestCount') ?? '1');
  return {
    propertyId,
    checkIn,
    checkOut,
    guests: Number.isInteger(guests) && guests >= 1 ? guests : 1,
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

import { isValidIsoDate } from '@/domain/japan-date';

/** The session-storage key of the booking in progress (docs/product/guest-screens.md). */
export const BOOKING_DATA_KEY = 'bookingData';

/** The house as the later screens of the flow show it, saved with the booking so they need no extra call to start. */
export interface BookingDataProperty {
  name: string;
  address: string;
  photos: string[];
  averageRating: number | null;
  basePriceJpy: number;
}

/**
 * The booking in progress: the seed's fields (propertyId … specialRequests) and the ones later screens
 * read (checkIn … property). Amounts are the guest form's estimate; the server prices the stay again.
 */
export interface BookingData {
  propertyId: string;
  checkinDate: string;
  checkoutDate: string;
  guestsAdults: number;
  guestsChildren: number;
  guestsInfants: number;
  guestName: string;
  /** フリガナ as the guest typed it ('' when none): the server normalises it. */
  guestNameKana: string;
  guestEmail: string;
  guestPhone: string;
  specialRequests: string;
  checkIn: string;
  checkOut: string;
  guestCount: number;
  nights: number;
  basePrice: number;
  totalAmount: number;
  property: BookingDataProperty;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: unknown, min: number, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min ? value : fallback;

function readProperty(value: unknown): BookingDataProperty {
  const p = isRecord(value) ? value : {};
  return {
    name: text(p.name),
    address: text(p.address),
    photos: Array.isArray(p.photos) ? p.photos.filter((url): url is string => typeof url === 'string') : [],
    averageRating: typeof p.averageRating === 'number' && Number.isFinite(p.averageRating) ? p.averageRating : null,
    basePriceJpy: whole(p.basePriceJpy, 0, 0),
  };
}

/**
 * The saved record, read defensively: anything that is not JSON, or lacks the house or valid dates,
 * counts as no saved booking (another tab, an old version or a hand-edited value may have written it).
 */
export function parseBookingData(raw: string | null): BookingData | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const propertyId = text(value.propertyId);
  const checkinDate = text(value.checkinDate) || text(value.checkIn);
  const checkoutDate = text(value.checkoutDate) || text(value.checkOut);
  if (!propertyId || !isValidIsoDate(checkinDate) || !isValidIsoDate(checkoutDate) || checkoutDate <= checkinDate) return null;
  const guestsAdults = whole(value.guestsAdults, 1, whole(value.guestCount, 1, 1));
  const guestsChildren = whole(value.guestsChildren, 0, 0);
  return {
    propertyId,
    checkinDate,
    checkoutDate,
    guestsAdults,
    guestsChildren,
    guestsInfants: whole(value.guestsInfants, 0, 0),
    guestName: text(value.guestName),
    guestNameKana: text(value.guestNameKana),
    guestEmail: text(value.guestEmail),
    guestPhone: text(value.guestPhone),
    specialRequests: text(value.specialRequests),
    checkIn: checkinDate,
    checkOut: checkoutDate,
    guestCount: guestsAdults + guestsChildren,
    nights: whole(value.nights, 1, 1),
    basePrice: whole(value.basePrice, 0, 0),
    totalAmount: whole(value.totalAmount, 0, 0),
    property: readProperty(value.property),
  };
}

/** sessionStorage, or null where the browser refuses it (privacy modes, storage disabled). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readBookingData(): BookingData | null {
  try {
    return parseBookingData(storage()?.getItem(BOOKING_DATA_KEY) ?? null);
  } catch {
    return null;
  }
}

export function saveBookingData(data: BookingData): void {
  try {
    storage()?.setItem(BOOKING_DATA_KEY, JSON.stringify(data));
  } catch {
    // A full or refused storage: the flow still works within this page, only a reload loses the form.
  }
}

export function clearBookingData(): void {
  try {
    storage()?.removeItem(BOOKING_DATA_KEY);
  } catch {
    // Nothing saved that could be removed.
  }
}

/** /property/{id}/booking?checkIn&checkOut&guests[&from=confirmation]: the guest form of this booking. */
export function guestFormPath(data: Pick<BookingData, 'propertyId' | 'checkIn' | 'checkOut' | 'guestCount'>, fromConfirmation = false): string {
  const query = new URLSearchParams({ checkIn: data.checkIn, checkOut: data.checkOut, guests: String(data.guestCount) });
  if (fromConfirmation) query.set('from', 'confirmation');
  return `/property/${encodeURIComponent(data.propertyId)}/booking?${query.toString()}`;
}

import { addDays, japanDate } from '@/domain/japan-date';
import { MAX_INFANTS, type GuestCounts } from './party';
import { msg } from './i18n/translate';

/**
 * The stay a guest is looking for, as the search bar, the search page and the cards' links carry it
 * in the URL (docs/product/guest-screens.md): area, dates and number of guests. Empty strings mean "not given".
 */
export interface StayCriteria {
  destination: string;
  checkIn: string;
  checkOut: string;
  /** Adults: '1'…'8' ('8' is 8名以上), or '' for 指定なし. */
  guests: string;
  /** Children (2 to 12): '1'…'8', or '' for none. */
  children: string;
  /** Infants (under 2): '1'…'5', or '' for none. */
  infants: string;
}

export const EMPTY_STAY: StayCriteria = { destination: '', checkIn: '', checkOut: '', guests: '', children: '', infants: '' };

/** The URL's parameters of the dates and the party (the stay without its area). */
export const DATE_AND_PARTY_PARAMS = ['checkIn', 'checkOut', 'guests', 'children', 'infants'] as const satisfies readonly (keyof StayCriteria)[];

/** The largest count the party's selects offer for adults (8名以上) and for children. */
export const MAX_GUEST_OPTION = 8;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readDate(value: string | null): string {
  return value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : '';
}

/** A whole number ≥ min as a string, or ''. */
export function readInteger(value: string | null, min: number, max = Number.MAX_SAFE_INTEGER): string {
  if (!value || !/^\d+$/.test(value.trim())) return '';
  const n = Number(value.trim());
  return n >= min && n <= max ? String(n) : '';
}

export function readStay(params: URLSearchParams): StayCriteria {
  const guests = readInteger(params.get('guests'), 1);
  return {
    destination: (params.get('destination') ?? '').trim().slice(0, 100),
    checkIn: readDate(params.get('checkIn')),
    checkOut: readDate(params.get('checkOut')),
    // A larger party still fits the 8名以上 choice.
    guests: guests && String(Math.min(Number(guests), MAX_GUEST_OPTION)),
    children: readInteger(params.get('children'), 1, MAX_GUEST_OPTION),
    infants: readInteger(params.get('infants'), 1, MAX_INFANTS),
  };
}

/** The stay's party for the guest counts field. */
export function guestCountsOf(stay: Pick<StayCriteria, 'guests' | 'children' | 'infants'>): GuestCounts {
  return { adults: stay.guests ? Number(stay.guests) : null, children: Number(stay.children || 0), infants: Number(stay.infants || 0) };
}

/** The guest counts field's party as the stay's strings (0 children or infants: not given). */
export function stayGuestsOf(counts: GuestCounts): Pick<StayCriteria, 'guests' | 'children' | 'infants'> {
  return { guests: counts.adults === null ? '' : String(counts.adults), children: counts.children > 0 ? String(counts.children) : '', infants: counts.infants > 0 ? String(counts.infants) : '' };
}

/** Appends the stay's given values to `params` (nothing for empty ones). */
export function appendStay(params: URLSearchParams, stay: StayCriteria): URLSearchParams {
  const destination = stay.destination.trim();
  if (destination) params.set('destination', destination);
  if (stay.checkIn) params.set('checkIn', stay.checkIn);
  if (stay.checkOut) params.set('checkOut', stay.checkOut);
  appendParty(params, stay);
  return params;
}

/** The party's given values (guests, children, infants) appended to `params`. */
function appendParty(params: URLSearchParams, stay: Partial<Pick<StayCriteria, 'guests' | 'children' | 'infants'>>): void {
  if (stay.guests) params.set('guests', stay.guests);
  if (stay.children) params.set('children', stay.children);
  if (stay.infants) params.set('infants', stay.infants);
}

/** /search?destination=…&checkIn=…&checkOut=…&guests=…&children=…&infants=… */
export function searchHref(stay: StayCriteria): string {
  const query = appendStay(new URLSearchParams(), stay).toString();
  return query ? `/search?${query}` : '/search';
}

/** /property/{id}, carrying the search's dates and guests when given. */
export function propertyHref(id: string, stay?: Pick<StayCriteria, 'checkIn' | 'checkOut' | 'guests'> & Partial<Pick<StayCriteria, 'children' | 'infants'>>): string {
  const params = new URLSearchParams();
  if (stay?.checkIn) params.set('checkIn', stay.checkIn);
  if (stay?.checkOut) params.set('checkOut', stay.checkOut);
  if (stay) appendParty(params, stay);
  const query = params.toString();
  return query ? `/property/${id}?${query}` : `/property/${id}`;
}

/** Today in Japan: the earliest check-in. */
export function earliestCheckIn(): string {
  return japanDate();
}

/** The day after check-in (or after today): the earliest check-out. */
export function earliestCheckOut(checkIn: string): string {
  return addDays(checkIn || japanDate(), 1);
}

export interface StayErrors {
  checkIn?: string;
  checkOut?: string;
}

/** The dates' rules of the search forms: check-in today or later, check-out after check-in. */
export function validateStayDates(stay: StayCriteria): StayErrors {
  const errors: StayErrors = {};
  if (stay.checkIn && stay.checkIn < earliestCheckIn()) errors.checkIn = msg('チェックイン日は今日以降の日付を選択してください');
  if (stay.checkOut && stay.checkOut < earliestCheckOut(stay.checkIn)) {
    errors.checkOut = stay.checkIn ? msg('チェックアウト日はチェックイン日より後の日付を選択してください') : msg('チェックアウト日は明日以降の日付を選択してください');
  }
  return errors;
}

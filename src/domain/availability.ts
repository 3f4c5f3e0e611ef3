import type { BookingStatus } from '@/contract/enums';
import { addDays, type IsoDate } from './japan-date';

/**
 * A night is the date it starts on: a stay from 10 to 12 March holds the nights of the 10th and the
 * 11th, and the next guest may check in on the 12th. A night is unavailable when a booking that is not
 * cancelled holds it (the same rule as the database's `bookings_no_overlap` constraint) or when the
 * house's calendar closes it (isAvailable = false).
 */

/** A half-open range of nights [from, to): `to` is the check-out day, not a night. */
export interface NightRange {
  from: IsoDate;
  to: IsoDate;
}

export interface BookingSpan {
  checkinDate: IsoDate;
  checkoutDate: IsoDate;
  status: BookingStatus;
}

/** Bookings that hold their nights: every status except cancelled. */
export function holdsNights(status: BookingStatus): boolean {
  return status !== 'cancelled';
}

/** The nights of a stay: check-in up to the day before check-out; none when check-out is not later. */
export function nightsOf(checkin: IsoDate, checkout: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let date = checkin; date < checkout; date = addDays(date, 1)) nights.push(date);
  return nights;
}

/** The nights of the range that are held by a live booking or blocked on the calendar, in date order. */
export function unavailableNights(range: NightRange, bookings: readonly BookingSpan[], blockedDates: Iterable<IsoDate>): IsoDate[] {
  const taken = new Set<IsoDate>();
  for (const booking of bookings) {
    if (!holdsNights(booking.status)) continue;
    const from = booking.checkinDate > range.from ? booking.checkinDate : range.from;
    const to = booking.checkoutDate < range.to ? booking.checkoutDate : range.to;
    for (const night of nightsOf(from, to)) taken.add(night);
  }
  for (const date of blockedDates) if (date >= range.from && date < range.to) taken.add(date);
  return [...taken].sort();
}

/** True when every night of the range is free. */
export function isRangeAvailable(range: NightRange, bookings: readonly BookingSpan[], blockedDates: Iterable<IsoDate>): boolean {
  return unavailableNights(range, bookings, blockedDates).length === 0;
}

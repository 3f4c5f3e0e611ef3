import type { Booking } from '@/contract/bookings';
import type { IsoDate } from '@/domain/japan-date';
import { msg } from '@/web/lib/i18n/translate';

export type BookingTab = 'upcoming' | 'past' | 'cancelled';

export const BOOKING_TABS: { value: BookingTab; label: string; empty: string }[] = [
  { value: 'upcoming', label: msg('今後の予約'), empty: msg('今後の予約はありません') },
  { value: 'past', label: msg('過去の予約'), empty: msg('過去の予約はありません') },
  { value: 'cancelled', label: msg('キャンセル'), empty: msg('キャンセルした予約はありません') },
];

/**
 * The tab of a booking (docs/product/guest-screens.md), with `today` the calendar day in Japan:
 * cancelled = cancelled or no_show; past = completed, or a stay whose check-out day has gone by;
 * upcoming = the rest — a confirmed stay not yet over (also one under way today), and a tentative
 * hold or a pending request, which are upcoming too.
 */
export function bookingTab(booking: Pick<Booking, 'status' | 'checkOut'>, today: IsoDate): BookingTab {
  if (booking.status === 'cancelled' || booking.status === 'no_show') return 'cancelled';
  if (booking.status === 'completed' || booking.checkOut < today) return 'past';
  return 'upcoming';
}

/**
 * The bookings of each tab: upcoming soonest first, past and cancelled latest first (the server's
 * order is kept between equal dates).
 */
export function groupBookings(bookings: readonly Booking[], today: IsoDate): Record<BookingTab, Booking[]> {
  const groups: Record<BookingTab, Booking[]> = { upcoming: [], past: [], cancelled: [] };
  for (const booking of bookings) groups[bookingTab(booking, today)].push(booking);
  groups.upcoming.sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  groups.past.sort((a, b) => b.checkIn.localeCompare(a.checkIn));
  groups.cancelled.sort((a, b) => b.checkIn.localeCompare(a.checkIn));
  return groups;
}

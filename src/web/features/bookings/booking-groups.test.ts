import { describe, expect, it } from 'vitest';
import type { Booking } from '@/contract/bookings';
import { bookingTab, groupBookings } from './booking-groups';

const TODAY = '2026-05-10';

function booking(status: Booking['status'], checkIn: string, checkOut: string, id = `${status}-${checkIn}`): Booking {
  return { id, status, checkIn, checkOut } as Booking;
}

describe('bookingTab (the grouping of docs/product/guest-screens.md)', () => {
  it('puts cancelled and no_show bookings under キャンセル whatever their dates', () => {
    expect(bookingTab(booking('cancelled', '2026-06-01', '2026-06-03'), TODAY)).toBe('cancelled');
    expect(bookingTab(booking('no_show', '2026-04-01', '2026-04-03'), TODAY)).toBe('cancelled');
  });

  it('puts completed stays, and confirmed ones whose check-out day has gone by, under 過去の予約', () => {
    expect(bookingTab(booking('completed', '2026-05-08', '2026-05-10'), TODAY)).toBe('past');
    expect(bookingTab(booking('confirmed', '2026-05-07', '2026-05-09'), TODAY)).toBe('past');
  });

  it('keeps future and current stays, holds and requests under 今後の予約', () => {
    expect(bookingTab(booking('confirmed', '2026-05-11', '2026-05-12'), TODAY)).toBe('upcoming');
    // Checking out today: the stay is not over until the day is.
    expect(bookingTab(booking('confirmed', '2026-05-08', '2026-05-10'), TODAY)).toBe('upcoming');
    expect(bookingTab(booking('tentative', '2026-06-01', '2026-06-02'), TODAY)).toBe('upcoming');
    expect(bookingTab(booking('pending', '2026-06-01', '2026-06-02'), TODAY)).toBe('upcoming');
  });
});

describe('groupBookings', () => {
  it('orders upcoming stays soonest first and the others latest first', () => {
    const groups = groupBookings(
      [
        booking('confirmed', '2026-07-01', '2026-07-02'),
        booking('confirmed', '2026-05-20', '2026-05-21'),
        booking('completed', '2026-01-01', '2026-01-02'),
        booking('completed', '2026-03-01', '2026-03-02'),
        booking('cancelled', '2026-02-01', '2026-02-02'),
      ],
      TODAY,
    );
    expect(groups.upcoming.map((b) => b.checkIn)).toEqual(['2026-05-20', '2026-07-01']);
    expect(groups.past.map((b) => b.checkIn)).toEqual(['2026-03-01', '2026-01-01']);
    expect(groups.cancelled).toHaveLength(1);
  });
});

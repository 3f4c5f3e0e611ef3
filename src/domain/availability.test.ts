import { describe, expect, it } from 'vitest';
import { isRangeAvailable, nightsOf, unavailableNights, type BookingSpan } from './availability';

describe('nightsOf', () => {
  it('lists check-in up to the day before check-out, across month, year and leap day', () => {
    expect(nightsOf('2026-06-10', '2026-06-12')).toEqual(['2026-06-10', '2026-06-11']);
    expect(nightsOf('2026-12-31', '2027-01-02')).toEqual(['2026-12-31', '2027-01-01']);
    expect(nightsOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
  });

  it('has no nights when check-out is not after check-in', () => {
    expect(nightsOf('2026-06-10', '2026-06-10')).toEqual([]);
    expect(nightsOf('2026-06-10', '2026-06-01')).toEqual([]);
  });
});

describe('unavailableNights', () => {
  const range = { from: '2026-06-10', to: '2026-06-15' };
  const booking = (checkinDate: string, checkoutDate: string, status: BookingSpan['status'] = 'confirmed'): BookingSpan => ({
    checkinDate,
    checkoutDate,
    status,
  });

  it('is empty when nothing holds a night', () => {
    expect(unavailableNights(range, [], [])).toEqual([]);
    expect(isRangeAvailable(range, [], [])).toBe(true);
  });

  it('counts the nights of live bookings inside the range only', () => {
    const nights = unavailableNights(range, [booking('2026-06-08', '2026-06-11'), booking('2026-06-14', '2026-06-20', 'tentative')], []);
    expect(nights).toEqual(['2026-06-10', '2026-06-14']);
    expect(isRangeAvailable(range, [booking('2026-06-08', '2026-06-11')], [])).toBe(false);
  });

  it('lets a stay start on the day another one checks out, and end on the day another checks in', () => {
    expect(isRangeAvailable(range, [booking('2026-06-05', '2026-06-10'), booking('2026-06-15', '2026-06-18')], [])).toBe(true);
  });

  it('ignores cancelled bookings but not pending, tentative, completed or no-show ones', () => {
    expect(isRangeAvailable(range, [booking('2026-06-10', '2026-06-12', 'cancelled')], [])).toBe(true);
    for (const status of ['tentative', 'pending', 'confirmed', 'completed', 'no_show'] as const) {
      expect(isRangeAvailable(range, [booking('2026-06-11', '2026-06-12', status)], []), status).toBe(false);
    }
  });

  it('counts blocked calendar dates inside the range, once each, in date order', () => {
    const nights = unavailableNights(range, [booking('2026-06-12', '2026-06-14')], ['2026-06-13', '2026-06-11', '2026-06-15', '2026-06-09']);
    expect(nights).toEqual(['2026-06-11', '2026-06-12', '2026-06-13']);
  });
});

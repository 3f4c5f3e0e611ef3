import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '@/contract/enums';
import { BOOKING_EVENTS, type BookingEvent, nextStatus, statusesAccepting } from './booking-state';

/** Every allowed transition of docs/product/bookings.md; everything else is refused. */
const ALLOWED: [BookingStatus, BookingEvent, BookingStatus][] = [
  ['tentative', 'payment_succeeded', 'confirmed'],
  ['tentative', 'payment_authorized', 'pending'],
  ['tentative', 'request_sent', 'pending'],
  ['tentative', 'payment_failed', 'cancelled'],
  ['tentative', 'hold_expired', 'cancelled'],
  ['tentative', 'guest_cancelled', 'cancelled'],
  ['pending', 'host_approved', 'confirmed'],
  ['pending', 'host_approved_to_pay', 'tentative'],
  ['pending', 'host_rejected', 'cancelled'],
  ['pending', 'request_expired', 'cancelled'],
  ['pending', 'guest_cancelled', 'cancelled'],
  ['pending', 'host_cancelled', 'cancelled'],
  ['pending', 'admin_cancelled', 'cancelled'],
  ['confirmed', 'guest_cancelled', 'cancelled'],
  ['confirmed', 'host_cancelled', 'cancelled'],
  ['confirmed', 'admin_cancelled', 'cancelled'],
  ['confirmed', 'stay_completed', 'completed'],
  ['confirmed', 'no_show', 'no_show'],
];

describe('booking state machine', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, event, to) => {
    expect(nextStatus(from, event)).toBe(to);
  });

  const refused = BOOKING_STATUSES.flatMap((from) =>
    BOOKING_EVENTS.filter((event) => !ALLOWED.some(([f, e]) => f === from && e === event)).map((event) => [from, event] as const),
  );

  it.each(refused)('refuses %s --%s-->', (from, event) => {
    expect(nextStatus(from, event)).toBeNull();
  });

  it('covers every state and event', () => {
    expect(ALLOWED.length + refused.length).toBe(BOOKING_STATUSES.length * BOOKING_EVENTS.length);
  });

  it('completed, cancelled and no_show are final', () => {
    for (const status of ['completed', 'cancelled', 'no_show'] as const) {
      expect(BOOKING_EVENTS.map((e) => nextStatus(status, e)).filter(Boolean)).toEqual([]);
    }
  });

  it('statusesAccepting gives the WHERE of each conditional update', () => {
    expect(statusesAccepting('guest_cancelled').sort()).toEqual(['confirmed', 'pending', 'tentative']);
    expect(statusesAccepting('payment_succeeded')).toEqual(['tentative']);
    expect(statusesAccepting('stay_completed')).toEqual(['confirmed']);
  });
});

import { describe, expect, it } from 'vitest';
import type { HostBookingDetail, HostBookingListItem } from '@/contract/host-bookings';
import { withChangedBooking } from './api';

const row = (id: string, status: HostBookingListItem['status']): HostBookingListItem =>
  ({ id, status, allowedActions: status === 'pending' ? ['approve', 'reject'] : ['cancel'], paymentStatus: 'authorized' }) as HostBookingListItem;
const approved = { ...row('b', 'confirmed'), paymentStatus: 'paid' } as HostBookingDetail;

describe('a host list page once a booking changed', () => {
  const page = { items: [row('a', 'pending'), row('b', 'pending')], total: 2, totalCapped: false, counts: null };

  it('drops the row from a page filtered by status when its status changed', () => {
    const next = withChangedBooking(page, approved, true);
    expect(next.items.map((item) => item.id)).toEqual(['a']);
    expect(next.total).toBe(1);
  });

  it('shows the new state on an unfiltered page', () => {
    const next = withChangedBooking(page, approved, false);
    expect(next.items[1]).toMatchObject({ id: 'b', status: 'confirmed', paymentStatus: 'paid', allowedActions: ['cancel'] });
    expect(next.total).toBe(2);
  });

  it('leaves a page without the booking as it was', () => {
    const other = { ...page, items: [row('a', 'pending')], total: 1 };
    expect(withChangedBooking(other, approved, true)).toBe(other);
  });
});

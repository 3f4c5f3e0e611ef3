import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@/contract/bookings';

/** GET /api/user/bookings: the signed-in guest's bookings, every state. */
export const userBookingsQuery = queryOptions<Booking[]>({ queryKey: ['/api/user/bookings'] });

/** GET /api/bookings/{id}: one of the signed-in guest's own bookings (404 for anyone else's), with its breakdown and policy. */
export const bookingQuery = (id: string) => queryOptions<Booking>({ queryKey: ['/api/bookings', encodeURIComponent(id)] });

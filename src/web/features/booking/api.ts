import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Booking,
  CheckoutSession,
  checkoutBodySchema,
  CreateBookingBody,
  CreateCheckoutSessionBody,
} from '@/contract/bookings';
import { apiJson } from '@/web/lib/api-client';

type CheckoutBody = z.input<typeof checkoutBodySchema>;

/** GET /api/bookings/{id}: one of the signed-in guest's bookings, with its breakdown and policy. */
export const bookingQuery = (id: string) => queryOptions<Booking>({ queryKey: ['/api/bookings', encodeURIComponent(id)] });

/** POST /api/create-checkout-session: holds the nights and answers the card page's URL, in one call. */
export function createCheckoutSession(body: CreateCheckoutSessionBody): Promise<CheckoutSession> {
  return apiJson<CheckoutSession>('POST', '/api/create-checkout-session', body);
}

/** POST /api/bookings: the seed's first call of /checkout, a tentative booking; its id is what the next call needs. */
export function createBooking(body: CreateBookingBody): Promise<Pick<Booking, 'id'>> {
  return apiJson<Pick<Booking, 'id'>>('POST', '/api/bookings', body);
}

/** POST /api/checkout {reservationId}: the card page of a booking that waits for payment. */
export function checkoutBooking(body: CheckoutBody): Promise<CheckoutSession> {
  return apiJson<CheckoutSession>('POST', '/api/checkout', { currency: 'jpy', ...body });
}

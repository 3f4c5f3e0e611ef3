import type { z } from 'zod';
import type {
  Booking,
  CheckoutSession,
  checkoutBodySchema,
  CreateBookingBody,
  createCheckoutSessionBodySchema,
} from '@/contract/bookings';
import { apiJson } from '@/web/lib/api-client';

/** GET /api/bookings/{id}, shared with the payment and booking-list pages. */
export { bookingQuery } from '@/web/lib/booking-queries';

type CheckoutBody = z.input<typeof checkoutBodySchema>;
type CreateCheckoutSessionBody = z.input<typeof createCheckoutSessionBodySchema>;

/** POST /api/create-checkout-session: holds the nights and answers the card page's URL, in one call (`language`: the page's, for the return addresses). */
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

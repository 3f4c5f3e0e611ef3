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

/** What the server's error body says, parsed from the client's `"{status}: {body}"` error. */
export interface ApiErrorBody {
  status?: number;
  code?: string;
  message?: string;
  field?: string;
  redirectUrl?: string;
}

export function apiErrorBody(error: unknown): ApiErrorBody {
  if (!(error instanceof Error)) return {};
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return {};
  const status = Number(match[1]);
  try {
    const body: unknown = JSON.parse(match[2]);
    if (!body || typeof body !== 'object') return { status };
    const read = (key: string) => {
      const value = (body as Record<string, unknown>)[key];
      return typeof value === 'string' && value ? value : undefined;
    };
    return { status, code: read('code'), message: read('message'), field: read('field'), redirectUrl: read('redirectUrl') };
  } catch {
    return { status };
  }
}

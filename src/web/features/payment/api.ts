import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BookingBySession,
  localCardBodySchema,
  localCardResultSchema,
  LocalSession,
  LocalVoucherBody,
  paymentIntentSchema,
} from '@/contract/bookings';
import type { Language } from '@/contract/language';
import { apiJson, sendRequest } from '@/web/lib/api-client';

export type CardDetails = z.input<typeof localCardBodySchema>;
export type CardResult = z.infer<typeof localCardResultSchema>;
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

const segment = (id: string) => encodeURIComponent(id);

/**
 * A call of the local card page, whose address has no language: its refusals come in the session's language
 * (the language of the page that opened it), which the page names.
 */
async function localPageCall<T>(url: string, body: unknown, language: Language): Promise<T> {
  const res = await sendRequest('POST', url, body, { headers: { 'Accept-Language': language } });
  return (await res.json()) as T;
}

/** GET /api/payments/local/{sessionId}: what the local card page shows (amount, description, state, expiry). */
export const localSessionQuery = (sessionId: string) =>
  queryOptions<LocalSession>({ queryKey: ['/api/payments/local', segment(sessionId)] });

/** POST /api/payments/local/{sessionId}/complete: 200 {redirectUrl}; 402 declined; 400 {field}; 409 no longer payable. */
export function completeLocalPayment(sessionId: string, card: CardDetails, language: Language): Promise<CardResult> {
  return localPageCall<CardResult>(`/api/payments/local/${segment(sessionId)}/complete`, card, language);
}

/** POST /api/create-payment-intent {amount, metadata:{bookingId}}: the embedded card page's payment. */
export function createPaymentIntent(bookingId: string, language: Language, amount?: number): Promise<PaymentIntent> {
  return apiJson<PaymentIntent>('POST', '/api/create-payment-intent', { amount, metadata: { bookingId }, language });
}

/** GET /api/booking-by-session/{sessionId}: the booking behind a checkout session, as the server now knows it. */
export const bookingBySessionQuery = (sessionId: string) =>
  queryOptions<BookingBySession>({ queryKey: ['/api/booking-by-session', segment(sessionId)] });

/** POST /api/payments/local/{sessionId}/voucher: コンビニ払い or 銀行振込 chosen; 409 when not offered (the reason) or no longer open. */
export function chooseLocalVoucher(sessionId: string, method: LocalVoucherBody['method'], language: Language): Promise<{ redirectUrl: string }> {
  return localPageCall<{ redirectUrl: string }>(`/api/payments/local/${segment(sessionId)}/voucher`, { method }, language);
}

/** POST /api/payments/local/{sessionId}/simulate-paid: the test mode's 「支払い済みにする」 (404 where it is off). */
export function simulateLocalVoucherPaid(sessionId: string, language: Language): Promise<{ redirectUrl: string }> {
  return localPageCall<{ redirectUrl: string }>(`/api/payments/local/${segment(sessionId)}/simulate-paid`, undefined, language);
}

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
import { apiJson } from '@/web/lib/api-client';

export type CardDetails = z.input<typeof localCardBodySchema>;
export type CardResult = z.infer<typeof localCardResultSchema>;
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

const segment = (id: string) => encodeURIComponent(id);

/** GET /api/payments/local/{sessionId}: what the local card page shows (amount, description, state, expiry). */
export const localSessionQuery = (sessionId: string) =>
  queryOptions<LocalSession>({ queryKey: ['/api/payments/local', segment(sessionId)] });

/** POST /api/payments/local/{sessionId}/complete: 200 {redirectUrl}; 402 declined; 400 {field}; 409 no longer payable. */
export function completeLocalPayment(sessionId: string, card: CardDetails): Promise<CardResult> {
  return apiJson<CardResult>('POST', `/api/payments/local/${segment(sessionId)}/complete`, card);
}

/** POST /api/create-payment-intent {amount, metadata:{bookingId}}: the embedded card page's payment. */
export function createPaymentIntent(bookingId: string, amount?: number): Promise<PaymentIntent> {
  return apiJson<PaymentIntent>('POST', '/api/create-payment-intent', { amount, metadata: { bookingId } });
}

/** GET /api/booking-by-session/{sessionId}: the booking behind a checkout session, as the server now knows it. */
export const bookingBySessionQuery = (sessionId: string) =>
  queryOptions<BookingBySession>({ queryKey: ['/api/booking-by-session', segment(sessionId)] });

/** POST /api/payments/local/{sessionId}/voucher: コンビニ払い or 銀行振込 chosen; 409 when not offered (the reason) or no longer open. */
export function chooseLocalVoucher(sessionId: string, method: LocalVoucherBody['method']): Promise<{ redirectUrl: string }> {
  return apiJson<{ redirectUrl: string }>('POST', `/api/payments/local/${segment(sessionId)}/voucher`, { method });
}

/** POST /api/payments/local/{sessionId}/simulate-paid: the test mode's 「支払い済みにする」 (404 where it is off). */
export function simulateLocalVoucherPaid(sessionId: string): Promise<{ redirectUrl: string }> {
  return apiJson<{ redirectUrl: string }>('POST', `/api/payments/local/${segment(sessionId)}/simulate-paid`);
}

import type { PaymentMethod } from '@/contract/enums';
import type { Language } from '@/contract/language';
import type { PayLaterOffer } from '@/domain/pay-later';

/**
 * The payment provider behind checkout, capture and refunds. Two implementations, chosen by
 * configuration (src/server/config.ts): `local` (the app's own test card page, the default) and
 * `stripe` (Checkout Sessions). Neither changes a booking itself: what happened at the provider comes
 * back as a `PaymentEvent`, and `applyPaymentEvent` (features/bookings/payment-events.ts) is the one
 * place that moves a booking and records payments and refunds, whichever provider sent it. Nothing in
 * `payments/` imports from `features/`: the booking code depends on the provider, never the reverse.
 */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';

  /** A hosted payment page for a booking; the amount is the server's own price. */
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;

  /** What the provider knows about a session now (the success page asks the server, which asks the provider). */
  retrieveCheckoutSession(sessionId: string): Promise<ProviderSession>;

  /** Ends an open session so that it can no longer be paid (the hold it belonged to has lapsed). */
  expireCheckoutSession(sessionId: string): Promise<void>;

  /** Takes an authorised amount (request to book approved by the host). */
  capturePayment(paymentIntentId: string, idempotencyKey: string): Promise<void>;

  /** Releases an authorisation without taking money (request rejected, expired or withdrawn). */
  cancelAuthorization(paymentIntentId: string, idempotencyKey: string): Promise<void>;

  /** Gives back part or all of a captured payment. */
  refund(input: { paymentIntentId: string; amountJpy: number; reason: string; idempotencyKey: string }): Promise<{ id: string; status: 'succeeded' | 'pending' | 'failed' }>;
}

export interface CheckoutSessionInput {
  bookingId: string;
  /** Whole yen, tax-inclusive (JPY is zero-decimal at Stripe). */
  amountJpy: number;
  /** What the card page shows: the house and the dates. */
  description: string;
  customerEmail: string;
  /** Request to book: authorise only, capture when the host approves. */
  manualCapture: boolean;
  /** `{CHECKOUT_SESSION_ID}` in it is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
  /**
   * The language of the page the guest came from: Stripe's page shows in it (`locale`); the local card
   * page reads it from the success URL (`/en/…`), which the session keeps.
   */
  language: Language;
  expiresAt: Date;
  /**
   * Whether コンビニ払い and 銀行振込 are offered on the page, with their deadline, or why not
   * (src/domain/pay-later.ts). Card is always offered.
   */
  payLater: PayLaterOffer;
  idempotencyKey: string;
}

export interface ProviderSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  /** paid | unpaid | no_payment_required (Stripe's words; an authorisation only is `unpaid` with status complete). */
  paymentStatus: string;
  paymentIntentId: string | null;
  amountTotal: number;
  bookingId: string | null;
  manualCapture: boolean;
}

/**
 * Something that happened at the provider, in the app's words. `eventId` is unique per provider: the
 * same event applied twice changes nothing the second time (webhook_events).
 */
export interface PaymentEvent {
  provider: 'local' | 'stripe';
  eventId: string;
  type:
    | 'checkout_completed' // the card was charged (paid) or authorised (manual capture)
    | 'payment_succeeded_async' // a delayed method finished
    | 'payment_failed' // declined or an async method failed: the hold is released
    | 'checkout_expired' // the session lapsed unpaid: the hold is released
    | 'refund_updated'; // a refund's final state
  bookingId: string | null;
  sessionId: string | null;
  paymentIntentId: string | null;
  amountJpy: number | null;
  /** checkout_completed: paid, or authorized for manual capture, or unpaid for a delayed method. */
  paymentStatus?: 'paid' | 'authorized' | 'unpaid';
  refund?: { id: string; amountJpy: number; status: 'succeeded' | 'pending' | 'failed' };
  failureMessage?: string;
  /** How the guest pays, when the event says (a voucher issued, a delayed payment's arrival). */
  paymentMethod?: PaymentMethod;
  /** A voucher's deadline (コンビニ払い, 銀行振込): the nights stay held until then. */
  payableUntil?: Date;
  /** The provider's page of an issued voucher, where the guest sees the payment number or the account to pay into. */
  voucherUrl?: string;
  payload: unknown;
}

export class PaymentProviderError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

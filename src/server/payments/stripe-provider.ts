import Stripe from 'stripe';
import { daysBetween, japanDate } from '@/domain/japan-date';
import { type CheckoutSessionInput, type PaymentProvider, PaymentProviderError, type ProviderSession } from './provider';

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: a local fake of the Stripe API (`http://127.0.0.1:PORT`). */
  apiUrl?: string;
}

/** Stripe refuses an `expires_at` less than 30 minutes away; a little margin covers the request's own travel time. */
const MIN_EXPIRY_SECONDS = 30 * 60 + 5;
/** …and one more than 24 hours away. */
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

/**
 * The `stripe` provider: Checkout Sessions in JPY through the official SDK. JPY is a zero-decimal
 * currency at Stripe, so amounts are sent as whole yen, never multiplied by 100. Every call that
 * changes money carries the caller's idempotency key, which the SDK also reuses on its own retries.
 */
export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  const stripe = createStripeClient(config);

  return {
    name: 'stripe',

    async createCheckoutSession(input: CheckoutSessionInput) {
      const captureMethod = input.manualCapture ? 'manual' : 'automatic';
      // Kept on the session and on the PaymentIntent: events of either kind lead back to the booking.
      const payLater = input.payLater.offered ? input.payLater : null;
      const metadata = { bookingId: input.bookingId, captureMethod, ...(payLater && { payableUntil: payLater.deadline.toISOString() }) };
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            locale: input.language,
            line_items: [{ quantity: 1, price_data: { currency: 'jpy', unit_amount: input.amountJpy, product_data: { name: input.description } } }],
            customer_email: input.customerEmail,
            metadata,
            payment_intent_data: { metadata, ...(input.manualCapture ? { capture_method: 'manual' as const } : {}) },
            ...(payLater && payLaterOptions(payLater, new Date())),
            expires_at: checkoutExpiry(input.expiresAt),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderError('決済ページを作成できませんでした');
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(sessionId: string): Promise<ProviderSession> {
      const session = await call(() => stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] }));
      return toProviderSession(session);
    },

    async expireCheckoutSession(sessionId: string) {
      await unlessAlready(
        () => stripe.checkout.sessions.expire(sessionId),
        // Paid or lapsed meanwhile: there is nothing left to end.
        async () => (await stripe.checkout.sessions.retrieve(sessionId)).status !== 'open',
      );
    },

    async capturePayment(paymentIntentId: string, idempotencyKey: string) {
      await unlessAlready(
        () => stripe.paymentIntents.capture(paymentIntentId, {}, { idempotencyKey }),
        async () => (await stripe.paymentIntents.retrieve(paymentIntentId)).status === 'succeeded',
      );
    },

    async cancelAuthorization(paymentIntentId: string, idempotencyKey: string) {
      await unlessAlready(
        () => stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey }),
        async () => (await stripe.paymentIntents.retrieve(paymentIntentId)).status === 'canceled',
      );
    },

    async refund({ paymentIntentId, amountJpy, reason, idempotencyKey }) {
      const refund = await call(() =>
        stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountJpy, metadata: { reason } }, { idempotencyKey }),
      );
      return { id: refund.id, status: refundStatus(refund.status) };
    },
  };
}

/** The SDK pointed at Stripe, or at `apiUrl` in tests. */
export function createStripeClient(config: StripeProviderConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'https:' ? 443 : 80),
      protocol: target.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/**
 * コンビニ払い and 銀行振込 beside the card on Stripe's page (docs/decisions/0038-konbini-and-bank-transfer.md):
 * `konbini` with its instructions ending on the last day to pay (Stripe counts calendar days in Japan and
 * ends at 23:59:59, as src/domain/pay-later.ts does), and `customer_balance` funded by a Japanese bank
 * transfer (`jp_bank_transfer`), which needs a Stripe customer (made by the session).
 */
export function payLaterOptions(payLater: { lastDay: string }, now: Date) {
  return {
    payment_method_types: ['card' as const, 'konbini' as const, 'customer_balance' as const],
    payment_method_options: {
      konbini: { expires_after_days: Math.max(1, daysBetween(japanDate(now), payLater.lastDay)) },
      customer_balance: { funding_type: 'bank_transfer' as const, bank_transfer: { type: 'jp_bank_transfer' as const } },
    },
    customer_creation: 'always' as const,
  };
}

/** Seconds since the epoch, within what Stripe accepts (30 minutes to 24 hours from now). */
export function checkoutExpiry(expiresAt: Date, now = Date.now()): number {
  const nowSeconds = Math.floor(now / 1000);
  return Math.min(Math.max(Math.floor(expiresAt.getTime() / 1000), nowSeconds + MIN_EXPIRY_SECONDS), nowSeconds + MAX_EXPIRY_SECONDS);
}

/** Stripe's refund states in the app's three words; requires_action and pending both wait. */
export function refundStatus(status: string | null): 'succeeded' | 'pending' | 'failed' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function sessionStatus(status: string | null): ProviderSession['status'] {
  return status === 'complete' || status === 'expired' ? status : 'open';
}

function toProviderSession(session: Stripe.Checkout.Session): ProviderSession {
  const intent = session.payment_intent;
  const manualCapture = intent && typeof intent === 'object' ? intent.capture_method === 'manual' : session.metadata?.captureMethod === 'manual';
  return {
    id: session.id,
    status: sessionStatus(session.status),
    paymentStatus: session.payment_status,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountTotal: session.amount_total ?? 0,
    bookingId: session.metadata?.bookingId ?? null,
    manualCapture,
  };
}

/**
 * Runs a call that Stripe refuses when its work is already done (a session no longer open, a payment
 * already captured or released). On such a refusal, `isDone` asks Stripe for the object's state: done is
 * success, anything else is the original error.
 */
async function unlessAlready(action: () => Promise<unknown>, isDone: () => Promise<boolean>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && (await isDone().catch(() => false))) return;
    throw toProviderError(error);
  }
}

async function call<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw toProviderError(error);
  }
}

/** The SDK's errors in words a guest or host can read; the original stays as `cause` for the log. */
function toProviderError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const E = Stripe.errors;
  if (error instanceof E.StripeCardError) return new PaymentProviderError('カードが承認されませんでした', error);
  if (error instanceof E.StripeRateLimitError) return new PaymentProviderError('決済サービスが混み合っています。しばらくしてからお試しください', error);
  if (error instanceof E.StripeAuthenticationError || error instanceof E.StripePermissionError) {
    return new PaymentProviderError('決済サービスの設定に問題があります', error);
  }
  if (error instanceof E.StripeInvalidRequestError || error instanceof E.StripeIdempotencyError) {
    return new PaymentProviderError('決済サービスが要求を受け付けませんでした', error);
  }
  return new PaymentProviderError('決済サービスとの通信に失敗しました', error);
}

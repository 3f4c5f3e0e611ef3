import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutSessionObject, type FakeStripe, paymentIntentObject, startFakeStripe, stripeError } from '../testing/fake-stripe-server';
import { type CheckoutSessionInput, type PaymentProvider, PaymentProviderError } from './provider';
import { createStripeProvider } from './stripe-provider';

const SECRET_KEY = 'sk_test_provider123';
let fake: FakeStripe;
let provider: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: 'whsec_test', apiUrl: fake.url });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const BOOKING_ID = '7d0c1a52-5b0e-4a4e-9a0c-4f6f3f1d2e10';
const sessionInput = (overrides: Partial<CheckoutSessionInput> = {}): CheckoutSessionInput => ({
  bookingId: BOOKING_ID,
  amountJpy: 45000,
  description: '茅葺きの古民家 2026/05/01〜2026/05/03（2泊）',
  customerEmail: 'guest@example.jp',
  manualCapture: false,
  successUrl: 'https://kominka.example.jp/booking/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://kominka.example.jp/property/1',
  language: 'ja',
  expiresAt: new Date(Date.now() + 31 * 60_000),
  payLater: { offered: false, reason: 'リクエスト予約は、ホストの承認前はカードでのお支払いのみです。' },
  idempotencyKey: `checkout:${BOOKING_ID}`,
  ...overrides,
});

describe('createCheckoutSession', () => {
  it('offers konbini (ending on the last day to pay) and a Japanese bank transfer beside the card when the stay may be paid later', async () => {
    const deadline = new Date(Date.now() + 3 * 86_400_000);
    const lastDay = new Date(Date.now() + 9 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
    await provider.createCheckoutSession(sessionInput({ payLater: { offered: true, lastDay, deadline } }));
    const body = Object.fromEntries(fake.requests[0].body);
    expect(body).toMatchObject({
      'payment_method_types[0]': 'card',
      'payment_method_types[1]': 'konbini',
      'payment_method_types[2]': 'customer_balance',
      'payment_method_options[konbini][expires_after_days]': '2',
      'payment_method_options[customer_balance][funding_type]': 'bank_transfer',
      'payment_method_options[customer_balance][bank_transfer][type]': 'jp_bank_transfer',
      customer_creation: 'always',
      'metadata[payableUntil]': deadline.toISOString(),
      'payment_intent_data[metadata][payableUntil]': deadline.toISOString(),
    });
  });

  it('offers the card alone when the stay may not be paid later', async () => {
    await provider.createCheckoutSession(sessionInput());
    const keys = [...fake.requests[0].body.keys()];
    expect(keys.filter((key) => key.startsWith('payment_method'))).toEqual([]);
  });

  it('sends one JPY line item in whole yen with the booking in metadata, and answers the hosted page', async () => {
    const input = sessionInput();
    const result = await provider.createCheckoutSession(input);

    expect(result).toEqual({ id: 'cs_test_fake', url: 'https://checkout.stripe.com/c/pay/cs_test_fake' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers['idempotency-key']).toBe(`checkout:${BOOKING_ID}`);
    expect(Object.fromEntries(request.body)).toEqual({
      mode: 'payment',
      locale: 'ja',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'jpy',
      'line_items[0][price_data][unit_amount]': '45000',
      'line_items[0][price_data][product_data][name]': input.description,
      customer_email: 'guest@example.jp',
      'metadata[bookingId]': BOOKING_ID,
      'metadata[captureMethod]': 'automatic',
      'payment_intent_data[metadata][bookingId]': BOOKING_ID,
      'payment_intent_data[metadata][captureMethod]': 'automatic',
      expires_at: String(Math.floor(input.expiresAt.getTime() / 1000)),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
  });

  it('only authorises (capture_method manual) for a house that needs the host’s approval', async () => {
    await provider.createCheckoutSession(sessionInput({ manualCapture: true, idempotencyKey: 'checkout:request' }));

    const [request] = fake.requests;
    expect(request.body.get('payment_intent_data[capture_method]')).toBe('manual');
    expect(request.body.get('metadata[captureMethod]')).toBe('manual');
    expect(request.body.get('payment_intent_data[metadata][captureMethod]')).toBe('manual');
    expect(request.headers['idempotency-key']).toBe('checkout:request');
  });

  it('moves an expiry Stripe would refuse (under 30 minutes away) to just over 30 minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    await provider.createCheckoutSession(sessionInput({ expiresAt: new Date(Date.now() + 29 * 60_000) }));
    const after = Math.floor(Date.now() / 1000);

    const expiresAt = Number(fake.requests[0].body.get('expires_at'));
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60 + 5);
    expect(expiresAt).toBeLessThanOrEqual(after + 30 * 60 + 5);
  });

  it('retries a failed request with the same idempotency key, so Stripe makes one session', async () => {
    fake.answerOnce('POST', '/v1/checkout/sessions', { status: 500, body: { error: { type: 'api_error', message: 'boom' } } });
    const result = await provider.createCheckoutSession(sessionInput({ idempotencyKey: 'checkout:retry' }));

    expect(result.id).toBe('cs_test_fake');
    expect(fake.requests.map((r) => [r.path, r.headers['idempotency-key']])).toEqual([
      ['/v1/checkout/sessions', 'checkout:retry'],
      ['/v1/checkout/sessions', 'checkout:retry'],
    ]);
  });
});

describe('retrieveCheckoutSession', () => {
  it('asks for the session with its PaymentIntent and reads the booking, amount and capture method', async () => {
    fake.answerOnce('GET', '/v1/checkout/sessions/cs_test_done', {
      body: checkoutSessionObject('cs_test_done', {
        status: 'complete',
        payment_status: 'unpaid',
        amount_total: 45000,
        metadata: { bookingId: BOOKING_ID, captureMethod: 'manual' },
        payment_intent: paymentIntentObject('pi_test_1', 'requires_capture', { capture_method: 'manual' }),
      }),
    });
    const session = await provider.retrieveCheckoutSession('cs_test_done');

    expect(fake.requests[0].method).toBe('GET');
    expect(fake.requests[0].path).toBe('/v1/checkout/sessions/cs_test_done');
    expect(fake.requests[0].query.get('expand[0]')).toBe('payment_intent');
    expect(session).toEqual({
      id: 'cs_test_done',
      status: 'complete',
      paymentStatus: 'unpaid',
      paymentIntentId: 'pi_test_1',
      amountTotal: 45000,
      bookingId: BOOKING_ID,
      manualCapture: true,
    });
  });

  it('falls back to the metadata’s capture method when the PaymentIntent comes as an id', async () => {
    fake.answerOnce('GET', '/v1/checkout/sessions/cs_test_paid', {
      body: checkoutSessionObject('cs_test_paid', {
        status: 'complete',
        payment_status: 'paid',
        metadata: { bookingId: BOOKING_ID, captureMethod: 'automatic' },
        payment_intent: 'pi_test_2',
      }),
    });
    const session = await provider.retrieveCheckoutSession('cs_test_paid');

    expect(session).toMatchObject({ status: 'complete', paymentStatus: 'paid', paymentIntentId: 'pi_test_2', manualCapture: false });
  });

  it('reports an unknown session as a PaymentProviderError', async () => {
    fake.answerOnce('GET', '/v1/checkout/sessions/cs_missing', stripeError(404, 'invalid_request_error', 'No such checkout.session', 'resource_missing'));

    await expect(provider.retrieveCheckoutSession('cs_missing')).rejects.toThrow(PaymentProviderError);
  });
});

describe('expireCheckoutSession', () => {
  it('expires an open session', async () => {
    await provider.expireCheckoutSession('cs_test_open');

    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions/cs_test_open/expire']);
  });

  it('does nothing more when the session was already completed or expired', async () => {
    fake.answerOnce('POST', '/v1/checkout/sessions/cs_test_done/expire', stripeError(400, 'invalid_request_error', 'Only Checkout Sessions with a status in ["open"] can be expired.'));
    fake.answerOnce('GET', '/v1/checkout/sessions/cs_test_done', { body: checkoutSessionObject('cs_test_done', { status: 'complete' }) });

    await expect(provider.expireCheckoutSession('cs_test_done')).resolves.toBeUndefined();
  });
});

describe('capturePayment and cancelAuthorization', () => {
  it('captures the authorised PaymentIntent with the idempotency key', async () => {
    await provider.capturePayment('pi_test_auth', 'capture:booking-1');

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].method).toBe('POST');
    expect(fake.requests[0].path).toBe('/v1/payment_intents/pi_test_auth/capture');
    expect(fake.requests[0].headers['idempotency-key']).toBe('capture:booking-1');
  });

  it('refuses a capture Stripe rejects while the payment is still uncaptured', async () => {
    fake.answerOnce('POST', '/v1/payment_intents/pi_test_auth/capture', stripeError(400, 'invalid_request_error', 'This PaymentIntent could not be captured.', 'payment_intent_unexpected_state'));

    await expect(provider.capturePayment('pi_test_auth', 'capture:booking-2')).rejects.toThrow('決済サービスが要求を受け付けませんでした');
  });

  it('treats a payment captured already as captured', async () => {
    fake.answerOnce('POST', '/v1/payment_intents/pi_test_done/capture', stripeError(400, 'invalid_request_error', 'already captured', 'payment_intent_unexpected_state'));
    fake.answerOnce('GET', '/v1/payment_intents/pi_test_done', { body: paymentIntentObject('pi_test_done', 'succeeded') });

    await expect(provider.capturePayment('pi_test_done', 'capture:booking-3')).resolves.toBeUndefined();
  });

  it('releases an authorisation, and ignores one released already', async () => {
    await provider.cancelAuthorization('pi_test_auth', 'cancel:booking-1');
    expect(fake.requests[0].path).toBe('/v1/payment_intents/pi_test_auth/cancel');
    expect(fake.requests[0].headers['idempotency-key']).toBe('cancel:booking-1');

    fake.answerOnce('POST', '/v1/payment_intents/pi_test_gone/cancel', stripeError(400, 'invalid_request_error', 'already canceled', 'payment_intent_unexpected_state'));
    fake.answerOnce('GET', '/v1/payment_intents/pi_test_gone', { body: paymentIntentObject('pi_test_gone', 'canceled') });
    await expect(provider.cancelAuthorization('pi_test_gone', 'cancel:booking-2')).resolves.toBeUndefined();
  });
});

describe('refund', () => {
  it('refunds part of a payment in whole yen with the reason and the idempotency key', async () => {
    const result = await provider.refund({ paymentIntentId: 'pi_test_paid', amountJpy: 22500, reason: 'ゲストによるキャンセル', idempotencyKey: 'refund:booking-1' });

    expect(result).toEqual({ id: 're_test_fake', status: 'succeeded' });
    const [request] = fake.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/refunds');
    expect(request.headers['idempotency-key']).toBe('refund:booking-1');
    expect(Object.fromEntries(request.body)).toEqual({ payment_intent: 'pi_test_paid', amount: '22500', 'metadata[reason]': 'ゲストによるキャンセル' });
  });

  it('answers pending for a refund Stripe has not finished', async () => {
    fake.answerOnce('POST', '/v1/refunds', { body: { id: 're_test_slow', object: 'refund', amount: 1000, status: 'pending', payment_intent: 'pi_test_paid' } });

    await expect(provider.refund({ paymentIntentId: 'pi_test_paid', amountJpy: 1000, reason: 'x', idempotencyKey: 'refund:2' })).resolves.toEqual({ id: 're_test_slow', status: 'pending' });
  });
});

describe('errors', () => {
  it('turns a declined card (402) into a PaymentProviderError in Japanese', async () => {
    fake.answerOnce('POST', '/v1/refunds', stripeError(402, 'card_error', 'Your card was declined.', 'card_declined'));

    const error = await provider.refund({ paymentIntentId: 'pi_x', amountJpy: 1, reason: 'x', idempotencyKey: 'refund:3' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe('カードが承認されませんでした');
  });

  it('turns a server error (500) into “決済サービスとの通信に失敗しました”', async () => {
    fake.answerOnce('POST', '/v1/payment_intents/pi_x/capture', stripeError(500, 'api_error', 'Something went wrong'));

    const error = await provider.capturePayment('pi_x', 'capture:x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe('決済サービスとの通信に失敗しました');
  });

  it('turns a rejected key (401) into a configuration error', async () => {
    fake.answerOnce('POST', '/v1/checkout/sessions', stripeError(401, 'invalid_request_error', 'Invalid API Key provided'));

    await expect(provider.createCheckoutSession(sessionInput())).rejects.toThrow('決済サービスの設定に問題があります');
  });
});

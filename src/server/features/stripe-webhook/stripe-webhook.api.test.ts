import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, refunds, webhookEvents } from '@/db/schema';
import { addDays } from '@/domain/japan-date';
import { type FakeStripe, startFakeStripe } from '../../testing/fake-stripe-server';
import { fromToday, insertBooking, insertHost, insertProperty } from '../../testing/fixtures';
import { createTestApp, signUpGuest, type TestApp } from '../../testing/test-app';

const WEBHOOK_SECRET = 'whsec_test';
const VOUCHER_URL = 'https://payments.stripe.com/konbini/voucher/test_YWNjdF8x';
let fake: FakeStripe;
let t: TestApp;
let guest: Awaited<ReturnType<typeof signUpGuest>>;
let propertyId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url });
  const host = await insertHost(t.db);
  propertyId = await insertProperty(t.db, null, { hostId: host.id, basePriceJpy: 20000, cleaningFeeJpy: 0 });
  guest = await signUpGuest(t.app);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let stayNumber = 0;
/** A tentative booking of the guest, with its Checkout Session, on nights of its own (2 nights, 40,000円). */
async function tentativeBooking() {
  stayNumber += 1;
  const checkin = fromToday(20 + stayNumber * 3);
  const bookingId = await insertBooking(t.db, { propertyId, guestId: guest.user.id, checkin, checkout: addDays(checkin, 2), status: 'tentative' });
  const sessionId = `cs_test_${stayNumber}`;
  await t.db
    .update(bookings)
    .set({ checkoutSessionId: sessionId, holdExpiresAt: new Date(Date.now() + 30 * 60_000) })
    .where(eq(bookings.id, bookingId));
  return { bookingId, sessionId, checkin, checkout: addDays(checkin, 2), paymentIntentId: `pi_test_${stayNumber}` };
}

type Stay = Awaited<ReturnType<typeof tentativeBooking>>;
let eventNumber = 0;

/** A Stripe event of a Checkout Session, shaped as Stripe sends it. */
function sessionEvent(type: string, stay: Stay, session: Record<string, unknown> = {}) {
  eventNumber += 1;
  return {
    id: `evt_test_${eventNumber}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: stay.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        currency: 'jpy',
        amount_total: 40000,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: stay.paymentIntentId,
        metadata: { bookingId: stay.bookingId, captureMethod: 'automatic' },
        ...session,
      },
    },
  };
}

/** Posts the exact bytes that were signed, as Stripe does. */
function deliver(event: object, signature: string | null = sign(JSON.stringify(event))) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });
}

const sign = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

async function bookingSeenByGuest(bookingId: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: { cookie: guest.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as { status: string; paymentStatus: string };
}

const recordedEvents = (eventId: string) => t.db.select().from(webhookEvents).where(and(eq(webhookEvents.provider, 'stripe'), eq(webhookEvents.eventId, eventId)));
const paymentsOf = (bookingId: string) => t.db.select().from(payments).where(eq(payments.bookingId, bookingId));

describe('POST /api/stripe/webhook: the signature', () => {
  it('refuses a signature made with another secret: 400, nothing recorded, the booking unchanged', async () => {
    const stay = await tentativeBooking();
    const event = sessionEvent('checkout.session.completed', stay);

    const response = await deliver(event, sign(JSON.stringify(event), 'whsec_someone_else'));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: '署名を検証できませんでした' });
    expect(await recordedEvents(event.id)).toHaveLength(0);
    expect(await bookingSeenByGuest(stay.bookingId)).toMatchObject({ status: 'tentative', paymentStatus: 'unpaid' });
    expect(await paymentsOf(stay.bookingId)).toHaveLength(0);
  });

  it('refuses a body changed after signing', async () => {
    const stay = await tentativeBooking();
    const signedFor = sessionEvent('checkout.session.completed', stay, { amount_total: 1 });
    const sent = { ...signedFor, data: { object: { ...signedFor.data.object, amount_total: 40000 } } };

    const response = await deliver(sent, sign(JSON.stringify(signedFor)));

    expect(response.statusCode).toBe(400);
    expect(await recordedEvents(sent.id)).toHaveLength(0);
    expect((await bookingSeenByGuest(stay.bookingId)).status).toBe('tentative');
  });

  it('refuses a request without the stripe-signature header', async () => {
    const stay = await tentativeBooking();
    const event = sessionEvent('checkout.session.completed', stay);

    const response = await deliver(event, null);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: '署名を検証できませんでした' });
    expect(await recordedEvents(event.id)).toHaveLength(0);
  });
});

describe('POST /api/stripe/webhook: instant booking', () => {
  it('confirms a paid tentative booking and records the payment', async () => {
    const stay = await tentativeBooking();
    const event = sessionEvent('checkout.session.completed', stay);

    const response = await deliver(event);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await bookingSeenByGuest(stay.bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const [payment] = await paymentsOf(stay.bookingId);
    expect(payment).toMatchObject({ provider: 'stripe', status: 'paid', amountJpy: 40000, stripePaymentIntentId: stay.paymentIntentId });
    expect(await recordedEvents(event.id)).toMatchObject([{ status: 'processed' }]);
  });

  it('answers a repeated event as a duplicate and changes nothing twice', async () => {
    const stay = await tentativeBooking();
    const event = sessionEvent('checkout.session.completed', stay);
    await deliver(event);

    const again = await deliver(event);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await paymentsOf(stay.bookingId)).toHaveLength(1);
    expect(await recordedEvents(event.id)).toHaveLength(1);
    expect((await bookingSeenByGuest(stay.bookingId)).status).toBe('confirmed');
  });

  it('acknowledges a signed event whose booking id is not a UUID, recording it as failed with the reason', async () => {
    const stay = await tentativeBooking();
    const event = sessionEvent('checkout.session.completed', stay, { metadata: { bookingId: 'not-a-uuid', captureMethod: 'automatic' } });

    const response = await deliver(event);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const [row] = await recordedEvents(event.id);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row.errorMessage).toContain('not a UUID');
    expect((await bookingSeenByGuest(stay.bookingId)).status).toBe('tentative');
  });

  it('keeps a paid booking confirmed when the session’s expiry arrives after its completion', async () => {
    const stay = await tentativeBooking();
    await deliver(sessionEvent('checkout.session.completed', stay));

    const late = await deliver(sessionEvent('checkout.session.expired', stay, { status: 'expired', payment_status: 'unpaid', payment_intent: null }));

    expect(late.statusCode).toBe(200);
    expect(await bookingSeenByGuest(stay.bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});

describe('POST /api/stripe/webhook: holds that end unpaid', () => {
  it('cancels an expired hold, and another guest can then book the same nights', async () => {
    const stay = await tentativeBooking();
    const other = await signUpGuest(t.app, { email: `other.${Date.now()}@example.jp` });
    const book = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { cookie: other.cookie },
        payload: { propertyId, checkIn: stay.checkin, checkOut: stay.checkout, guestsAdults: 1, guestName: '鈴木 一郎', guestEmail: 'ichiro@example.jp', guestPhone: '090-2000-3000' },
      });
    expect((await book()).statusCode).toBe(409);

    const response = await deliver(sessionEvent('checkout.session.expired', stay, { status: 'expired', payment_status: 'unpaid', payment_intent: null }));

    expect(response.statusCode).toBe(200);
    expect((await bookingSeenByGuest(stay.bookingId)).status).toBe('cancelled');
    expect((await book()).statusCode).toBe(201);
  });

  it('gives the money back through Stripe when a payment completes after its hold was cancelled', async () => {
    const stay = await tentativeBooking();
    await deliver(sessionEvent('checkout.session.expired', stay, { status: 'expired', payment_status: 'unpaid', payment_intent: null }));
    fake.requests.length = 0;

    const response = await deliver(sessionEvent('checkout.session.completed', stay));

    expect(response.statusCode).toBe(200);
    expect((await bookingSeenByGuest(stay.bookingId)).status).toBe('cancelled');
    const refundCalls = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0].body.get('payment_intent')).toBe(stay.paymentIntentId);
    expect(refundCalls[0].body.get('amount')).toBe('40000');
  });

  it('waits for a delayed method, then confirms when its money arrives', async () => {
    const stay = await tentativeBooking();
    await deliver(sessionEvent('checkout.session.completed', stay, { payment_status: 'unpaid' }));
    expect(await bookingSeenByGuest(stay.bookingId)).toMatchObject({ status: 'tentative', paymentStatus: 'unpaid' });

    const response = await deliver(sessionEvent('checkout.session.async_payment_succeeded', stay));

    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await bookingSeenByGuest(stay.bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await paymentsOf(stay.bookingId)).toMatchObject([{ status: 'paid', amountJpy: 40000 }]);
  });

  it('cancels the booking when a delayed method fails', async () => {
    const stay = await tentativeBooking();
    await deliver(sessionEvent('checkout.session.completed', stay, { payment_status: 'unpaid' }));

    const response = await deliver(sessionEvent('checkout.session.async_payment_failed', stay, { payment_status: 'unpaid' }));

    expect(response.statusCode).toBe(200);
    expect(await bookingSeenByGuest(stay.bookingId)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await paymentsOf(stay.bookingId)).toMatchObject([{ status: 'failed' }]);
  });

  it('ignores a declined card on the payment page, where the guest may still try another card', async () => {
    const stay = await tentativeBooking();
    const event = {
      id: 'evt_test_pi_failed',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { id: stay.paymentIntentId, object: 'payment_intent', amount: 40000, status: 'requires_payment_method', metadata: { bookingId: stay.bookingId } } },
    };

    const response = await deliver(event);

    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect((await bookingSeenByGuest(stay.bookingId)).status).toBe('tentative');
    expect(await recordedEvents(event.id)).toHaveLength(0);
  });
});

describe('POST /api/stripe/webhook: request to book and refunds', () => {
  it('moves an authorised-only payment to 承認待ち (pending), not confirmed', async () => {
    const stay = await tentativeBooking();

    await deliver(sessionEvent('checkout.session.completed', stay, { payment_status: 'unpaid', metadata: { bookingId: stay.bookingId, captureMethod: 'manual' } }));

    expect(await bookingSeenByGuest(stay.bookingId)).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });
    expect(await paymentsOf(stay.bookingId)).toMatchObject([{ status: 'authorized', amountJpy: 40000 }]);
  });

  it('marks a refund refunded when Stripe reports it succeeded', async () => {
    const stay = await tentativeBooking();
    await deliver(sessionEvent('checkout.session.completed', stay));
    const [payment] = await paymentsOf(stay.bookingId);
    const [refund] = await t.db
      .insert(refunds)
      .values({ paymentId: payment.id, amountJpy: 20000, reason: 'ゲストによるキャンセル', providerRefundId: 're_test_webhook', status: 'unpaid' })
      .returning();

    const response = await deliver({
      id: 'evt_test_refund',
      object: 'event',
      type: 'refund.updated',
      data: { object: { id: 're_test_webhook', object: 'refund', amount: 20000, currency: 'jpy', status: 'succeeded', payment_intent: stay.paymentIntentId, metadata: {} } },
    });

    expect(response.json()).toEqual({ received: true, duplicate: false });
    const [after] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(after.status).toBe('refunded');
    expect(after.refundedAt).not.toBeNull();
  });

  it('answers 200 to kinds of events the app does not use, without recording them', async () => {
    const response = await deliver({ id: 'evt_test_customer', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await recordedEvents('evt_test_customer')).toHaveLength(0);
  });
});

describe('POST /api/stripe/webhook without Stripe configured', () => {
  it('answers 400: the local provider has no webhook', async () => {
    const local = await createTestApp();
    try {
      const payload = JSON.stringify({ id: 'evt_local', object: 'event', type: 'checkout.session.completed', data: { object: {} } });
      const response = await local.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
        payload,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Stripe の Webhook は設定されていません' });
    } finally {
      await local.close();
    }
  });
});

describe('POST /api/stripe/webhook: コンビニ払い and 銀行振込', () => {
  it('holds the nights until the voucher’s deadline, records its method once however often the events come, and confirms the stay when the money arrives', async () => {
    const stay = await tentativeBooking();
    const deadline = new Date(Date.now() + 3 * 86_400_000);
    deadline.setUTCMilliseconds(0);
    const metadata = { bookingId: stay.bookingId, captureMethod: 'automatic', payableUntil: deadline.toISOString() };

    const completed = sessionEvent('checkout.session.completed', stay, { payment_status: 'unpaid', metadata });
    expect((await deliver(completed)).json()).toEqual({ received: true, duplicate: false });
    const [held] = await t.db.select().from(bookings).where(eq(bookings.id, stay.bookingId));
    expect(held).toMatchObject({ status: 'tentative', holdExpiresAt: deadline });

    eventNumber += 1;
    const voucher = {
      id: `evt_test_${eventNumber}`,
      object: 'event',
      type: 'payment_intent.requires_action',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: stay.paymentIntentId, object: 'payment_intent', amount: 40000, currency: 'jpy', status: 'requires_action', metadata, next_action: { type: 'konbini_display_details', konbini_display_details: { expires_at: Math.floor(deadline.getTime() / 1000), hosted_voucher_url: VOUCHER_URL } } } },
    };

    expect((await deliver(voucher)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(voucher)).json()).toEqual({ received: true, duplicate: true });
    expect(await recordedEvents(voucher.id)).toHaveLength(1);
    expect(await paymentsOf(stay.bookingId)).toMatchObject([{ method: 'konbini', status: 'unpaid', payableUntil: deadline, voucherUrl: VOUCHER_URL }]);
    expect(await bookingSeenByGuest(stay.bookingId)).toMatchObject({ status: 'tentative', paymentStatus: 'unpaid' });
    // お支払いへ on the booking takes the guest back to Stripe's voucher, never to a new page that would void its number.
    const back = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: guest.cookie }, payload: { reservationId: stay.bookingId } });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ url: VOUCHER_URL, bookingId: stay.bookingId });

    const succeeded = sessionEvent('checkout.session.async_payment_succeeded', stay, { payment_status: 'paid', metadata });
    expect((await deliver(succeeded)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(succeeded)).json()).toEqual({ received: true, duplicate: true });
    expect(await bookingSeenByGuest(stay.bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await paymentsOf(stay.bookingId)).toMatchObject([{ method: 'konbini', status: 'paid' }]);
  });
});

import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe-server';
import { fromToday, insertHost, insertProperty } from '../../testing/fixtures';
import { createTestApp, signUpGuest, type TestApp } from '../../testing/test-app';

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_x',
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the payment page’s return addresses', () => {
  it('name the site’s own address (here the development server’s, without PUBLIC_URL), whatever Host the request carries', async () => {
    const houseId = await insertProperty(t.db, null, { hostId: (await insertHost(t.db)).id, basePriceJpy: 20000 });
    const guest = await signUpGuest(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: guest.cookie, host: 'evil.example' },
      payload: {
        propertyId: houseId,
        checkinDate: fromToday(40),
        checkoutDate: fromToday(42),
        guestsAdults: 2,
        guestsChildren: 0,
        guestsInfants: 0,
        guestName: '山田 太郎',
        guestEmail: 'taro@example.jp',
        guestPhone: '090-1111-2222',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(created?.body.get('success_url')).toMatch(/^http:\/\/localhost:5000\//);
    expect(created?.body.get('cancel_url')).toMatch(/^http:\/\/localhost:5000\//);
    expect(JSON.stringify(Object.fromEntries(created!.body))).not.toContain('evil.example');
  });

  it('are the English pages, and Stripe’s page is in English, when the guest pays from an English page', async () => {
    // An app of its own: the fake Stripe names every session alike, and a booking's session is unique.
    const english = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_test_x', STRIPE_API_URL: fake.url });
    onTestFinished(() => english.close());
    const houseId = await insertProperty(english.db, null, { hostId: (await insertHost(english.db)).id, basePriceJpy: 20000 });
    const guest = await signUpGuest(english.app);
    fake.requests.length = 0;
    const response = await english.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: guest.cookie },
      payload: {
        propertyId: houseId,
        checkinDate: fromToday(50),
        checkoutDate: fromToday(51),
        guestName: 'Emma Clarke',
        guestEmail: 'emma@example.com',
        guestPhone: '090-1111-2222',
        language: 'en',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(created?.body.get('locale')).toBe('en');
    expect(created?.body.get('success_url')).toBe('http://localhost:5000/en/booking-success?session_id={CHECKOUT_SESSION_ID}');
    expect(created?.body.get('cancel_url')).toBe('http://localhost:5000/en/booking-confirmation');
    expect(created?.body.get('line_items[0][price_data][product_data][name]')).toMatch(/, 1 night\)$/);
  });
});

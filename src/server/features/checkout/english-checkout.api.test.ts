import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromToday, insertHost, insertProperty } from '../../testing/fixtures';
import { createTestApp, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let houseId: string;

beforeAll(async () => {
  t = await createTestApp();
  houseId = await insertProperty(t.db, null, { hostId: (await insertHost(t.db)).id, basePriceJpy: 20000, maxGuests: 2 });
});
afterAll(async () => {
  await t?.close();
});

let nextNight = 30;
/** A stay on nights no other test of this file takes. */
const stay = (overrides: Record<string, unknown> = {}) => {
  nextNight += 3;
  return {
    propertyId: houseId,
    checkinDate: fromToday(nextNight),
    checkoutDate: fromToday(nextNight + 2),
    guestsAdults: 2,
    guestName: 'Emma Clarke',
    guestEmail: 'emma@example.com',
    guestPhone: '090-1111-2222',
    ...overrides,
  };
};

const post = (cookie: string, url: string, payload: object, language = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie, 'accept-language': language } });

describe('the booking and payment calls for a guest on English pages', () => {
  it('refuses a booking in English with the same code and field as in Japanese', async () => {
    const guest = await signUpGuest(t.app);
    const booking = { propertyId: houseId, checkIn: fromToday(20), checkOut: fromToday(22), guestsAdults: 3, guestName: 'Emma Clarke', guestEmail: 'emma@example.com', guestPhone: '090-1111-2222' };
    const english = await post(guest.cookie, '/api/bookings', booking);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'guestsAdults', message: 'This house sleeps at most 2 guests (infants not counted)' });
    const japanese = await post(guest.cookie, '/api/bookings', booking, 'ja');
    expect(japanese.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'guestsAdults', message: 'このお宿にご宿泊いただけるのは最大2名様です（乳幼児を除く）' });
  });

  it('answers Zod’s own messages in English: a missing field, a text too long', async () => {
    const guest = await signUpGuest(t.app);
    const { guestName: _left, ...withoutName } = stay();
    const missing = await post(guest.cookie, '/api/create-checkout-session', withoutName);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'guestName', message: 'This field is required' });
    const japanese = await post(guest.cookie, '/api/create-checkout-session', withoutName, 'ja');
    expect(japanese.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'guestName', message: '無効な入力: stringが期待されましたが、undefinedが入力されました' });

    const card = await post(guest.cookie, '/api/payments/local/cs_local_none/complete', { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', cardholderName: 'x'.repeat(101) });
    expect(card.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'cardholderName', message: 'Must be at most 100 characters' });
  });

  it('takes a booking without furigana from an English page, and sends the guest back to English pages', async () => {
    const guest = await signUpGuest(t.app);
    const created = await post(guest.cookie, '/api/create-checkout-session', stay({ language: 'en' }));
    expect(created.statusCode, created.body).toBe(201);
    const { bookingId, sessionId } = created.json();

    const booking = await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: { cookie: guest.cookie } });
    expect(booking.json()).toMatchObject({ guestName: 'Emma Clarke', guestNameKana: null });

    const session = (await t.app.inject({ method: 'GET', url: `/api/payments/local/${sessionId}` })).json();
    expect(session.language).toBe('en');
    expect(session.cancelUrl).toMatch(/\/en\/booking-confirmation$/);
    expect(session.description).toMatch(/^.+ \(\w{3}, \d{1,2} \w{3} \d{4} – \w{3}, \d{1,2} \w{3} \d{4}, 2 nights\)$/);

    const declined = await post(guest.cookie, `/api/payments/local/${sessionId}/complete`, { cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'CARD_DECLINED', message: 'Your card was declined. Please contact your card issuer or use another card.' });
    expect(declined.json().redirectUrl).toMatch(/^\/en\/booking-failed\?/);
  });

  it('pays from an English page back to the English success page; a Japanese page keeps its addresses', async () => {
    const guest = await signUpGuest(t.app);
    const english = (await post(guest.cookie, '/api/create-checkout-session', stay({ language: 'en' }))).json();
    const paid = await post(guest.cookie, `/api/payments/local/${english.sessionId}/complete`, { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
    expect(paid.json().redirectUrl).toMatch(new RegExp(`/en/booking-success\\?session_id=${english.sessionId}$`));

    const other = await signUpGuest(t.app);
    const japanese = (await post(other.cookie, '/api/create-checkout-session', stay({ guestName: '山田 花子', guestNameKana: 'やまだ はなこ' }), 'ja')).json();
    const session = (await t.app.inject({ method: 'GET', url: `/api/payments/local/${japanese.sessionId}` })).json();
    expect(session).toMatchObject({ language: 'ja', cancelUrl: expect.stringMatching(/[^n]\/booking-confirmation$/) });
    expect(session.description).toMatch(/（\d{4}年.+〜.+・2泊）$/);
  });
});

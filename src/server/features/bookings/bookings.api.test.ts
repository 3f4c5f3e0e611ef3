import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CheckoutSession } from '@/contract/bookings';
import { bookings, localCheckoutSessions, payments, properties, refunds } from '@/db/schema';
import { fromToday, insertBooking, insertCalendar, insertHost, insertProperty, kyotoTaxFor2Guests } from '../../testing/fixtures';
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let hostId: string;
/** 20,000 a night + 5,000 cleaning, up to 4 guests, 2 to 7 nights; moderate policy (the default); in 京都市 (the fixture's place). */
let houseId: string;
/** 京都市's accommodation tax on that house for the 2 guests of `stay`. */
const kyotoTax = kyotoTaxFor2Guests;
let guest: { user: { id: string }; cookie: string };
let other: { user: { id: string }; cookie: string };

const stay = (checkin: number, checkout: number, extra: Record<string, unknown> = {}) => ({
  propertyId: houseId,
  checkinDate: fromToday(checkin),
  checkoutDate: fromToday(checkout),
  guestsAdults: 2,
  guestsChildren: 0,
  guestsInfants: 0,
  guestName: '山田 太郎',
  guestEmail: 'taro@example.jp',
  guestPhone: '090-1111-2222',
  specialRequests: '到着は18時ごろです',
  totalAmount: 1,
  ...extra,
});

const startCheckout = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { cookie }, payload });
const pay = (sessionId: string, cardNumber = '4242 4242 4242 4242') =>
  t.app.inject({ method: 'POST', url: `/api/payments/local/${sessionId}/complete`, payload: { cardNumber, expiry: '12/30', cvc: '123' } });
const getBooking = (cookie: string, id: string) => t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  hostId = (await insertHost(t.db)).id;
  houseId = await insertProperty(t.db, null, { hostId, basePriceJpy: 20000, cleaningFeeJpy: 5000, maxGuests: 4, minNights: 2, maxNights: 7 });
  guest = await signUpGuest(t.app);
  other = await signUpGuest(t.app, { fullName: '佐藤 次郎' });
});
afterAll(async () => {
  await t?.close();
});
// One account holds at most 2 stays at a time (hold-rules.api.test.ts): each test starts with none left unpaid.
afterEach(async () => {
  await t.db.update(bookings).set({ status: 'cancelled', holdExpiresAt: null }).where(eq(bookings.status, 'tentative'));
});

describe('POST /api/create-checkout-session and the local card page', () => {
  it('holds the nights at the server price, ignoring the amount sent, and answers the card page', async () => {
    const res = await startCheckout(guest.cookie, stay(30, 33));
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json() as CheckoutSession;
    expect(session.amountJpy).toBe(3 * 20000 + 5000 + kyotoTax(3));
    expect(session.url).toBe(`/checkout/local/${session.sessionId}`);

    const booking = (await getBooking(guest.cookie, session.bookingId)).json() as Booking;
    expect(booking).toMatchObject({ status: 'tentative', paymentStatus: 'unpaid', totalPrice: 65000 + kyotoTax(3), accommodationTaxJpy: kyotoTax(3), nights: 3, guestCount: 2, guestName: '山田 太郎', specialRequests: '到着は18時ごろです' });
    expect(Date.parse(booking.holdExpiresAt ?? '') - Date.now()).toBeGreaterThan(29 * 60_000);

    const page = await t.app.inject({ method: 'GET', url: `/api/payments/local/${session.sessionId}` });
    expect(page.json()).toMatchObject({ amountJpy: 65000 + kyotoTax(3), status: 'open', customerEmail: 'taro@example.jp' });
  });

  it('pays with 4242…: the booking is confirmed, one payment row records it, and the success page finds it', async () => {
    const session = (await startCheckout(guest.cookie, stay(40, 42))).json() as CheckoutSession;
    const paid = await pay(session.sessionId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().redirectUrl).toMatch(new RegExp(`/booking-success\\?session_id=${session.sessionId}$`));

    const again = await pay(session.sessionId);
    expect(again.statusCode).toBe(409);

    const bySession = await t.app.inject({ method: 'GET', url: `/api/booking-by-session/${session.sessionId}`, headers: { cookie: guest.cookie } });
    expect(bySession.statusCode).toBe(200);
    expect(bySession.json()).toMatchObject({
      booking: { id: session.bookingId, status: 'confirmed', paymentStatus: 'paid', totalAmountJpy: 45000 + kyotoTax(2) },
      payment: { status: 'paid', amountJpy: 45000 + kyotoTax(2), provider: 'local' },
      sessionInfo: { paymentStatus: 'paid' },
    });
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, session.bookingId));
    expect(rows).toHaveLength(1);

    const stranger = await t.app.inject({ method: 'GET', url: `/api/booking-by-session/${session.sessionId}`, headers: { cookie: other.cookie } });
    expect(stranger.statusCode).toBe(404);
  });

  it('a declined card 4000…0002 sends the guest to /booking-failed and frees the nights', async () => {
    const session = (await startCheckout(guest.cookie, stay(50, 52))).json() as CheckoutSession;
    const declined = await pay(session.sessionId, '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'CARD_DECLINED', redirectUrl: `/booking-failed?bookingId=${session.bookingId}&propertyId=${houseId}` });
    expect((await getBooking(guest.cookie, session.bookingId)).json()).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    const retry = await startCheckout(other.cookie, stay(50, 52));
    expect(retry.statusCode).toBe(201);
  });

  it.each([
    ['5555 5555 5555 4444', 'cardNumber'],
    ['4242', 'cardNumber'],
  ])('refuses the card number %s as invalid (400) and keeps the page open', async (cardNumber, field) => {
    const session = (await startCheckout(guest.cookie, stay(60 + cardNumber.length, 62 + cardNumber.length))).json() as CheckoutSession;
    const res = await pay(session.sessionId, cardNumber);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect((await pay(session.sessionId)).statusCode).toBe(200);
  });

  it('refuses an expired card and a bad CVC with the field named', async () => {
    const session = (await startCheckout(guest.cookie, stay(90, 92))).json() as CheckoutSession;
    const expired = await t.app.inject({ method: 'POST', url: `/api/payments/local/${session.sessionId}/complete`, payload: { cardNumber: '4242424242424242', expiry: '01/20', cvc: '123' } });
    expect(expired.json()).toMatchObject({ field: 'expiry', message: 'カードの有効期限が切れています' });
    const cvc = await t.app.inject({ method: 'POST', url: `/api/payments/local/${session.sessionId}/complete`, payload: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '12' } });
    expect(cvc.json().field).toBe('cvc');
  });
});

describe('refusals when holding nights', () => {
  it('409 with a Japanese message for nights another guest holds', async () => {
    expect((await startCheckout(guest.cookie, stay(100, 103))).statusCode).toBe(201);
    const taken = await startCheckout(other.cookie, stay(102, 104));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'CONFLICT', message: expect.stringContaining('すでに予約が入って') });
  });

  it('409 for nights the host has closed', async () => {
    await insertCalendar(t.db, houseId, [{ date: fromToday(111), isAvailable: false }]);
    const res = await startCheckout(guest.cookie, stay(110, 113));
    expect(res.statusCode).toBe(409);
  });

  it('400 for too many guests and for fewer nights than the minimum', async () => {
    const crowd = await startCheckout(guest.cookie, stay(120, 122, { guestsAdults: 3, guestsChildren: 2 }));
    expect(crowd.statusCode).toBe(400);
    expect(crowd.json().message).toContain('最大4名様');
    const infantsDoNotCount = await startCheckout(guest.cookie, stay(120, 122, { guestsAdults: 4, guestsInfants: 1 }));
    expect(infantsDoNotCount.statusCode).toBe(201);
    const short = await startCheckout(guest.cookie, stay(125, 126));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'checkoutDate', message: 'このお宿は最低2泊からご予約いただけます' });
  });

  it('401 when not signed in, 400 naming the field for a missing name', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: stay(130, 132) })).statusCode).toBe(401);
    const noName = await startCheckout(guest.cookie, stay(130, 132, { guestName: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().field).toBe('guestName');
  });

  it("refuses a guest's phone that is not a Japanese number and keeps the one it stores in one form", async () => {
    const bad = await startCheckout(guest.cookie, stay(133, 135, { guestPhone: '12-34' }));
    expect(bad.json()).toMatchObject({ field: 'guestPhone', message: '電話番号の形式が正しくありません（例: 090-1234-5678）' });
    const good = (await startCheckout(guest.cookie, stay(133, 135, { guestPhone: '+81-90-1111-2222' }))).json() as CheckoutSession;
    expect((await getBooking(guest.cookie, good.bookingId)).json().guestPhone).toBe('090-1111-2222');
  });

  it("the guest's own earlier unpaid hold of the same nights is replaced, not a conflict", async () => {
    const first = (await startCheckout(guest.cookie, stay(140, 142))).json() as CheckoutSession;
    const second = await startCheckout(guest.cookie, stay(140, 142));
    expect(second.statusCode).toBe(201);
    expect((await getBooking(guest.cookie, first.bookingId)).json().status).toBe('cancelled');
    expect((await pay(first.sessionId)).statusCode).toBe(409);
  });

  it('a lapsed hold no longer counts: its nights can be booked at once', async () => {
    const lapsed = (await startCheckout(guest.cookie, stay(150, 152))).json() as CheckoutSession;
    await t.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.id, lapsed.bookingId));
    expect((await startCheckout(other.cookie, stay(150, 152))).statusCode).toBe(201);
    expect((await getBooking(guest.cookie, lapsed.bookingId)).json().status).toBe('cancelled');
  });
});

describe('holding the same nights from many guests at once', () => {
  let guests: Awaited<ReturnType<typeof signUpGuest>>[] = [];
  // Fifty sign-ups hash fifty passwords: made before the test, so that its time is the race's alone.
  beforeAll(async () => {
    guests = await Promise.all(Array.from({ length: 50 }, (_, i) => signUpGuest(t.app, { fullName: `同時 ${i}` })));
  });

  // On a busy two-core CI machine the fifty requests on PostgreSQL have taken more than 30 s.
  it('of 50 concurrent attempts exactly one wins, the others get 409, and one payment is taken', { timeout: 120_000 }, async () => {
    const started = performance.now();
    const answers = await Promise.all(guests.map((g) => startCheckout(g.cookie, stay(200, 203))));
    const elapsed = performance.now() - started;
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const winner = answers.find((a) => a.statusCode === 201)?.json() as CheckoutSession;
    const payAttempts = await Promise.all(Array.from({ length: 5 }, () => pay(winner.sessionId)));
    expect(payAttempts.filter((p) => p.statusCode === 200)).toHaveLength(1);
    const live = await t.db.select().from(bookings).where(eq(bookings.propertyId, houseId));
    const onThoseNights = live.filter((b) => b.checkinDate === fromToday(200) && b.status !== 'cancelled');
    expect(onThoseNights).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, winner.bookingId))).toHaveLength(1);
    console.log(`[concurrency ${process.env.TEST_DB ?? 'pglite'}] 50 attempts: ${codes.filter((c) => c === 201).length} won, ${codes.filter((c) => c === 409).length} refused (409) in ${elapsed.toFixed(0)} ms; 5 payment submits → 1 paid`);
  });
});

describe('GET /api/user/bookings and GET /api/bookings/{id}', () => {
  it("lists only the guest's own bookings; another guest's booking is a 404", async () => {
    const mine = (await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: { cookie: guest.cookie } })).json() as Booking[];
    expect(mine.length).toBeGreaterThan(0);
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: { cookie: other.cookie } })).json() as Booking[];
    const mineIds = new Set(mine.map((b) => b.id));
    expect(theirs.some((b) => mineIds.has(b.id))).toBe(false);
    expect((await getBooking(other.cookie, mine[0].id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/bookings' })).statusCode).toBe(401);
  });

  it('the host of the house and an admin token read a booking too; another host gets the 404 of a missing one, and nobody at all a 401', async () => {
    const owner = await registerHost(t.app);
    const otherHost = await registerHost(t.app, { fullName: '田中 三郎' });
    const ownHouse = await insertProperty(t.db, null, { hostId: owner.user.id });
    const id = await insertBooking(t.db, { propertyId: ownHouse, guestId: guest.user.id, checkin: fromToday(200), checkout: fromToday(202) });
    const token = await adminToken(t);

    expect((await getBooking(owner.cookie, id)).statusCode).toBe(200);
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: { authorization: `Bearer ${token}` } });
    expect(asAdmin.statusCode).toBe(200);
    expect((asAdmin.json() as Booking).id).toBe(id);

    const theirs = await getBooking(otherHost.cookie, id);
    const missing = await getBooking(otherHost.cookie, '00000000-0000-4000-8000-000000000000');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: { authorization: 'Bearer not-a-token' } })).statusCode).toBe(401);
  });
});

describe('PUT /api/bookings/{id}/cancel', () => {
  async function paidBooking(checkin: number, checkout: number) {
    const session = (await startCheckout(guest.cookie, stay(checkin, checkout))).json() as CheckoutSession;
    expect((await pay(session.sessionId)).statusCode).toBe(200);
    return session.bookingId;
  }

  it('shows the fee and refund first, then refunds in full more than 3 days ahead (moderate) and frees the nights', async () => {
    const id = await paidBooking(20, 22);
    const before = (await getBooking(guest.cookie, id)).json() as Booking;
    expect(before.cancellation).toEqual({ allowed: true, feeJpy: 0, refundJpy: 45000 + kyotoTax(2), reason: null, refundAccountRequired: false });
    const res = await t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/cancel`, headers: { cookie: guest.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelFeeJpy: 0, refundAmountJpy: 45000 + kyotoTax(2), booking: { status: 'cancelled', paymentStatus: 'refunded', refundAmountJpy: 45000 + kyotoTax(2) } });
    const [refund] = await t.db.select().from(refunds).innerJoin(payments, eq(payments.id, refunds.paymentId)).where(eq(payments.bookingId, id));
    expect(refund.refunds).toMatchObject({ amountJpy: 45000 + kyotoTax(2), status: 'refunded' });
    expect(refund.refunds.providerRefundId).toMatch(/^re_local_/);
    expect((await startCheckout(other.cookie, stay(20, 22))).statusCode).toBe(201);
    const twice = await t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/cancel`, headers: { cookie: guest.cookie } });
    expect(twice.statusCode).toBe(409);
  });

  it('charges half of the stay within 3 days of check-in (moderate) and gives back the accommodation tax of a stay not taken', async () => {
    const id = await paidBooking(2, 4);
    const res = await t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/cancel`, headers: { cookie: guest.cookie } });
    expect(res.json()).toMatchObject({ cancelFeeJpy: 22500, refundAmountJpy: 22500 + kyotoTax(2) });
  });

  it("refuses another guest's booking (404) and a cancel after check-in (409)", async () => {
    const id = await paidBooking(70, 72);
    expect((await t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/cancel`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    const started = await insertBooking(t.db, { propertyId: houseId, guestId: guest.user.id, checkin: fromToday(-1), checkout: fromToday(1) });
    const res = await t.app.inject({ method: 'PUT', url: `/api/bookings/${started}/cancel`, headers: { cookie: guest.cookie } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('チェックイン時刻を過ぎた予約はキャンセルできません');
  });
});

describe('request to book (the host approves)', () => {
  it('the card is only authorised: the booking waits for the host for 24 hours, and a guest who withdraws pays nothing', async () => {
    const requestHouse = await insertProperty(t.db, null, { hostId, basePriceJpy: 30000, cleaningFeeJpy: 0 });
    await t.db.update(properties).set({ requiresApproval: true }).where(eq(properties.id, requestHouse));
    const session = (await startCheckout(guest.cookie, stay(80, 82, { propertyId: requestHouse }))).json() as CheckoutSession;
    const paid = await pay(session.sessionId);
    expect(paid.json().status).toBe('authorized');

    const booking = (await getBooking(guest.cookie, session.bookingId)).json() as Booking;
    expect(booking).toMatchObject({ status: 'pending', paymentStatus: 'authorized', cancellation: { allowed: true, feeJpy: 0, refundJpy: 0 } });
    const hoursLeft = (Date.parse(booking.holdExpiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    const cancelled = await t.app.inject({ method: 'PUT', url: `/api/bookings/${session.bookingId}/cancel`, headers: { cookie: guest.cookie } });
    expect(cancelled.json()).toMatchObject({ cancelFeeJpy: 0, refundAmountJpy: 0, booking: { status: 'cancelled', paymentStatus: 'unpaid' } });
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, session.bookingId));
    expect(payment.status).toBe('unpaid');
    const [released] = await t.db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, session.sessionId));
    expect(released.paymentStatus).toBe('canceled');
  });
});

describe('the accommodation tax (宿泊税)', () => {
  it("charges a Kyoto house's tax per guest and night as its own line, in the quote, the booking and the payment", async () => {
    // 22,000円 a night for 2 adults is 10,000円 a person without consumption tax: 京都市's 400円 a person from 2026-03-01.
    const kyotoHouse = await insertProperty(t.db, null, { hostId, basePriceJpy: 22000, cleaningFeeJpy: 0, prefecture: '京都府', city: '京都市中京区' });
    const dates = { checkinDate: fromToday(150), checkoutDate: fromToday(152) };
    const quote = await t.app.inject({ method: 'POST', url: `/api/properties/${kyotoHouse}/calendar/calculate-pricing`, payload: { ...dates, guestsAdults: 2 } });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      nightsTotal: 44000,
      stayTotalJpy: 44000,
      accommodationTaxJpy: 1600,
      accommodationTax: { totalJpy: 1600, lines: [{ name: '京都市宿泊税', amountJpy: 1600 }], nights: [{ date: fromToday(150), amountJpy: 800 }, { date: fromToday(151), amountJpy: 800 }] },
      totalPrice: 45600,
    });
    // Three guests make a night 6,666円 a person: still 400円 each, 1,200円 a night.
    const three = await t.app.inject({ method: 'POST', url: `/api/properties/${kyotoHouse}/calendar/calculate-pricing`, payload: { ...dates, guestsAdults: 2, guestsChildren: 1 } });
    expect(three.json()).toMatchObject({ accommodationTaxJpy: 2400, totalPrice: 46400 });

    const session = (await startCheckout(guest.cookie, stay(150, 152, { propertyId: kyotoHouse }))).json() as CheckoutSession;
    expect(session.amountJpy).toBe(45600);
    const booking = (await getBooking(guest.cookie, session.bookingId)).json() as Booking;
    expect(booking).toMatchObject({ totalPrice: 45600, nightsTotal: 44000, accommodationTaxJpy: 1600, accommodationTax: { lines: [{ name: '京都市宿泊税', amountJpy: 1600 }] } });
    const [row] = await t.db.select({ tax: bookings.accommodationTaxJpy, total: bookings.totalAmountJpy }).from(bookings).where(eq(bookings.id, session.bookingId));
    expect(row).toEqual({ tax: 1600, total: 45600 });
    expect((await pay(session.sessionId)).statusCode).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, session.bookingId));
    expect(payment.amountJpy).toBe(45600);
  });

  it('charges none where no rule applies', async () => {
    const house = await insertProperty(t.db, null, { hostId, basePriceJpy: 22000, cleaningFeeJpy: 0, prefecture: '岐阜県', city: '高山市' });
    const quote = await t.app.inject({ method: 'POST', url: `/api/properties/${house}/calendar/calculate-pricing`, payload: { checkinDate: fromToday(150), checkoutDate: fromToday(152), guestsAdults: 2 } });
    expect(quote.json()).toMatchObject({ accommodationTaxJpy: 0, accommodationTax: { totalJpy: 0, lines: [] }, totalPrice: 44000 });
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@/contract/bookings';
import type { HostBookingDetail, HostBookingListItem } from '@/contract/host-bookings';
import { bookings, emailOutbox, localCheckoutSessions, payments, properties, refunds } from '@/db/schema';
import { fromToday, insertBooking, insertProperty } from '../../testing/fixtures';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let host: { user: { id: string }; cookie: string };
let otherHost: { user: { id: string }; cookie: string };
let guest: { user: { id: string }; cookie: string };
/** Request to book: 30,000 a night, no cleaning fee. */
let requestHouse: string;
/** Instant booking: 20,000 a night + 5,000 cleaning, moderate policy. */
let instantHouse: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

/**
 * The houses are in 京都市 (the fixture's place): for the 3 guests of `stay`, a night of either house is
 * 6,818–9,090円 a person without consumption tax, 京都市's 6,000–19,999円 tier from 2026-03-01: 400円 a
 * person, 1,200円 a night, added to what the guest pays (docs/product/accommodation-tax.md).
 */
const kyotoTax3Guests = (nights: number) => 1200 * nights;

const stay = (propertyId: string, checkin: number, checkout: number, extra: Record<string, unknown> = {}) => ({
  propertyId,
  checkinDate: fromToday(checkin),
  checkoutDate: fromToday(checkout),
  guestsAdults: 2,
  guestsChildren: 1,
  guestsInfants: 0,
  guestName: '山田 太郎',
  guestEmail: 'taro@example.jp',
  guestPhone: '090-1111-2222',
  specialRequests: '到着は18時ごろです',
  ...extra,
});

/** A booking made as a guest makes it: the hold, then the local card page. */
async function book(propertyId: string, checkin: number, checkout: number, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { cookie: guest.cookie }, payload: stay(propertyId, checkin, checkout, extra) });
  expect(res.statusCode, res.body).toBe(201);
  const session = res.json() as CheckoutSession;
  const paid = await t.app.inject({ method: 'POST', url: `/api/payments/local/${session.sessionId}/complete`, payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } });
  expect(paid.statusCode, paid.body).toBe(200);
  return session;
}

const as = (cookie: string | null) => (cookie ? { cookie } : {});
const list = (cookie: string | null, query = '') => t.app.inject({ method: 'GET', url: `/api/host/bookings${query}`, headers: as(cookie) });
const detail = (cookie: string | null, id: string) => t.app.inject({ method: 'GET', url: `/api/host/bookings/${id}`, headers: as(cookie) });
const act = (cookie: string | null, id: string, action: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/host/bookings/${id}/${action}`, headers: as(cookie), ...(payload ? { payload } : {}) });
const mails = (bookingId: string, kind: string) => t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, bookingId), eq(emailOutbox.kind, kind)));
const paymentOf = async (bookingId: string) => (await t.db.select().from(payments).where(eq(payments.bookingId, bookingId)))[0];

beforeAll(async () => {
  t = await createTestApp();
  host = await registerHost(t.app);
  otherHost = await registerHost(t.app, { fullName: '田中 三郎' });
  guest = await signUpGuest(t.app);
  requestHouse = await insertProperty(t.db, null, { hostId: host.user.id, title: '白川郷の合掌造り', basePriceJpy: 30000, cleaningFeeJpy: 0 });
  await t.db.update(properties).set({ requiresApproval: true }).where(eq(properties.id, requestHouse));
  instantHouse = await insertProperty(t.db, null, { hostId: host.user.id, title: '京町家 さくら', basePriceJpy: 20000, cleaningFeeJpy: 5000 });
});
afterAll(async () => {
  await t?.close();
});
// One account holds at most 2 unpaid stays: each test starts with none left unpaid.
afterEach(async () => {
  await t.db.update(bookings).set({ status: 'cancelled', holdExpiresAt: null }).where(eq(bookings.status, 'tentative'));
});

describe('GET /api/host/bookings', () => {
  it("lists the host's paid bookings with tab counts, searches guest and house names (NFKC), filters, sorts and pages", async () => {
    const request = await book(requestHouse, 10, 12, { guestName: 'Ｊｏｈｎ Ｓｍｉｔｈ' });
    const confirmed = await book(instantHouse, 20, 22);
    // Not bookings: an unpaid hold, a hold that lapsed unpaid.
    const hold = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { cookie: guest.cookie }, payload: stay(instantHouse, 30, 32) });
    expect(hold.statusCode).toBe(201);
    await insertBooking(t.db, { propertyId: instantHouse, guestId: guest.user.id, checkin: fromToday(40), checkout: fromToday(41), status: 'cancelled' });
    const completed = await insertBooking(t.db, { propertyId: instantHouse, guestId: guest.user.id, checkin: fromToday(-10), checkout: fromToday(-8), status: 'completed' });
    const noShow = await insertBooking(t.db, { propertyId: instantHouse, guestId: guest.user.id, checkin: fromToday(-5), checkout: fromToday(-4), status: 'no_show' });

    const all = await list(host.cookie);
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json() as HostBookingListItem[];
    expect(items.map((b) => b.id).sort()).toEqual([request.bookingId, confirmed.bookingId, completed, noShow].sort());
    expect(all.headers['x-total-count']).toBe('4');
    expect(JSON.parse(String(all.headers['x-list-counts']))).toEqual({ all: 4, pending: 1, confirmed: 1, completed: 1, cancelled: 1 });

    const pending = items.find((b) => b.id === request.bookingId)!;
    expect(pending).toMatchObject({ status: 'pending', paymentStatus: 'authorized', guestName: 'Ｊｏｈｎ Ｓｍｉｔｈ', propertyTitle: '白川郷の合掌造り', nights: 2, guestCount: 3, totalAmountJpy: 60000 + kyotoTax3Guests(2), allowedActions: ['approve', 'reject'] });
    expect(Date.parse(pending.holdExpiresAt ?? '') - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(items.find((b) => b.id === confirmed.bookingId)).toMatchObject({ status: 'confirmed', holdExpiresAt: null, allowedActions: ['cancel'] });

    const byGuest = (await list(host.cookie, '?q=john%20smith')).json() as HostBookingListItem[];
    expect(byGuest.map((b) => b.id)).toEqual([request.bookingId]);
    const byHouse = await list(host.cookie, `?q=${encodeURIComponent('京町家')}`);
    expect(byHouse.headers['x-total-count']).toBe('3');
    expect(JSON.parse(String(byHouse.headers['x-list-counts'])).all).toBe(4);

    const cancelledTab = (await list(host.cookie, '?status=cancelled')).json() as HostBookingListItem[];
    expect(cancelledTab.map((b) => [b.id, b.status])).toEqual([[noShow, 'no_show']]);
    expect(((await list(host.cookie, '?status=pending')).json() as HostBookingListItem[]).map((b) => b.id)).toEqual([request.bookingId]);

    const byCheckin = (await list(host.cookie, '?sort=checkin_asc')).json() as HostBookingListItem[];
    expect(byCheckin.map((b) => b.id)).toEqual([completed, noShow, request.bookingId, confirmed.bookingId]);
    const page2 = await list(host.cookie, '?sort=checkin_asc&pageSize=3&page=2');
    expect((page2.json() as HostBookingListItem[]).map((b) => b.id)).toEqual([confirmed.bookingId]);
    expect(page2.headers['x-total-count']).toBe('4');

    const theirs = await list(otherHost.cookie);
    expect(theirs.json()).toEqual([]);
    expect(JSON.parse(String(theirs.headers['x-list-counts']))).toEqual({ all: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 });
    expect((await list(guest.cookie)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
    const bad = await list(host.cookie, '?status=tentative');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('status');
  });
});

describe('GET /api/host/bookings/{id}', () => {
  it('shows the guests, the stay, the price breakdown, the payment and what may be done now; another host gets the 404 of a missing booking', async () => {
    const request = await book(requestHouse, 50, 53);
    const res = await detail(host.cookie, request.bookingId);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as HostBookingDetail;
    expect(d).toMatchObject({
      status: 'pending',
      guestsAdults: 2,
      guestsChildren: 1,
      guests: [{ fullName: '山田 太郎', email: 'taro@example.jp', phone: '090-1111-2222', isPrimary: true }],
      specialRequests: '到着は18時ごろです',
      pricing: { nightsTotal: 90000, cleaningFeeJpy: 0, accommodationTax: { totalJpy: kyotoTax3Guests(3), lines: [{ name: '京都市宿泊税', amountJpy: kyotoTax3Guests(3) }] }, totalPrice: 90000 + kyotoTax3Guests(3) },
      payment: { provider: 'local', status: 'authorized', amountJpy: 90000 + kyotoTax3Guests(3), capturedAt: null },
      refunds: [],
      allowedActions: ['approve', 'reject'],
      actionRefusals: { cancel: '承認待ちのリクエストはキャンセルではなく却下してください' },
    });
    expect(d.pricing.dailyPrices.map((p) => p.date)).toEqual([fromToday(50), fromToday(51), fromToday(52)]);
    expect(d.holdExpiresAt).not.toBeNull();

    const theirs = await detail(otherHost.cookie, request.bookingId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual((await detail(otherHost.cookie, MISSING)).json());
    expect(theirs.json().message).toBe('予約が見つかりません');
    expect((await detail(guest.cookie, request.bookingId)).statusCode).toBe(403);
    expect((await detail(null, request.bookingId)).statusCode).toBe(401);
  });
});

describe('approve and reject a request', () => {
  it('承認 captures the authorisation, confirms the booking and mails the guest; a second approve is a 409', async () => {
    const request = await book(requestHouse, 60, 62);
    const res = await act(host.cookie, request.bookingId, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null, payment: { status: 'paid' }, allowedActions: ['cancel'] });
    const payment = await paymentOf(request.bookingId);
    expect(payment.status).toBe('paid');
    expect(payment.capturedAt).not.toBeNull();
    const [session] = await t.db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, request.sessionId));
    expect(session.paymentStatus).toBe('paid');
    const [mail] = await mails(request.bookingId, 'booking_confirmation');
    expect(mail.toAddress).toBe('taro@example.jp');

    const seen = await t.app.inject({ method: 'GET', url: `/api/bookings/${request.bookingId}`, headers: { cookie: guest.cookie } });
    expect(seen.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    const again = await act(host.cookie, request.bookingId, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この予約はすでに確定しています');
  });

  it('refuses to approve a request past its 24 hours, another host (404), a guest (403) and nobody (401)', async () => {
    const request = await book(requestHouse, 70, 72);
    expect((await act(otherHost.cookie, request.bookingId, 'approve')).statusCode).toBe(404);
    expect((await act(guest.cookie, request.bookingId, 'approve')).statusCode).toBe(403);
    expect((await act(null, request.bookingId, 'approve')).statusCode).toBe(401);

    await t.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.id, request.bookingId));
    const late = await act(host.cookie, request.bookingId, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('このリクエストは回答期限（24時間）を過ぎたため承認できません');
    expect((await paymentOf(request.bookingId)).status).toBe('authorized');
  });

  it('却下 needs a reason (400 naming it), then cancels the request, releases the authorisation and tells the guest why', async () => {
    const request = await book(requestHouse, 80, 82);
    const none = await act(host.cookie, request.bookingId, 'reject', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().field).toBe('reason');
    const blank = await act(host.cookie, request.bookingId, 'reject', { reason: '   ' });
    expect(blank.json()).toMatchObject({ field: 'reason', message: '理由を入力してください' });
    expect((await act(host.cookie, request.bookingId, 'reject', { reason: 'あ'.repeat(501) })).statusCode).toBe(400);

    const res = await act(host.cookie, request.bookingId, 'reject', { reason: '  その日は設備点検のためお受けできません  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', cancelledBy: 'host', cancelReason: 'その日は設備点検のためお受けできません', allowedActions: [] });
    expect((await paymentOf(request.bookingId)).status).toBe('unpaid');
    const [session] = await t.db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, request.sessionId));
    expect(session.paymentStatus).toBe('canceled');
    const [mail] = await mails(request.bookingId, 'booking_rejected');
    expect(mail.subject).toContain('承認されませんでした');
    expect(mail.textContent).toContain('その日は設備点検のためお受けできません');
    expect(mail.textContent).toContain('与信');
    expect(await mails(request.bookingId, 'cancellation')).toHaveLength(0);

    const again = await act(host.cookie, request.bookingId, 'reject', { reason: '重複' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この予約はすでにキャンセルされています');
  });

  it('PUT /api/bookings/{bookingId} approves (confirmed) or rejects (cancelled) for the booking\'s host only', async () => {
    const first = await book(requestHouse, 90, 91);
    const second = await book(requestHouse, 92, 93);
    const put = (cookie: string | null, id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: as(cookie), payload });

    expect((await put(null, first.bookingId, { status: 'confirmed' })).statusCode).toBe(401);
    const stranger = await put(otherHost.cookie, first.bookingId, { status: 'confirmed' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('予約が見つかりません');
    expect((await put(guest.cookie, first.bookingId, { status: 'confirmed' })).statusCode).toBe(403);
    const badStatus = await put(host.cookie, first.bookingId, { status: 'completed' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().field).toBe('status');

    const approved = await put(host.cookie, first.bookingId, { status: 'confirmed' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const rejected = await put(host.cookie, second.bookingId, { status: 'cancelled' });
    expect(rejected.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'host' });
    expect(await mails(second.bookingId, 'booking_rejected')).toHaveLength(1);
    expect((await put(host.cookie, first.bookingId, { status: 'cancelled' })).statusCode).toBe(409);
  });
});

describe('cancel, check-in and no-show', () => {
  it('the host cancels a confirmed booking with a reason: a full refund whatever the policy, and the guest is told', async () => {
    const confirmed = await book(instantHouse, 2, 4);
    expect((await act(host.cookie, confirmed.bookingId, 'cancel', {})).json().field).toBe('reason');
    const res = await act(host.cookie, confirmed.bookingId, 'cancel', { reason: '屋根の修理が必要になりました' });
    expect(res.statusCode, res.body).toBe(200);
    // Within 3 days of check-in a guest would pay half (moderate); the host's cancellation refunds everything.
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'host', cancelFeeJpy: 0, refundedJpy: 45000 + kyotoTax3Guests(2), paymentStatus: 'refunded' });
    const [refund] = await t.db.select().from(refunds).innerJoin(payments, eq(payments.id, refunds.paymentId)).where(eq(payments.bookingId, confirmed.bookingId));
    expect(refund.refunds).toMatchObject({ amountJpy: 45000 + kyotoTax3Guests(2), status: 'refunded' });
    const [mail] = await mails(confirmed.bookingId, 'host_cancelled');
    expect(mail.textContent).toContain('屋根の修理が必要になりました');
    expect(mail.textContent).toContain(`¥${(45000 + kyotoTax3Guests(2)).toLocaleString('en-US')}を全額返金`);

    expect((await act(host.cookie, confirmed.bookingId, 'cancel', { reason: 'もう一度' })).statusCode).toBe(409);
    const request = await book(requestHouse, 100, 101);
    const refused = await act(host.cookie, request.bookingId, 'cancel', { reason: '都合' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('承認待ちのリクエストはキャンセルではなく却下してください');
  });

  it('check-in is refused before the day, recorded on the day once, and the booking stays confirmed', async () => {
    const tomorrow = await insertBooking(t.db, { propertyId: instantHouse, guestId: guest.user.id, checkin: fromToday(1), checkout: fromToday(2) });
    const early = await act(host.cookie, tomorrow, 'check-in');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('チェックイン日より前はチェックイン済みにできません');

    const today = await insertBooking(t.db, { propertyId: requestHouse, guestId: guest.user.id, checkin: fromToday(0), checkout: fromToday(1) });
    const res = await act(host.cookie, today, 'check-in');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('confirmed');
    expect(res.json().checkedInAt).not.toBeNull();
    expect(res.json().allowedActions).toEqual([]);
    const twice = await act(host.cookie, today, 'check-in');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('この予約はすでにチェックイン済みです');
    expect((await act(otherHost.cookie, today, 'check-in')).statusCode).toBe(404);
  });

  it("no-show only after the check-in day: the policy's check-in-day fee is kept, the rest refunded, the guest told", async () => {
    const noShowHouse = await insertProperty(t.db, null, { hostId: host.user.id, basePriceJpy: 20000, cleaningFeeJpy: 5000 });
    const onTheDay = await insertBooking(t.db, { propertyId: noShowHouse, guestId: guest.user.id, checkin: fromToday(0), checkout: fromToday(1) });
    const early = await act(host.cookie, onTheDay, 'no-show');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('チェックイン日が過ぎるまでは無断キャンセルにできません');
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, onTheDay));

    const paid = await book(noShowHouse, 20, 22);
    await t.db.update(bookings).set({ checkinDate: fromToday(-1), checkoutDate: fromToday(1) }).where(eq(bookings.id, paid.bookingId));
    const res = await act(host.cookie, paid.bookingId, 'no-show');
    expect(res.statusCode, res.body).toBe(200);
    // Moderate: half of the 45,000円 stay is kept, the odd yen to the fee; the accommodation tax of a stay not taken goes back.
    expect(res.json()).toMatchObject({ status: 'no_show', cancelFeeJpy: 22500, refundedJpy: 22500 + kyotoTax3Guests(2), allowedActions: [] });
    const [mail] = await mails(paid.bookingId, 'no_show');
    expect(mail.textContent).toContain('キャンセル料（チェックイン当日のキャンセルと同額）: ¥22,500');
    expect((await act(host.cookie, paid.bookingId, 'no-show')).statusCode).toBe(409);
  });
});

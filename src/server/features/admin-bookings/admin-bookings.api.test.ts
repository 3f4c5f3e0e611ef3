import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBooking, AdminBookingCounts, AdminBookingDetail } from '@/contract/admin-bookings';
import type { CheckoutSession } from '@/contract/bookings';
import { auditLogs, bookingGuests, bookings, emailOutbox, notifications, payments, properties, refunds, users } from '@/db/schema';
import { addDays, japanDate, japanMonthRange, weekdayOf } from '@/domain/japan-date';
import { isBooking } from '../../lib/booking-conditions';
import { fromToday, insertBooking, insertProperty, kyotoTaxFor2Guests } from '../../testing/fixtures';

/** What the guest pays for 2 nights at 京町家 さくら (2 guests): the stay and 京都市's accommodation tax. */
const paid2Nights = 45000 + kyotoTaxFor2Guests(2);
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
let host: { user: { id: string }; cookie: string };
let guest: { user: { id: string }; cookie: string };
/** Instant booking, moderate policy: 20,000 a night + 5,000 cleaning. */
let instantHouse: string;
/** Request to book: 30,000 a night. */
let requestHouse: string;
const houses: string[] = [];
const MISSING = '00000000-0000-4000-8000-000000000000';

const bearer = (value = token) => ({ authorization: `Bearer ${value}` });
const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/admin/bookings${query}`, headers: bearer() });
const ids = (res: { json: () => unknown }) => (res.json() as AdminBooking[]).map((b) => b.id);
const countsOf = (res: { headers: Record<string, unknown> }) => JSON.parse(String(res.headers['x-list-counts'])) as AdminBookingCounts;
const detail = (id: string) => t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}`, headers: bearer() });
const cancel = (id: string, payload: Record<string, unknown>, headers: Record<string, string> = bearer()) =>
  t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/cancel`, headers, payload });

/** A booking made as a guest makes it: the hold, then the local card page. */
async function book(propertyId: string, checkin: number, checkout: number, guestName = '山田 太郎') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: { cookie: guest.cookie },
    payload: { propertyId, checkinDate: fromToday(checkin), checkoutDate: fromToday(checkout), guestsAdults: 2, guestsChildren: 0, guestsInfants: 0, guestName, guestEmail: 'taro@example.jp', guestPhone: '090-1111-2222' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const session = res.json() as CheckoutSession;
  const paid = await t.app.inject({ method: 'POST', url: `/api/payments/local/${session.sessionId}/complete`, payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } });
  expect(paid.statusCode, paid.body).toBe(200);
  return session.bookingId;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
  host = await registerHost(t.app);
  guest = await signUpGuest(t.app);
  instantHouse = await insertProperty(t.db, null, { hostId: host.user.id, title: '京町家 さくら', basePriceJpy: 20000, cleaningFeeJpy: 5000 });
  requestHouse = await insertProperty(t.db, null, { hostId: host.user.id, title: '白川郷の合掌造り', basePriceJpy: 30000, cleaningFeeJpy: 0 });
  await t.db.update(properties).set({ requiresApproval: true }).where(eq(properties.id, requestHouse));
  for (let i = 0; i < 5; i += 1) houses.push(await insertProperty(t.db, null, { hostId: host.user.id, title: `期間テストの家${i}`, basePriceJpy: 10000 }));
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await t.db.update(bookings).set({ status: 'cancelled', holdExpiresAt: null }).where(eq(bookings.status, 'tentative'));
});

describe('GET /api/admin/bookings', () => {
  it('applies each period in Japan time, the status filter, the search by number or guest name, and leaves unpaid holds out', async () => {
    const today = japanDate();
    const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
    const month = japanMonthRange();
    const at = (house: number, checkin: string, checkout: string, status: 'confirmed' | 'completed' | 'cancelled' | 'tentative' = 'confirmed') =>
      insertBooking(t.db, { propertyId: houses[house], guestId: guest.user.id, checkin, checkout, status });
    const staying = await at(0, addDays(today, -1), addDays(today, 1));
    const arriving = await at(1, today, addDays(today, 2));
    const leaving = await at(1, addDays(today, -2), today);
    const future = await at(0, addDays(today, 60), addDays(today, 62));
    const past = await at(0, addDays(today, -70), addDays(today, -68), 'completed');
    const weekStart = await at(2, monday, addDays(monday, 1));
    const nextWeek = await at(2, addDays(monday, 7), addDays(monday, 8));
    const monthStart = await at(3, month.from, addDays(month.from, 1));
    const nextMonth = await at(3, month.to, addDays(month.to, 1));
    const hold = await at(4, addDays(today, 90), addDays(today, 91), 'tentative');
    const lapsed = await at(4, addDays(today, 95), addDays(today, 96), 'cancelled');
    const futureCancelled = await at(4, addDays(today, 100), addDays(today, 101), 'cancelled');
    // A cancellation after a payment is a booking; the hold that lapsed unpaid is not.
    await t.db.insert(payments).values({ bookingId: futureCancelled, provider: 'local', amountJpy: 10000, status: 'refunded', capturedAt: new Date() });
    await t.db.insert(bookingGuests).values({ bookingId: future, fullName: 'Ｊｏｈｎ Ｓｍｉｔｈ', email: 'john@example.com', phone: '080-0000-0000', isPrimary: true });

    const all = await list('?pageSize=100');
    expect(all.statusCode, all.body).toBe(200);
    const everything = ids(all);
    for (const id of [staying, arriving, future, past, weekStart, nextWeek, monthStart, nextMonth, futureCancelled]) expect(everything).toContain(id);
    expect(everything).not.toContain(hold);
    expect(everything).not.toContain(lapsed);
    expect(Number(all.headers['x-total-count'])).toBe(everything.length);
    const johnRow = (all.json() as AdminBooking[]).find((b) => b.id === future);
    expect(johnRow).toMatchObject({ guestName: 'Ｊｏｈｎ Ｓｍｉｔｈ', guestEmail: 'john@example.com', guestPhone: '080-0000-0000', propertyTitle: '期間テストの家0', totalGuests: 1 });

    const todayIds = ids(await list('?period=today&pageSize=100'));
    expect(todayIds).toEqual(expect.arrayContaining([staying, arriving]));
    for (const id of [future, past, nextWeek, nextMonth, leaving]) expect(todayIds).not.toContain(id);

    const weekIds = ids(await list('?period=week&pageSize=100'));
    expect(weekIds).toEqual(expect.arrayContaining([weekStart, arriving]));
    for (const id of [nextWeek, future, past]) expect(weekIds).not.toContain(id);

    const monthIds = ids(await list('?period=month&pageSize=100'));
    expect(monthIds).toEqual(expect.arrayContaining([monthStart, arriving]));
    for (const id of [nextMonth, future, past]) expect(monthIds).not.toContain(id);
    // A period's page is newest first and paged like the whole list.
    expect(ids(await list('?period=month&pageSize=1&page=2'))).toEqual([monthIds[1]]);
    const monthCreated = (await list('?period=month&pageSize=100')).json() as AdminBooking[];
    expect(monthCreated.map((b) => b.createdAt)).toEqual([...monthCreated.map((b) => b.createdAt)].sort().reverse());

    const upcomingIds = ids(await list('?period=upcoming&pageSize=100'));
    expect(upcomingIds).toEqual(expect.arrayContaining([future, nextMonth]));
    for (const id of [staying, arriving, past, futureCancelled]) expect(upcomingIds).not.toContain(id);

    // An explicit status shows what the default list leaves out.
    expect(ids(await list('?status=tentative&pageSize=100'))).toContain(hold);
    const cancelledIds = ids(await list('?status=cancelled&pageSize=100'));
    expect(cancelledIds).toEqual(expect.arrayContaining([lapsed, futureCancelled]));
    expect(ids(await list('?status=completed&pageSize=100'))).toEqual(expect.arrayContaining([past]));
    expect(ids(await list('?status=completed&pageSize=100'))).not.toContain(staying);

    // Search: the 8-character number, the whole id, the guest's name full-width or half-width.
    expect(ids(await list(`?q=${future.slice(0, 8).toUpperCase()}`))).toEqual([future]);
    expect(ids(await list(`?q=${future}`))).toEqual([future]);
    expect(ids(await list(`?q=${encodeURIComponent('john smith')}`))).toEqual([future]);

    // Sorted by check-in: the oldest stay first.
    const byCheckin = (await list('?sort=checkin&pageSize=100')).json() as AdminBooking[];
    expect(byCheckin.map((b) => b.checkInDate)).toEqual([...byCheckin.map((b) => b.checkInDate)].sort());

    expect((await list('?period=yesterday')).statusCode).toBe(400);
    expect((await list('?status=lost')).statusCode).toBe(400);
  });

  it("counts bookings by status and this month's real sales: captured payments less refunds in the Japan month", async () => {
    const before = countsOf(await list());
    const paid = await book(instantHouse, 30, 32);
    const after = countsOf(await list());
    expect(after.total).toBe(before.total + 1);
    expect(after.confirmed).toBe(before.confirmed + 1);
    expect(after.paymentsThisMonth).toBe(before.paymentsThisMonth + paid2Nights);

    // A payment captured last month is not this month's sale.
    const old = await insertBooking(t.db, { propertyId: houses[4], guestId: guest.user.id, checkin: addDays(japanDate(), -200), checkout: addDays(japanDate(), -199), status: 'completed' });
    await t.db.insert(payments).values({ bookingId: old, provider: 'local', amountJpy: 99999, status: 'paid', capturedAt: new Date(Date.now() - 62 * 86_400_000) });
    expect(countsOf(await list()).paymentsThisMonth).toBe(after.paymentsThisMonth);

    const res = await cancel(paid, { reason: '設備故障のため', refund: 'full' });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = countsOf(await list());
    expect(cancelled.confirmed).toBe(before.confirmed);
    expect(cancelled.paymentsThisMonth).toBe(before.paymentsThisMonth);
  });
});

describe('the kept counters and search texts of the bookings list (custom migration 0017)', () => {
  /** The counters and totals as the list answers them, and as counting the bookings themselves gives them. */
  async function answered() {
    const res = await list('?pageSize=100');
    const byStatus = async (status: 'cancelled' | 'tentative' | 'confirmed') => {
      const r = await list(`?status=${status}&pageSize=100`);
      return { total: Number(r.headers['x-total-count']), rows: ids(r).length };
    };
    return { counts: countsOf(res), total: Number(res.headers['x-total-count']), rows: ids(res).length, cancelled: await byStatus('cancelled'), tentative: await byStatus('tentative'), confirmed: await byStatus('confirmed') };
  }
  async function counted() {
    const [row] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(bookings).where(isBooking);
    return row.n;
  }
  async function expectRight() {
    const a = await answered();
    expect(a.counts.total).toBe(await counted());
    expect(a.total).toBe(a.rows);
    expect(a.total).toBe(a.counts.total);
    for (const s of [a.cancelled, a.tentative, a.confirmed]) expect(s.total).toBe(s.rows);
    return a;
  }

  it('stay right as a booking is made, changes status, is paid, loses its payment, moves and is deleted', async () => {
    const start = await expectRight();
    // House 4: moved to the month's first day below, it must not meet the other test's stays (house 1 has one from today, which is that day on the 1st).
    const id = await insertBooking(t.db, { propertyId: houses[4], guestId: guest.user.id, checkin: fromToday(300), checkout: fromToday(302), status: 'tentative' });
    expect((await expectRight()).tentative.total).toBe(start.tentative.total + 1);
    await t.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, id));
    const confirmed = await expectRight();
    expect(confirmed.counts.confirmed).toBe(start.counts.confirmed + 1);
    expect(confirmed.counts.total).toBe(start.counts.total + 1);
    // Cancelled before any payment: no longer a booking, still listed under 取消.
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, id));
    const cancelled = await expectRight();
    expect(cancelled.counts.total).toBe(start.counts.total);
    expect(cancelled.cancelled.total).toBe(start.cancelled.total + 1);
    // A payment authorised once makes the cancellation a booking; losing it makes it none again.
    const [payment] = await t.db.insert(payments).values({ bookingId: id, provider: 'local', amountJpy: 40000, status: 'authorized', authorizedAt: new Date() }).returning({ id: payments.id });
    expect((await expectRight()).counts.total).toBe(start.counts.total + 1);
    await t.db.update(payments).set({ authorizedAt: null }).where(eq(payments.id, payment.id));
    expect((await expectRight()).counts.total).toBe(start.counts.total);
    await t.db.update(payments).set({ capturedAt: new Date() }).where(eq(payments.id, payment.id));
    expect((await expectRight()).counts.total).toBe(start.counts.total + 1);
    await t.db.delete(payments).where(eq(payments.id, payment.id));
    expect((await expectRight()).counts.total).toBe(start.counts.total);
    // Moved into this month and confirmed: the month's period counts it; deleted: every counter is back.
    const month = japanMonthRange();
    await t.db.update(bookings).set({ status: 'confirmed', checkinDate: month.from, checkoutDate: addDays(month.from, 1) }).where(eq(bookings.id, id));
    const inMonth = await list('?period=month&pageSize=100');
    expect(ids(inMonth)).toContain(id);
    expect(Number(inMonth.headers['x-total-count'])).toBe(ids(inMonth).length);
    await t.db.delete(bookings).where(eq(bookings.id, id));
    const end = await expectRight();
    expect(end.counts).toEqual(start.counts);
    expect(end.cancelled).toEqual(start.cancelled);
  });

  it("finds a booking and its payment by a guest's name set after booking, and by the account's new name", async () => {
    const id = await book(houses[2], 320, 321, '予約 時名');
    const search = async (q: string) => ids(await list(`?q=${encodeURIComponent(q)}`));
    const paymentsFound = async (q: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/admin/payments?q=${encodeURIComponent(q)}`, headers: bearer() })).json() as { bookingId: string }[]).map((p) => p.bookingId);
    expect(await search('時名')).toEqual([id]);
    await t.db.update(bookingGuests).set({ fullName: 'ｶﾀｶﾅ 改名' }).where(eq(bookingGuests.bookingId, id));
    expect(await search('時名')).toEqual([]);
    expect(await search('改名')).toEqual([id]);
    expect(await search('カタカナ')).toEqual([id]);
    expect(await paymentsFound('改名')).toEqual([id]);
    expect(await paymentsFound('時名')).toEqual([]);
    // Without a guest entered at booking, the account's name is the guest's: renamed, found by the new name.
    await t.db.delete(bookingGuests).where(eq(bookingGuests.bookingId, id));
    await t.db.update(users).set({ fullName: '新しい 名前太郎' }).where(eq(users.id, guest.user.id));
    expect(await search('名前太郎')).toContain(id);
    expect(await search('改名')).toEqual([]);
    expect(await paymentsFound('名前太郎')).toContain(id);
  });
});

describe('GET /api/admin/bookings/{id}', () => {
  it('answers the booking with its guests, prices, payment with provider ids, messages and history', async () => {
    const id = await book(instantHouse, 40, 42, '佐々木 次郎');
    const message = await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/messages`, headers: { cookie: guest.cookie }, payload: { content: '駐車場はありますか？' } });
    expect(message.statusCode, message.body).toBe(201);
    const res = await detail(id);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json() as AdminBookingDetail;
    expect(b).toMatchObject({ id, status: 'confirmed', guestName: '佐々木 次郎', propertyTitle: '京町家 さくら', totalAmountJpy: paid2Nights, hostEmail: expect.stringContaining('@'), cancelPolicy: 'moderate' });
    expect(b.guests[0]).toMatchObject({ fullName: '佐々木 次郎', isPrimary: true });
    expect(b.pricing).toMatchObject({ nightsTotal: 40000, cleaningFeeJpy: 5000, accommodationTax: { totalJpy: kyotoTaxFor2Guests(2) }, totalPrice: paid2Nights });
    expect(b.pricing.dailyPrices).toHaveLength(2);
    expect(b.payment).toMatchObject({ status: 'paid', amountJpy: paid2Nights, stripePaymentIntentId: expect.any(String) });
    expect(b.messages).toEqual([expect.objectContaining({ from: 'guest', content: '駐車場はありますか？' })]);
    expect(b.history.map((h) => h.label)).toEqual(expect.arrayContaining(['予約を受け付けました', 'お支払いが確定しました']));
    expect(b.cancellation).toMatchObject({ allowed: true, paidJpy: paid2Nights, fullRefundJpy: paid2Nights, policyFeeJpy: 0, policyRefundJpy: paid2Nights });

    expect((await detail(MISSING)).statusCode).toBe(404);
    expect((await detail('not-an-id')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/bookings/{id}/cancel', () => {
  it("refunds by the policy: a moderate stay tomorrow keeps half, e-mails the guest, notifies the host, writes the audit record", async () => {
    const id = await book(instantHouse, 1, 3);
    const preview = (await detail(id)).json() as AdminBookingDetail;
    // The fee is half of the stay; the accommodation tax of a stay not taken goes back.
    expect(preview.cancellation).toMatchObject({ allowed: true, paidJpy: paid2Nights, policyFeeJpy: 22500, policyRefundJpy: paid2Nights - 22500 });

    const res = await cancel(id, { reason: '  ホストの急病のため  ', refund: 'policy' });
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json() as AdminBookingDetail;
    expect(b).toMatchObject({ status: 'cancelled', cancelledBy: 'admin', cancelReason: 'ホストの急病のため', cancelFeeJpy: 22500 });
    expect(b.refunds).toEqual([expect.objectContaining({ amountJpy: paid2Nights - 22500, status: 'refunded' })]);
    expect(b.cancellation.allowed).toBe(false);
    expect(b.history.map((h) => h.label)).toEqual(expect.arrayContaining(['管理者がキャンセルしました', '管理者の操作：キャンセル（テスト管理者）']));

    const [log] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityType, 'booking'), eq(auditLogs.entityId, id)));
    expect(log).toMatchObject({ action: 'cancel', oldValues: { status: 'confirmed' }, newValues: { status: 'cancelled', refund: 'policy', refundJpy: paid2Nights - 22500, cancelFeeJpy: 22500 } });
    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, id), eq(emailOutbox.kind, 'admin_cancelled')));
    expect(mail.textContent).toContain('ホストの急病のため');
    expect(mail.textContent).toContain(`¥${(paid2Nights - 22500).toLocaleString('en-US')}`);
    const [notice] = await t.db.select().from(notifications).where(and(eq(notifications.bookingId, id), eq(notifications.userId, host.user.id)));
    expect(notice).toMatchObject({ title: '運営事務局が予約をキャンセルしました', link: `/host/bookings/${id}` });

    const again = await cancel(id, { reason: '二度目', refund: 'full' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この予約はすでにキャンセルされています');
    expect(await t.db.select().from(refunds).where(eq(refunds.amountJpy, paid2Nights - 22500))).toHaveLength(1);
  });

  it('refunds in full whatever the policy, and a request releases the card instead of refunding', async () => {
    const stay = await book(instantHouse, 2, 4);
    const full = await cancel(stay, { reason: '二重予約のため', refund: 'full' });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({ status: 'cancelled', cancelFeeJpy: 0, refunds: [expect.objectContaining({ amountJpy: paid2Nights })] });

    const request = await book(requestHouse, 10, 11);
    expect(((await detail(request)).json() as AdminBookingDetail).status).toBe('pending');
    const released = await cancel(request, { reason: '不正利用の疑い', refund: 'policy' });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ status: 'cancelled', refunds: [], payment: { status: 'unpaid' } });
    expect(await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, request), eq(emailOutbox.kind, 'admin_cancelled')))).toHaveLength(1);
  });

  it('refuses bad input with 400, a finished booking with 409, and anyone but an admin', async () => {
    const done = await insertBooking(t.db, { propertyId: houses[4], guestId: guest.user.id, checkin: addDays(japanDate(), -300), checkout: addDays(japanDate(), -299), status: 'completed' });
    const blank = await cancel(done, { reason: '   ', refund: 'full' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('キャンセルの理由を入力してください');
    expect((await cancel(done, { reason: 'x'.repeat(501), refund: 'full' })).statusCode).toBe(400);
    expect((await cancel(done, { reason: '理由', refund: 'half' })).statusCode).toBe(400);
    const finished = await cancel(done, { reason: '理由', refund: 'full' });
    expect(finished.statusCode).toBe(409);
    expect(finished.json().message).toBe('宿泊が完了した予約はキャンセルできません');
    expect((await cancel(MISSING, { reason: '理由', refund: 'full' })).statusCode).toBe(404);

    const calls = [
      { method: 'GET' as const, url: '/api/admin/bookings' },
      { method: 'GET' as const, url: `/api/admin/bookings/${done}` },
      { method: 'POST' as const, url: `/api/admin/bookings/${done}/cancel`, payload: { reason: '理由', refund: 'full' } },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: { cookie: guest.cookie } })).statusCode, call.url).toBe(403);
      expect((await t.app.inject({ ...call, headers: { cookie: host.cookie } })).statusCode, call.url).toBe(403);
    }
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, done));
    expect(row.status).toBe('completed');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CheckoutSession, LocalSession } from '@/contract/bookings';
import type { AdminBooking } from '@/contract/admin-bookings';
import type { HostBookingDetail } from '@/contract/host-bookings';
import { bookings, payments, properties } from '@/db/schema';
import { bookingNumber, formatYen } from '@/domain/display-format';
import { addDays, japanDate, japanInstant } from '@/domain/japan-date';
import { runBookingJobs } from '../../jobs/booking-jobs';
import { captureMail } from '../../testing/captured-mail';
import { fromToday, insertProperty } from '../../testing/fixtures';
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

/**
 * Issue 31, "Konbini and bank transfer" at a request-to-book house: the request is sent without a card,
 * the host approves, the guest pays by the deadline `payLaterOffer` gives from the approval day
 * (docs/product/payments.md, "Paying after approval").
 */
let t: TestApp;
const mail = captureMail();
let host: Awaited<ReturnType<typeof registerHost>>;
let requestHouseId: string;
let instantHouseId: string;
let guest: Awaited<ReturnType<typeof signUpGuest>>;
let stranger: Awaited<ReturnType<typeof signUpGuest>>;
const GUEST_EMAIL = 'hanako.pay-later@example.jp';

const stay = (propertyId: string, checkin: number, checkout: number) => ({
  propertyId,
  checkinDate: fromToday(checkin),
  checkoutDate: fromToday(checkout),
  guestsAdults: 2,
  guestsChildren: 0,
  guestsInfants: 0,
  guestName: '山田 花子',
  guestEmail: GUEST_EMAIL,
  guestPhone: '090-1111-2222',
  payAfterApproval: true,
});

const request = (propertyId: string, checkin: number, checkout: number) =>
  t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { cookie: guest.cookie }, payload: stay(propertyId, checkin, checkout) });
async function sendRequest(checkin: number, checkout: number): Promise<CheckoutSession> {
  const res = await request(requestHouseId, checkin, checkout);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CheckoutSession;
}
const hostAction = (id: string, action: 'approve' | 'reject') =>
  t.app.inject({ method: 'POST', url: `/api/host/bookings/${id}/${action}`, headers: { cookie: host.cookie }, ...(action === 'reject' ? { payload: { reason: 'お支払い期限を設けられないため、カードでのリクエストをお願いします。' } } : {}) });
const hostDetail = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/host/bookings/${id}`, headers: { cookie: host.cookie } })).json() as HostBookingDetail;
const bookingOf = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: { cookie: guest.cookie } })).json() as Booking;
const payPage = (id: string, cookie = guest.cookie) => t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie }, payload: { reservationId: id } });
const localPage = async (sessionId: string) => (await t.app.inject({ method: 'GET', url: `/api/payments/local/${sessionId}` })).json() as LocalSession;
const chooseVoucher = (sessionId: string, method: 'konbini' | 'bank_transfer') => t.app.inject({ method: 'POST', url: `/api/payments/local/${sessionId}/voucher`, payload: { method } });
const simulatePaid = (sessionId: string) => t.app.inject({ method: 'POST', url: `/api/payments/local/${sessionId}/simulate-paid` });
const deps = () => ({ db: t.db, payments: t.app.payments, mail: t.app.mail, log: t.app.log, cipher: t.app.fieldCipher });

/** The deadline `payLaterOffer` gives from an approval today: the end of the earlier of today + 3 and check-in − 2. */
const deadlineFor = (checkinInDays: number) => {
  const lastDay = [addDays(japanDate(), 3), addDays(fromToday(checkinInDays), -2)].sort()[0];
  return japanInstant(addDays(lastDay, 1), '00:00').toISOString();
};

beforeAll(async () => {
  t = await createTestApp({}, { mailTransport: mail.transport });
  host = await registerHost(t.app, { fullName: '湯島 かえで' });
  requestHouseId = await insertProperty(t.db, null, { hostId: host.user.id, title: '城崎の湯宿「ゆしま」', basePriceJpy: 20000, cleaningFeeJpy: 5000, maxGuests: 4, minNights: 1, maxNights: 7 });
  await t.db.update(properties).set({ requiresApproval: true }).where(eq(properties.id, requestHouseId));
  instantHouseId = await insertProperty(t.db, null, { hostId: host.user.id, basePriceJpy: 20000, cleaningFeeJpy: 5000, maxGuests: 4, minNights: 1, maxNights: 7 });
  guest = await signUpGuest(t.app);
  stranger = await signUpGuest(t.app);
});
afterAll(async () => {
  await t?.close();
});
// One account holds at most 2 unpaid stays: each test starts with none.
afterEach(async () => {
  await t.db.update(bookings).set({ status: 'cancelled', holdExpiresAt: null }).where(eq(bookings.status, 'tentative'));
});

describe('a request to book sent to be paid after approval', () => {
  it('is sent without a card, approved by the host with a payment deadline, paid at a konbini and confirmed', async () => {
    const sent = await sendRequest(30, 32);
    expect(sent.url).toBe(`/booking/${sent.bookingId}`);
    // Two nights at 20,000 and the cleaning fee, with the accommodation tax of the house's town.
    expect(sent.amountJpy).toBeGreaterThanOrEqual(45000);
    expect(await bookingOf(sent.bookingId)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', payAfterApproval: true, paymentDeadline: null, paymentMethod: 'コンビニ払い・銀行振込（ホストの承認後）' });
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, sent.bookingId))).toHaveLength(0);
    const number = bookingNumber(sent.bookingId);
    await expect.poll(() => mail.mailsTo(GUEST_EMAIL, 'ご予約リクエストを受け付けました').filter((m) => m.text.includes(number) && m.text.includes('お支払いはホストの承認後です')).length).toBe(1);
    await expect.poll(() => mail.mailsTo(host.user.email, '新しい予約リクエストが届きました').filter((m) => m.text.includes(number)).length).toBe(1);
    // The host is told how this guest pays before answering.
    expect(mail.mailsTo(host.user.email, '新しい予約リクエストが届きました').find((m) => m.text.includes(number))?.text).toContain(
      'お支払い方法: 承認後にゲストがコンビニ払い・銀行振込でお支払い（承認の時点からお支払い期限を設けます。',
    );

    // The host sees it under 承認待ち, marked as paid after approval.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/host/bookings?status=pending', headers: { cookie: host.cookie } })).json() as { id: string; payAfterApproval: boolean; allowedActions: string[] }[];
    expect(listed.find((b) => b.id === sent.bookingId)).toMatchObject({ payAfterApproval: true, allowedActions: ['approve', 'reject'] });

    const approved = await hostAction(sent.bookingId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'tentative', payAfterApproval: true, paymentDeadline: deadlineFor(30) });
    const waiting = await bookingOf(sent.bookingId);
    expect(waiting).toMatchObject({ status: 'tentative', paymentStatus: 'unpaid', paymentDeadline: deadlineFor(30), holdExpiresAt: deadlineFor(30) });
    await expect.poll(() => mail.mailsTo(GUEST_EMAIL, 'お支払いをお願いします').filter((m) => m.text.includes(number))).toHaveLength(1);
    const [payMail] = mail.mailsTo(GUEST_EMAIL, 'お支払いをお願いします').filter((m) => m.text.includes(number));
    expect(payMail.text).toContain(`お支払い金額: ${formatYen(sent.amountJpy)}`);
    expect(payMail.text).toMatch(/お支払い期限: \d{4}年\d{1,2}月\d{1,2}日\(.\) 23:59まで/);
    expect(payMail.text).toContain(`/payment/${sent.bookingId}`);

    // Guest and host may still write to each other while it waits for payment.
    const note = await t.app.inject({ method: 'POST', url: `/api/bookings/${sent.bookingId}/messages`, headers: { cookie: guest.cookie }, payload: { content: 'コンビニで明日支払います。' } });
    expect(note.statusCode, note.body).toBe(201);

    // The payment page charges at once and offers the vouchers until the approval's deadline.
    const opened = await payPage(sent.bookingId);
    expect(opened.statusCode, opened.body).toBe(200);
    const session = opened.json() as CheckoutSession;
    expect((await localPage(session.sessionId)).payLater).toEqual({ offered: true, deadline: deadlineFor(30) });
    expect((await chooseVoucher(session.sessionId, 'konbini')).statusCode).toBe(200);
    expect(await bookingOf(sent.bookingId)).toMatchObject({ status: 'tentative', paymentMethod: 'コンビニ払い', holdExpiresAt: deadlineFor(30) });

    expect((await simulatePaid(session.sessionId)).statusCode).toBe(200);
    expect(await bookingOf(sent.bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'コンビニ払い' });
    await expect.poll(() => mail.mailsTo(GUEST_EMAIL, '予約').filter((m) => m.subject.includes('確定') && m.text.includes(number)).length).toBe(1);
  });

  it('is released unpaid at its deadline, and both the guest and the host are told', async () => {
    const sent = await sendRequest(40, 41);
    expect((await hostAction(sent.bookingId, 'approve')).statusCode).toBe(200);
    const deadline = new Date(deadlineFor(40));

    await runBookingJobs(deps(), t.app.log, new Date(deadline.getTime() - 60_000));
    expect((await bookingOf(sent.bookingId)).status).toBe('tentative');
    await runBookingJobs(deps(), t.app.log, new Date(deadline.getTime() + 60_000));
    expect(await bookingOf(sent.bookingId)).toMatchObject({ status: 'cancelled', paymentDeadline: null });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, sent.bookingId));
    expect(row.cancelReason).toBe('お支払い期限までにコンビニ払い・銀行振込の入金がなかったため予約を取り消しました');

    const number = bookingNumber(sent.bookingId);
    await expect.poll(() => mail.mailsTo(GUEST_EMAIL, 'お支払い期限が過ぎたため').filter((m) => m.text.includes(number)).length).toBe(1);
    await expect.poll(() => mail.mailsTo(host.user.email, 'お支払い期限切れのため予約が取り消されました').filter((m) => m.text.includes(number)).length).toBe(1);
    // The host's list keeps the released request, and the nights are free again.
    expect((await hostDetail(sent.bookingId)).status).toBe('cancelled');
    expect((await request(requestHouseId, 40, 41)).statusCode).toBe(201);
  });

  it('cannot be paid by another user: 404', async () => {
    const sent = await sendRequest(50, 51);
    expect((await hostAction(sent.bookingId, 'approve')).statusCode).toBe(200);
    const other = await payPage(sent.bookingId, stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${sent.bookingId}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
  });

  it('counts an approved request waiting for payment toward the guest’s limit of unpaid stays', async () => {
    for (const checkin of [60, 65]) {
      const sent = await sendRequest(checkin, checkin + 1);
      expect((await hostAction(sent.bookingId, 'approve')).statusCode).toBe(200);
    }
    const third = await request(requestHouseId, 70, 71);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toContain('仮予約中のご予約が2件あります');
  });
});

describe('the back office and the host’s dashboard', () => {
  it('lists such a request in each of its states, as 承認待ち, お支払い待ち and キャンセル, and counts it', async () => {
    const admin = { authorization: `Bearer ${await adminToken(t)}` };
    const adminList = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/bookings?pageSize=100${query}`, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      return { rows: res.json() as AdminBooking[], total: Number(res.headers['x-total-count']) };
    };
    const rowOf = async (id: string, query = '') => (await adminList(query)).rows.find((b) => b.id === id);
    const sent = await sendRequest(50, 52);

    expect(await rowOf(sent.bookingId)).toMatchObject({ status: 'pending', payAfterApproval: true });
    expect(await rowOf(sent.bookingId, '&status=pending')).toBeDefined();
    expect((await hostAction(sent.bookingId, 'approve')).statusCode).toBe(200);
    // Approved, awaiting its payment: tentative underneath, listed beside the bookings (not among unpaid holds only).
    expect(await rowOf(sent.bookingId)).toMatchObject({ status: 'tentative', payAfterApproval: true });
    // The host's dashboard keeps it in its activity, approved and awaiting the payment.
    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/host/dashboard', headers: { cookie: host.cookie } })).json() as { recentActivity: { id: string; description: string }[] };
    expect(dashboard.recentActivity.find((a) => a.id === sent.bookingId)?.description).toContain('承認済み（お支払い待ち）');
    const everything = await adminList('');
    expect(everything.total).toBe(everything.rows.length);

    await runBookingJobs(deps(), t.app.log, new Date(new Date(deadlineFor(50)).getTime() + 60_000));
    expect(await rowOf(sent.bookingId)).toMatchObject({ status: 'cancelled', payAfterApproval: true });
    const cancelled = await adminList('&status=cancelled');
    expect(cancelled.rows.map((b) => b.id)).toContain(sent.bookingId);
    const after = await adminList('');
    expect(after.total).toBe(after.rows.length);
  });
});

describe('when check-in is too close for a deadline', () => {
  it('refuses the choice at the request when an approval at the end of the 24 hours would leave no day to pay', async () => {
    const refused = await request(requestHouseId, 2, 3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('チェックインの3日前まで');
    // A card request for the same nights is still possible.
    const card = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { cookie: guest.cookie }, payload: { ...stay(requestHouseId, 2, 3), payAfterApproval: false } });
    expect(card.statusCode, card.body).toBe(201);
  });

  it('tells the host before approving, and refuses the approval, when check-in has come too close', async () => {
    const sent = await sendRequest(20, 21);
    // As if the request had been made days ago: check-in is now tomorrow.
    await t.db.update(bookings).set({ checkinDate: fromToday(1), checkoutDate: fromToday(2) }).where(eq(bookings.id, sent.bookingId));
    const detail = await hostDetail(sent.bookingId);
    expect(detail.allowedActions).toEqual(['reject']);
    expect(detail.actionRefusals.approve).toContain('お支払い期限（チェックインの2日前まで）を設けられないため承認できません');
    const approve = await hostAction(sent.bookingId, 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toContain('承認できません');
    expect((await bookingOf(sent.bookingId)).status).toBe('pending');
    expect((await hostAction(sent.bookingId, 'reject')).statusCode).toBe(200);
    // The guest's e-mail does not speak of a card authorisation the request never had.
    const number = bookingNumber(sent.bookingId);
    await expect.poll(() => mail.mailsTo(GUEST_EMAIL, 'ご予約リクエストが承認されませんでした').filter((m) => m.text.includes(number)).length).toBe(1);
    const [rejected] = mail.mailsTo(GUEST_EMAIL, 'ご予約リクエストが承認されませんでした').filter((m) => m.text.includes(number));
    expect(rejected.text).toContain('お支払いは発生していません');
    expect(rejected.text).not.toContain('カードの与信');
  });

  it('is refused at an instant-book house (the payment page offers the vouchers there)', async () => {
    const refused = await request(instantHouseId, 30, 31);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'payAfterApproval', message: expect.stringContaining('即時予約') });
  });
});

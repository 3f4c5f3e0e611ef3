import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CheckoutSession, LocalSession } from '@/contract/bookings';
import { bookings, payments, properties, users } from '@/db/schema';
import { bookingNumber } from '@/domain/display-format';
import { addDays, japanDate, japanInstant } from '@/domain/japan-date';
import { runBookingJobs } from '../../jobs/booking-jobs';
import { captureMail } from '../../testing/captured-mail';
import { fromToday, insertHost, insertProperty } from '../../testing/fixtures';
import { adminToken, createTestApp, signUpGuest, type TestApp } from '../../testing/test-app';
import { applyPaymentEvent } from '../bookings/payment-events';

let t: TestApp;
const mail = captureMail();
let hostEmail: string;
/** An instant-book house: 20,000 a night + 5,000 cleaning. */
let houseId: string;
/** A request-to-book house of the same host. */
let requestHouseId: string;
let guest: { user: { id: string }; cookie: string };

const stay = (propertyId: string, checkin: number, checkout: number) => ({
  propertyId,
  checkinDate: fromToday(checkin),
  checkoutDate: fromToday(checkout),
  guestsAdults: 2,
  guestsChildren: 0,
  guestsInfants: 0,
  guestName: '山田 太郎',
  guestEmail: 'taro@example.jp',
  guestPhone: '090-1111-2222',
});

async function checkout(propertyId: string, checkin: number, checkout: number): Promise<CheckoutSession> {
  const res = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { cookie: guest.cookie }, payload: stay(propertyId, checkin, checkout) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CheckoutSession;
}
const page = async (sessionId: string) => (await t.app.inject({ method: 'GET', url: `/api/payments/local/${sessionId}` })).json() as LocalSession;
const chooseVoucher = (sessionId: string, method: 'konbini' | 'bank_transfer') =>
  t.app.inject({ method: 'POST', url: `/api/payments/local/${sessionId}/voucher`, payload: { method } });
const simulatePaid = (sessionId: string) => t.app.inject({ method: 'POST', url: `/api/payments/local/${sessionId}/simulate-paid` });
const bookingOf = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: { cookie: guest.cookie } })).json() as Booking;
const deps = () => ({ db: t.db, payments: t.app.payments, mail: t.app.mail, log: t.app.log, cipher: t.app.fieldCipher });

/** The end of the last day to pay (src/domain/pay-later.ts): the earlier of today + 3 and check-in − 2, Japan days. */
const deadlineFor = (checkinInDays: number) => {
  const today = japanDate();
  const lastDay = [addDays(today, 3), addDays(fromToday(checkinInDays), -2)].sort()[0];
  return japanInstant(addDays(lastDay, 1), '00:00').toISOString();
};

beforeAll(async () => {
  t = await createTestApp({}, { mailTransport: mail.transport });
  const host = await insertHost(t.db);
  [{ email: hostEmail }] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, host.id));
  houseId = await insertProperty(t.db, null, { hostId: host.id, basePriceJpy: 20000, cleaningFeeJpy: 5000, maxGuests: 4, minNights: 1, maxNights: 7 });
  requestHouseId = await insertProperty(t.db, null, { hostId: host.id, basePriceJpy: 20000, cleaningFeeJpy: 5000, maxGuests: 4, minNights: 1, maxNights: 7 });
  await t.db.update(properties).set({ requiresApproval: true }).where(eq(properties.id, requestHouseId));
  guest = await signUpGuest(t.app);
});
afterAll(async () => {
  await t?.close();
});
// One account holds at most 2 unpaid stays: each test starts with none.
afterEach(async () => {
  await t.db.update(bookings).set({ status: 'cancelled', holdExpiresAt: null }).where(eq(bookings.status, 'tentative'));
});

describe('コンビニ払い at an instant-book house (local provider)', () => {
  it('offers it with its deadline, issues a payment number that holds the nights until then, and confirms the stay once paid', async () => {
    const session = await checkout(houseId, 30, 32);
    const before = await page(session.sessionId);
    expect(before.payLater).toEqual({ offered: true, deadline: deadlineFor(30) });
    expect(before.voucher).toBeNull();

    const chosen = await chooseVoucher(session.sessionId, 'konbini');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ redirectUrl: `/checkout/local/${session.sessionId}` });
    const voucherPage = await page(session.sessionId);
    expect(voucherPage.voucher).toMatchObject({ method: 'konbini', state: 'unpaid', deadline: deadlineFor(30), bankAccount: null });
    expect(voucherPage.voucher?.paymentNumber).toMatch(/^\d{11}$/);
    expect(voucherPage.canSimulatePayment).toBe(true);

    const waiting = await bookingOf(session.bookingId);
    expect(waiting).toMatchObject({ status: 'tentative', paymentStatus: 'unpaid', paymentMethod: 'コンビニ払い', holdExpiresAt: deadlineFor(30) });
    // A second choice on the same page issues nothing more.
    expect((await chooseVoucher(session.sessionId, 'bank_transfer')).statusCode).toBe(409);

    const paid = await simulatePaid(session.sessionId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().redirectUrl).toMatch(new RegExp(`/booking-success\\?session_id=${session.sessionId}$`));
    expect(await bookingOf(session.bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'コンビニ払い' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, session.bookingId));
    expect(payment).toMatchObject({ method: 'konbini', status: 'paid', amountJpy: session.amountJpy });
    expect((await page(session.sessionId)).voucher?.state).toBe('paid');
    // 決済履歴 names the method.
    const token = await adminToken(t);
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/payments?q=${payment.stripePaymentIntentId}`, headers: { authorization: `Bearer ${token}` } });
    expect(listed.json()).toMatchObject([{ kind: 'payment', method: 'konbini', status: 'paid', amountJpy: session.amountJpy }]);
    expect((await simulatePaid(session.sessionId)).statusCode).toBe(409);
    await expect.poll(() => mail.mailsTo('taro@example.jp', '予約').some((m) => m.text.includes(bookingNumber(session.bookingId)))).toBe(true);
  });

  it('applies a repeated payment event once (the provider retrying its notice)', async () => {
    const session = await checkout(houseId, 40, 41);
    await chooseVoucher(session.sessionId, 'bank_transfer');
    const event = {
      provider: 'local' as const,
      eventId: `${session.sessionId}:payment_succeeded_async`,
      type: 'payment_succeeded_async' as const,
      bookingId: session.bookingId,
      sessionId: session.sessionId,
      paymentIntentId: null,
      amountJpy: session.amountJpy,
      paymentMethod: 'bank_transfer' as const,
      payload: {},
    };
    expect(await applyPaymentEvent(deps(), event)).toEqual({ applied: true });
    expect(await applyPaymentEvent(deps(), event)).toEqual({ applied: false });
    expect(await bookingOf(session.bookingId)).toMatchObject({ status: 'confirmed', paymentMethod: '銀行振込' });
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, session.bookingId))).toHaveLength(1);
  });

  it('sends the guest back to the issued voucher from お支払いへ, keeping its number', async () => {
    const session = await checkout(houseId, 55, 56);
    await chooseVoucher(session.sessionId, 'konbini');
    const number = (await page(session.sessionId)).voucher?.paymentNumber;
    const again = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: guest.cookie }, payload: { reservationId: session.bookingId } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ url: `/checkout/local/${session.sessionId}`, sessionId: session.sessionId });
    expect((await page(session.sessionId)).voucher).toMatchObject({ state: 'unpaid', paymentNumber: number });
  });

  it('shows the account to transfer to for 銀行振込', async () => {
    const session = await checkout(houseId, 50, 51);
    await chooseVoucher(session.sessionId, 'bank_transfer');
    const { voucher } = await page(session.sessionId);
    expect(voucher).toMatchObject({ method: 'bank_transfer', bankAccount: { bankName: 'テスト銀行', accountType: '普通', accountNumber: voucher?.paymentNumber } });
    expect(voucher?.paymentNumber).toMatch(/^\d{7}$/);
  });
});

describe('where paying later is not offered', () => {
  it('refuses it for a check-in tomorrow, with the reason', async () => {
    const session = await checkout(houseId, 1, 2);
    const shown = await page(session.sessionId);
    expect(shown.payLater).toEqual({ offered: false, reason: expect.stringContaining('チェックインの2日前まで') });
    const refused = await chooseVoucher(session.sessionId, 'konbini');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('コンビニ払い・銀行振込はご利用いただけません');
    expect((await bookingOf(session.bookingId)).status).toBe('tentative');
  });

  it('refuses it for a request-to-book house before the host approves', async () => {
    const session = await checkout(requestHouseId, 30, 31);
    expect((await page(session.sessionId)).payLater).toEqual({ offered: false, reason: 'リクエスト予約は、ホストの承認前はカードでのお支払いのみです。コンビニ払い・銀行振込をご希望の場合は、予約内容の確認画面で「承認後にコンビニ払い・銀行振込で支払う」をお選びください。' });
    expect((await chooseVoucher(session.sessionId, 'konbini')).statusCode).toBe(409);
  });
});

describe('the payment deadline', () => {
  it('releases a stay unpaid at its deadline and tells both the guest and the host', async () => {
    const session = await checkout(houseId, 60, 62);
    await chooseVoucher(session.sessionId, 'konbini');
    const deadline = new Date(deadlineFor(60));

    await runBookingJobs(deps(), t.app.log, new Date(deadline.getTime() - 60_000));
    expect((await bookingOf(session.bookingId)).status).toBe('tentative');

    await runBookingJobs(deps(), t.app.log, new Date(deadline.getTime() + 60_000));
    const released = await bookingOf(session.bookingId);
    expect(released.status).toBe('cancelled');
    // The guest reads why.
    expect(released.cancelReason).toBe('お支払い期限までにコンビニ払い・銀行振込の入金がなかったため予約を取り消しました');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, session.bookingId));
    expect(row.cancelReason).toBe('お支払い期限までにコンビニ払い・銀行振込の入金がなかったため予約を取り消しました');
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, session.bookingId));
    expect(payment).toMatchObject({ method: 'konbini', status: 'failed' });

    const number = bookingNumber(session.bookingId);
    await expect.poll(() => mail.mailsTo('taro@example.jp', 'お支払い期限が過ぎたため').filter((m) => m.text.includes(number)).length).toBe(1);
    await expect.poll(() => mail.mailsTo(hostEmail, 'お支払い期限切れのため予約が取り消されました').filter((m) => m.text.includes(number)).length).toBe(1);
    expect((await page(session.sessionId)).voucher?.state).toBe('expired');
    expect((await simulatePaid(session.sessionId)).statusCode).toBe(409);
  });

  it('counts a stay waiting for its voucher toward the guest’s limit of unpaid stays', async () => {
    for (const checkin of [70, 75]) await chooseVoucher((await checkout(houseId, checkin, checkin + 1)).sessionId, 'konbini');
    const third = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { cookie: guest.cookie }, payload: stay(houseId, 80, 81) });
    expect(third.statusCode).toBe(409);
  });
});

describe('the test button outside tests and demos', () => {
  it('is not there when LOCAL_PAYMENT_SIMULATION is off', async () => {
    const production = await createTestApp({ LOCAL_PAYMENT_SIMULATION: 'off' });
    try {
      const res = await production.app.inject({ method: 'POST', url: '/api/payments/local/cs_local_anything/simulate-paid' });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

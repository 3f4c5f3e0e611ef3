import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CheckoutSession } from '@/contract/bookings';
import type { AdminRefundTransfer, AdminRefundTransferDetail, RefundAccountInput } from '@/contract/refund-transfers';
import { auditLogs, emailOutbox, refunds, refundTransfers } from '@/db/schema';
import { bookingNumber } from '@/domain/display-format';
import { remindRefundAccounts } from '../../jobs/refund-account-reminders';
import { captureMail } from '../../testing/captured-mail';
import { fromToday, insertProperty } from '../../testing/fixtures';
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
const mail = captureMail();
let houseId: string;
let host: { user: { id: string }; cookie: string };
let guest: { user: { id: string; email: string }; cookie: string };
let other: { cookie: string };
let admin: string;
let nextCheckin = 30;

const ACCOUNT: RefundAccountInput = {
  bankName: 'みずほ銀行',
  bankCode: '0001',
  branchName: '東京営業部',
  branchCode: '001',
  accountType: '普通',
  accountNumber: '1234567',
  accountHolder: 'ﾔﾏﾀﾞ ﾀﾛｳ',
};

/** A stay at the instant-book house paid at a konbini on the local provider: confirmed and paid. */
async function paidKonbiniStay(): Promise<string> {
  const checkin = (nextCheckin += 3);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: { cookie: guest.cookie },
    payload: { propertyId: houseId, checkinDate: fromToday(checkin), checkoutDate: fromToday(checkin + 2), guestsAdults: 2, guestName: '山田 太郎', guestEmail: guest.user.email, guestPhone: '090-1111-2222' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const session = res.json() as CheckoutSession;
  expect((await t.app.inject({ method: 'POST', url: `/api/payments/local/${session.sessionId}/voucher`, payload: { method: 'konbini' } })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: `/api/payments/local/${session.sessionId}/simulate-paid` })).statusCode).toBe(200);
  return session.bookingId;
}
const bookingAs = async (cookie: string, id: string) => (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: { cookie } })).json() as Booking;
type Body = Record<string, unknown>;
const cancel = (cookie: string, id: string, payload: Body) => t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/cancel`, headers: { cookie }, payload });
const giveAccount = (cookie: string, id: string, payload: Body) => t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/refund-account`, headers: { cookie }, payload });
const asAdmin = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { authorization: `Bearer ${admin}` } });

beforeAll(async () => {
  t = await createTestApp({}, { mailTransport: mail.transport });
  host = await registerHost(t.app, { fullName: '湯島 かえで' });
  houseId = await insertProperty(t.db, null, { hostId: host.user.id, basePriceJpy: 20000, cleaningFeeJpy: 5000, maxGuests: 4, minNights: 1, maxNights: 7 });
  guest = await signUpGuest(t.app);
  other = await signUpGuest(t.app);
  admin = await adminToken(t);
});
afterAll(async () => {
  await t?.close();
});

describe('the guest cancels a stay paid at a konbini', () => {
  it('asks for the refund account, records the refund as a transfer to it, and the admin marks it made: 返金済み, the account erased', async () => {
    const id = await paidKonbiniStay();
    const before = await bookingAs(guest.cookie, id);
    // Far from check-in: the whole payment goes back.
    const total = before.totalPrice;
    expect(before.cancellation).toMatchObject({ allowed: true, feeJpy: 0, refundJpy: total, refundAccountRequired: true });

    // No account: refused at the field, and nothing is cancelled.
    const missing = await cancel(guest.cookie, id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'refundAccount', message: '返金先の口座を入力してください' });
    expect((await bookingAs(guest.cookie, id)).status).toBe('confirmed');

    const done = await cancel(guest.cookie, id, { refundAccount: ACCOUNT });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ refundAmountJpy: total });
    const cancelled = await bookingAs(guest.cookie, id);
    // Paid until the transfer is made.
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(cancelled.refundTransfer).toMatchObject({
      status: 'pending_transfer',
      statusLabel: '返金手続き中',
      amountJpy: total,
      account: { bankName: 'みずほ銀行', branchName: '東京営業部', accountType: '普通', accountNumber: '****567' },
      accountErasedAt: null,
    });
    // Stored encrypted: neither the number nor the holder is in the row in clear.
    const [row] = await t.db.select().from(refundTransfers).where(eq(refundTransfers.bookingId, id));
    expect(JSON.stringify(row)).not.toContain('1234567');
    expect(JSON.stringify(row)).not.toContain('ヤマダ');
    // The refund waits: not sent to the provider.
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.id, row.refundId));
    expect(refund).toMatchObject({ status: 'unpaid', providerRefundId: null, amountJpy: total });
    // The host sees the refund, not where it goes.
    expect((await bookingAs(host.cookie, id)).refundTransfer).toMatchObject({ status: 'pending_transfer', account: null });

    // The back office: the transfer to make, with the full account.
    const listed = await asAdmin('GET', '/api/admin/refund-transfers?status=pending_transfer');
    expect(listed.headers['x-total-count']).toBeDefined();
    const item = (listed.json() as AdminRefundTransfer[]).find((x) => x.bookingId === id);
    expect(item).toMatchObject({ statusLabel: '返金手続き中', amountJpy: total, paymentMethod: 'コンビニ払い', bankCode: '0001', branchCode: '001' });
    const detail = (await asAdmin('GET', `/api/admin/refund-transfers/${item!.id}`)).json() as AdminRefundTransferDetail;
    expect(detail).toMatchObject({ accountNumberFull: '1234567', accountHolder: 'ヤマダ タロウ' });

    const marked = await asAdmin('POST', `/api/admin/refund-transfers/${item!.id}/transferred`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'transferred', statusLabel: '返金済み' });
    expect((await asAdmin('POST', `/api/admin/refund-transfers/${item!.id}/transferred`)).statusCode).toBe(409);

    const refunded = await bookingAs(guest.cookie, id);
    expect(refunded.paymentStatus).toBe('refunded');
    expect(refunded.refundTransfer).toMatchObject({ status: 'transferred', statusLabel: '返金済み', amountJpy: total });
    expect(refunded.refundTransfer?.accountErasedAt).not.toBeNull();
    expect(refunded.refundAmountJpy).toBe(total);
    const erased = (await asAdmin('GET', `/api/admin/refund-transfers/${item!.id}`)).json() as AdminRefundTransferDetail;
    expect(erased).toMatchObject({ accountNumberFull: null, accountHolder: null });
    const [after] = await t.db.select().from(refundTransfers).where(eq(refundTransfers.id, item!.id));
    expect(after).toMatchObject({ accountNumberCipher: null, accountHolderCipher: null });
    const [refundAfter] = await t.db.select().from(refunds).where(eq(refunds.id, row.refundId));
    expect(refundAfter.status).toBe('refunded');
    // Audited: the transfer and the erasure.
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, row.refundId));
    expect(audits.map((a) => a.action).sort()).toEqual(['erase_refund_account', 'mark_refund_transferred']);
    // A transferred refund's account cannot be changed.
    expect((await giveAccount(guest.cookie, id, ACCOUNT)).statusCode).toBe(409);
  });

  it('refuses a bad account with a Japanese message per field', async () => {
    const id = await paidKonbiniStay();
    const res = await cancel(guest.cookie, id, { refundAccount: { ...ACCOUNT, bankCode: '', accountNumber: '12345', accountHolder: 'Yamada', accountType: '貯蓄' } });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { issues: { field: string; message: string }[] };
    const byField = Object.fromEntries(body.issues.map((i) => [i.field, i.message]));
    expect(byField).toMatchObject({
      'refundAccount.bankCode': '銀行を候補から選んでください',
      'refundAccount.accountNumber': '口座番号は7桁の数字で入力してください',
      'refundAccount.accountHolder': '口座名義はカタカナで入力してください',
      'refundAccount.accountType': '口座種別を選択してください',
    });
    expect((await bookingAs(guest.cookie, id)).status).toBe('confirmed');
  });

  it('refuses a bank or branch the Zengin master does not know, or whose name is not the code’s, keeping the stay', async () => {
    const id = await paidKonbiniStay();
    const unknownBank = await cancel(guest.cookie, id, { refundAccount: { ...ACCOUNT, bankCode: '9998' } });
    expect(unknownBank.statusCode).toBe(400);
    expect(unknownBank.json()).toMatchObject({ message: '金融機関コードが見つかりません', field: 'refundAccount.bankCode' });
    const otherBranch = await cancel(guest.cookie, id, { refundAccount: { ...ACCOUNT, branchName: '大阪支店' } });
    expect(otherBranch.statusCode).toBe(400);
    expect(otherBranch.json()).toMatchObject({ message: '支店名が支店コードと一致しません', field: 'refundAccount.branchName' });
    expect((await bookingAs(guest.cookie, id)).status).toBe('confirmed');
  });
});

describe('the host cancels a stay paid at a konbini', () => {
  it('waits for the account (返金口座の入力待ち), e-mails the guest a link, and the guest gives it; nobody else may', async () => {
    const id = await paidKonbiniStay();
    const total = (await bookingAs(guest.cookie, id)).totalPrice;
    const res = await t.app.inject({ method: 'POST', url: `/api/host/bookings/${id}/cancel`, headers: { cookie: host.cookie }, payload: { reason: '設備の故障のため' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bookingAs(guest.cookie, id)).refundTransfer).toMatchObject({ status: 'awaiting_account', statusLabel: '返金口座の入力待ち', amountJpy: total, account: null });
    await expect.poll(() => mail.mailsTo(guest.user.email, '返金先の口座').length).toBe(1);
    expect(mail.mailsTo(guest.user.email, '返金先の口座')[0].text).toContain(`/booking/${id}/refund-account`);
    // The admin cannot mark it transferred before there is an account.
    const [row] = await t.db.select().from(refundTransfers).where(eq(refundTransfers.bookingId, id));
    expect((await asAdmin('POST', `/api/admin/refund-transfers/${row.id}/transferred`)).statusCode).toBe(409);

    // Another guest and the host: as if the booking did not exist.
    expect((await giveAccount(other.cookie, id, ACCOUNT)).statusCode).toBe(404);
    expect((await giveAccount(host.cookie, id, ACCOUNT)).statusCode).toBe(404);
    expect((await bookingAs(other.cookie, id)).refundTransfer).toBeUndefined();

    const bad = await giveAccount(guest.cookie, id, { ...ACCOUNT, accountNumber: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'accountNumber', message: '口座番号は7桁の数字で入力してください' });

    const given = await giveAccount(guest.cookie, id, ACCOUNT);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ status: 'pending_transfer', statusLabel: '返金手続き中', account: { accountNumber: '****567' } });
  });

  it('asks a guest who has not given the account again 3 and 10 days later, once each, and stops once it is given', async () => {
    const id = await paidKonbiniStay();
    expect((await t.app.inject({ method: 'POST', url: `/api/host/bookings/${id}/cancel`, headers: { cookie: host.cookie }, payload: { reason: '設備の故障のため' } })).statusCode).toBe(200);
    const number = bookingNumber(id);
    const reminders = () => mail.mailsTo(guest.user.email, '返金先の口座のご入力をお待ちしています').filter((m) => m.text.includes(number));
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    const remind = (at: Date) => remindRefundAccounts({ db: t.db, mail: t.app.mail, log: t.app.log }, at);

    await remind(inDays(2.9));
    await remind(inDays(3.1));
    await remind(inDays(3.2));
    await expect.poll(() => reminders().length).toBe(1);
    expect(reminders()[0].text).toContain(`/booking/${id}/refund-account`);
    expect(reminders()[0].text).toContain('ご入力をいただくまで、返金のお手続きを進めることができません。');

    await remind(inDays(10.1));
    await remind(inDays(10.2));
    await expect.poll(() => reminders().length).toBe(2);

    expect((await giveAccount(guest.cookie, id, ACCOUNT)).statusCode).toBe(200);
    await remind(inDays(20));
    const kept = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, id), eq(emailOutbox.kind, 'refund_account_reminder')));
    expect(kept).toHaveLength(2);
  });
});

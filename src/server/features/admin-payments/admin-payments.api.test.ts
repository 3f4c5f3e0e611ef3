import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPayment, AdminPaymentCounts } from '@/contract/admin-payments';
import { LIST_COUNTS_HEADER, TOTAL_COUNT_HEADER } from '@/contract/list';
import { auditLogs, payments, refunds } from '@/db/schema';
import type { PaymentProvider } from '../../payments/provider';
import { insertProperty } from '../../testing/fixtures';
import { insertPaidBooking } from '../../testing/money-fixtures';
import { adminToken, createTestApp, registerHost, type TestApp } from '../../testing/test-app';
import { retryRefund } from './service';

let t: TestApp;
let token: string;
let house: string;
let paid: Awaited<ReturnType<typeof insertPaidBooking>>;
let refunded: Awaited<ReturnType<typeof insertPaidBooking>>;
let failedLocal: Awaited<ReturnType<typeof insertPaidBooking>>;
let failedNoSession: Awaited<ReturnType<typeof insertPaidBooking>>;

const bearer = () => ({ authorization: `Bearer ${token}` });
const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/payments${query}`, headers: bearer() });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json<AdminPayment[]>(), total: Number(res.headers[TOTAL_COUNT_HEADER]), counts: JSON.parse(String(res.headers[LIST_COUNTS_HEADER])) as AdminPaymentCounts };
};
const retry = (id: string) => t.app.inject({ method: 'POST', url: `/api/admin/refunds/${id}/retry`, headers: bearer() });

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
  const host = await registerHost(t.app);
  house = await insertProperty(t.db, null, { hostId: host.user.id, title: '決済の古民家', prefecture: '長野県' });
  paid = await insertPaidBooking(t.db, { propertyId: house, checkin: '2026-11-01', checkout: '2026-11-03', status: 'completed', totalJpy: 40_000, guestName: '支払 花子' });
  refunded = await insertPaidBooking(t.db, {
    propertyId: house,
    checkin: '2026-11-05',
    checkout: '2026-11-07',
    status: 'cancelled',
    cancelledBy: 'host',
    cancelAt: '2026-11-02T10:00:00+09:00',
    totalJpy: 30_000,
    guestName: '返金 次郎',
    refund: { amountJpy: 30_000, at: '2026-11-02T10:01:00+09:00' },
  });
  // A refund the provider refused, on a payment the local provider knows (a retry goes through) …
  failedLocal = await insertPaidBooking(t.db, {
    propertyId: house,
    checkin: '2026-11-10',
    checkout: '2026-11-12',
    status: 'cancelled',
    cancelledBy: 'guest',
    cancelAt: '2026-11-03T10:00:00+09:00',
    totalJpy: 20_000,
    guestName: '失敗 三郎',
    provider: 'local',
    refund: { amountJpy: 12_000, at: '2026-11-03T10:01:00+09:00', status: 'failed', failureReason: 'カードが無効です' },
  });
  // … and one on a payment it does not know (a retry fails again).
  failedNoSession = await insertPaidBooking(t.db, {
    propertyId: house,
    checkin: '2026-11-14',
    checkout: '2026-11-16',
    status: 'cancelled',
    cancelledBy: 'guest',
    cancelAt: '2026-11-04T10:00:00+09:00',
    totalJpy: 10_000,
    guestName: '失敗 四郎',
    refund: { amountJpy: 5_000, at: '2026-11-04T10:01:00+09:00', status: 'failed' },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/payments', () => {
  it('lists every payment and refund, newest first, with the provider ids and the counters', async () => {
    const { items, total, counts } = await list();
    expect(total).toBe(7);
    expect(counts).toEqual({ paidTotalJpy: 100_000, refundedTotalJpy: 30_000, failedCount: 2 });
    const refund = items.find((i) => i.id === refunded.refundId);
    expect(refund).toMatchObject({
      kind: 'refund',
      bookingId: refunded.bookingId,
      bookingNumber: refunded.bookingId.slice(0, 8).toUpperCase(),
      guestName: '返金 次郎',
      propertyTitle: '決済の古民家',
      amountJpy: 30_000,
      paymentIntentId: refunded.paymentIntentId,
      status: 'refunded',
      occurredAt: '2026-11-02T01:01:00.000Z',
      canRetry: false,
    });
    expect(items.find((i) => i.id === failedLocal.refundId)).toMatchObject({ status: 'failed', failureReason: 'カードが無効です', canRetry: true });
    expect(items.map((i) => i.occurredAt)).toEqual([...items.map((i) => i.occurredAt)].sort().reverse());
  });

  it('filters by kind and status and searches booking ids, guest names and provider ids', async () => {
    expect((await list('?kind=refund')).total).toBe(3);
    expect((await list('?kind=payment&status=refunded')).items.map((i) => i.id)).toEqual([refunded.paymentId]);
    expect((await list('?status=failed')).items.map((i) => i.id).sort()).toEqual([failedLocal.refundId, failedNoSession.refundId].sort());
    expect((await list(`?q=${encodeURIComponent('支払　花子')}`)).items.map((i) => i.id)).toEqual([paid.paymentId]);
    expect((await list(`?q=${paid.paymentIntentId.toUpperCase()}`)).items.map((i) => i.id)).toEqual([paid.paymentId]);
    expect((await list(`?q=${refunded.bookingId.slice(0, 8)}`)).total).toBe(2);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/payments?status=lost', headers: bearer() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'status', message: '状態の値が正しくありません' });
  });

  it("finds a payment and its refunds by the beginning of the provider's ids, as pasted from the provider's dashboard", async () => {
    const refundRowId = refunded.refundId!;
    const refundId = `re_test_${refundRowId.replace(/-/g, '').slice(0, 12)}`;
    await t.db.update(refunds).set({ providerRefundId: refundId }).where(eq(refunds.id, refundRowId));
    const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).items.map((i) => i.id).sort();
    const paymentAndRefund = [refunded.paymentId, refundRowId].sort();
    // The payment intent, its beginning in capitals, and the charge: the payment and its refund.
    expect(await ids(refunded.paymentIntentId)).toEqual(paymentAndRefund);
    expect(await ids(refunded.paymentIntentId.slice(0, 20).toUpperCase())).toEqual(paymentAndRefund);
    expect(await ids(`ch_test_${refunded.bookingId.slice(0, 8)}`)).toEqual(paymentAndRefund);
    // The refund's own id: the refund alone.
    expect(await ids(refundId)).toEqual([refundRowId]);
    // A beginning shared by every payment's intent: all four payments and their three refunds, whether it
    // is looked up by the ids (8 characters after pi_) or, shorter, by the search text.
    expect((await list('?q=pi_test_')).total).toBe(7);
    expect((await list(`?q=${refunded.paymentIntentId.slice(0, 16)}`)).items.map((i) => i.id).sort()).toEqual(paymentAndRefund);
    expect((await list('?q=pi_test_&kind=refund')).total).toBe(3);
    // _ is a character, not LIKE's wildcard; an id's middle is still found by the search text.
    expect(await ids('pi_tes__0000')).toEqual([]);
    expect(await ids(refunded.paymentIntentId.slice(8, 24))).toEqual(paymentAndRefund);
  });
});

describe('POST /api/admin/refunds/{id}/retry', () => {
  it('asks the provider again; the refund goes through, the payment is refunded, and the retry is audited', async () => {
    const res = await retry(failedLocal.refundId!);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<AdminPayment>();
    expect(item).toMatchObject({ id: failedLocal.refundId, kind: 'refund', status: 'refunded', failureReason: null, canRetry: false });
    expect(item.providerRefundId).toMatch(/^re_local_/);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, failedLocal.paymentId));
    expect(payment.status).toBe('refunded');
    const [log] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityType, 'refund'), eq(auditLogs.entityId, failedLocal.refundId!)));
    expect(log).toMatchObject({ action: 'retry_refund', oldValues: { status: 'failed', failureReason: 'カードが無効です' }, newValues: { status: 'refunded' } });
    expect((await list()).counts).toEqual({ paidTotalJpy: 100_000, refundedTotalJpy: 42_000, failedCount: 1 });
  });

  it('answers 409 for a refund that has not failed, and 404 for an unknown one', async () => {
    const again = await retry(failedLocal.refundId!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'この返金は失敗していないため、再試行できません' });
    expect((await retry(refunded.refundId!)).statusCode).toBe(409);
    expect((await retry('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it("keeps the refund failed with the provider's reason when the provider refuses again (audited too)", async () => {
    const res = await retry(failedNoSession.refundId!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminPayment>()).toMatchObject({ status: 'failed', failureReason: '返金できる決済が見つかりません', canRetry: true });
    const logs = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, failedNoSession.refundId!));
    expect(logs).toHaveLength(1);
  });

  it("records a provider's pending refund (Stripe's usual answer) with its id, for the provider's event to finish", async () => {
    const other = await insertPaidBooking(t.db, {
      propertyId: house,
      checkin: '2026-11-20',
      checkout: '2026-11-21',
      status: 'cancelled',
      totalJpy: 8_000,
      refund: { amountJpy: 8_000, at: '2026-11-05T10:00:00+09:00', status: 'failed' },
    });
    const asked: unknown[] = [];
    const stripeLike = {
      name: 'stripe',
      refund: async (input: unknown) => {
        asked.push(input);
        return { id: 're_3Pending', status: 'pending' as const };
      },
    } as unknown as PaymentProvider;
    const [admin] = await t.db.select({ adminId: auditLogs.adminId }).from(auditLogs).limit(1);
    const item = await retryRefund(t.db, stripeLike, { adminId: admin.adminId!, ipAddress: null, userAgent: null }, other.refundId!);
    expect(asked).toEqual([expect.objectContaining({ paymentIntentId: other.paymentIntentId, amountJpy: 8_000 })]);
    expect(item).toMatchObject({ status: 'unpaid', providerRefundId: 're_3Pending', canRetry: false });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, other.refundId!));
    expect(row.refundedAt).toBeNull();
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRevenue } from '@/contract/admin-revenue';
import { LIST_COUNTS_HEADER } from '@/contract/list';
import { rebuildKeptCounts } from '@/db/kept-counts';
import { bookings, properties, refunds } from '@/db/schema';
import { COMMISSION_RATE } from '@/domain/booking-state';
import { rowsOf } from '../../lib/sql-rows';
import { insertProperty } from '../../testing/fixtures';
import { insertPaidBooking } from '../../testing/money-fixtures';
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
let hostA: { user: { id: string }; cookie: string };
let hostB: { user: { id: string }; cookie: string };
let kyotoB: string;
let october: { bookingId: string; paymentId: string };
let novemberB: { bookingId: string; paymentId: string };
let cancelledB: { bookingId: string; refundId: string | null };

const revenue = async (month: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/revenue?month=${month}`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminRevenue>();
};

/** A host's own month totals on /host/revenue (x-list-counts of the transactions). */
const hostTotals = async (cookie: string, month: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/host/revenue/transactions?month=${month}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(String(res.headers[LIST_COUNTS_HEADER])) as { grossJpy: number; commissionJpy: number; netJpy: number };
};

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
  hostA = await registerHost(t.app, { fullName: '京都 一郎' });
  hostB = await registerHost(t.app, { fullName: '岐阜 二郎' });
  const kyotoA = await insertProperty(t.db, null, { hostId: hostA.user.id, title: '京町家 結', prefecture: '京都府', city: '京都市' });
  const gifuA = await insertProperty(t.db, null, { hostId: hostA.user.id, title: '合掌の宿', prefecture: '岐阜県', city: '白川村' });
  kyotoB = await insertProperty(t.db, null, { hostId: hostB.user.id, title: '茅葺きの家', prefecture: '京都府', city: '南丹市' });

  // November 2026 (Japan time):
  // A: a completed 50,000円 stay out on the 30th; a guest's cancellation at 00:30 on the 1st (22,501円 kept, 27,499円 refunded).
  await insertPaidBooking(t.db, { propertyId: kyotoA, checkin: '2026-11-28', checkout: '2026-11-30', status: 'completed', totalJpy: 50_000 });
  await insertPaidBooking(t.db, {
    propertyId: gifuA,
    checkin: '2026-11-20',
    checkout: '2026-11-22',
    status: 'cancelled',
    totalJpy: 50_000,
    cancelAt: '2026-11-01T00:30:00+09:00',
    cancelledBy: 'guest',
    cancelFeeJpy: 22_501,
    refund: { amountJpy: 27_499, at: '2026-11-01T00:31:00+09:00' },
  });
  // B: a 30,001円 stay with 1,000円 given back; a stay the host cancelled, refunded in full.
  novemberB = await insertPaidBooking(t.db, {
    propertyId: kyotoB,
    checkin: '2026-11-13',
    checkout: '2026-11-15',
    status: 'completed',
    totalJpy: 30_001,
    refund: { amountJpy: 1_000, at: '2026-11-16T12:00:00+09:00' },
  });
  cancelledB = await insertPaidBooking(t.db, {
    propertyId: kyotoB,
    checkin: '2026-12-10',
    checkout: '2026-12-12',
    status: 'cancelled',
    totalJpy: 20_000,
    cancelAt: '2026-11-10T09:00:00+09:00',
    cancelledBy: 'host',
    refund: { amountJpy: 20_000, at: '2026-11-10T09:01:00+09:00' },
  });
  // October: 40,000円 (A) and 10,000円 (B), whose 2,000円 refund went through at 00:10 on 1 December (Japan time).
  october = await insertPaidBooking(t.db, { propertyId: kyotoA, checkin: '2026-10-18', checkout: '2026-10-20', status: 'completed', totalJpy: 40_000 });
  await insertPaidBooking(t.db, {
    propertyId: kyotoB,
    checkin: '2026-10-30',
    checkout: '2026-10-31',
    status: 'completed',
    totalJpy: 10_000,
    refund: { amountJpy: 2_000, at: '2026-12-01T00:10:00+09:00' },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/revenue', () => {
  it("answers the month's gross, refunds, net and 15% commission, which are the sums of every host's revenue", async () => {
    const r = await revenue('2026-11');
    expect(r.month).toBe('2026-11');
    expect(r.totals).toEqual({ grossJpy: 150_001, refundsJpy: 48_499, netJpy: 101_502, accommodationTaxJpy: 0, commissionJpy: 15_225, hostPayoutJpy: 86_277, bookingCount: 4 });
    for (const month of ['2026-10', '2026-11', '2026-12']) {
      const [a, b, admin] = await Promise.all([hostTotals(hostA.cookie, month), hostTotals(hostB.cookie, month), revenue(month)]);
      expect(admin.totals.netJpy, month).toBe(a.grossJpy + b.grossJpy);
      expect(admin.totals.commissionJpy, month).toBe(a.commissionJpy + b.commissionJpy);
      expect(admin.totals.hostPayoutJpy, month).toBe(a.netJpy + b.netJpy);
    }
  });

  it('compares the month with the one before, and lists the 12 months up to it', async () => {
    const r = await revenue('2026-11');
    expect(r.previous).toEqual({ grossJpy: 50_000, refundsJpy: 0, netJpy: 50_000, accommodationTaxJpy: 0, commissionJpy: 7_500, hostPayoutJpy: 42_500, bookingCount: 2 });
    expect(r.change).toEqual({ grossPercent: 200, refundsPercent: null, netPercent: 103, commissionPercent: 103 });
    expect(r.months.map((m) => m.month)).toEqual([
      '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
    ]);
    expect(r.months.at(-2)).toMatchObject({ month: '2026-10', netJpy: 50_000, changePercent: null });
    expect(r.months.at(-1)).toMatchObject({ month: '2026-11', netJpy: 101_502, changePercent: 103 });
    // A refund dated on 1 December in Japan time counts in December, though it was still 30 November in UTC.
    const december = await revenue('2026-12');
    expect(december.totals).toEqual({ grossJpy: 0, refundsJpy: 2_000, netJpy: -2_000, accommodationTaxJpy: 0, commissionJpy: -300, hostPayoutJpy: -1_700, bookingCount: 0 });
  });

  it("splits the month per prefecture, the largest net first, and the prefectures add up to the month", async () => {
    const r = await revenue('2026-11');
    expect(r.prefectures).toEqual([
      { prefecture: '京都府', grossJpy: 100_001, refundsJpy: 21_000, netJpy: 79_001, accommodationTaxJpy: 0, commissionJpy: 11_850, hostPayoutJpy: 67_151, bookingCount: 3 },
      { prefecture: '岐阜県', grossJpy: 50_000, refundsJpy: 27_499, netJpy: 22_501, accommodationTaxJpy: 0, commissionJpy: 3_375, hostPayoutJpy: 19_126, bookingCount: 1 },
    ]);
    expect(r.prefectures.reduce((sum, p) => sum + p.commissionJpy, 0)).toBe(r.totals.commissionJpy);
  });

  it('answers zero for a month without money, and refuses a month that is not YYYY-MM', async () => {
    const empty = await revenue('2020-01');
    expect(empty.totals.netJpy).toBe(0);
    expect(empty.prefectures).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/revenue?month=2026-13', headers: { authorization: `Bearer ${token}` } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'month', message: '月は YYYY-MM の形式で指定してください' });
  });

  it('is refused without an admin token, and to a signed-in guest or host', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/revenue' })).statusCode).toBe(401);
    const guest = await signUpGuest(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/revenue', headers: { cookie: guest.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/revenue', headers: { cookie: hostA.cookie } })).statusCode).toBe(403);
  });
});

/** Both kept revenue tables (migration 0028), each row as text, in a fixed order. */
async function keptRevenue() {
  const rows = async (table: string) =>
    rowsOf<Record<string, unknown>>(await t.db.execute(sql.raw(`select * from "${table}" where bookings <> 0 or gross_jpy <> 0 or refunds_jpy <> 0 or commission_jpy <> 0`)))
      .map((r) => JSON.stringify(r))
      .sort();
  return { entries: await rows('revenue_entries'), days: await rows('revenue_days') };
}

/** The admin's month equals the hosts' own revenue, which is summed from the bookings on every call. */
async function expectHostsAddUp(month: string) {
  const [a, b, admin] = await Promise.all([hostTotals(hostA.cookie, month), hostTotals(hostB.cookie, month), revenue(month)]);
  expect(admin.totals.netJpy, month).toBe(a.grossJpy + b.grossJpy);
  expect(admin.totals.commissionJpy, month).toBe(a.commissionJpy + b.commissionJpy);
  expect(admin.totals.hostPayoutJpy, month).toBe(a.netJpy + b.netJpy);
}

// These change the data above, so they come last.
describe("the sums kept for 売上管理 (migration 0028)", () => {
  it("take the code's commission rate", async () => {
    const [row] = rowsOf<{ percent: number }>(await t.db.execute(sql`select revenue_commission_percent() as percent`));
    expect(row.percent / 100).toBe(COMMISSION_RATE);
  });

  it('follow a house that moves prefecture', async () => {
    await t.db.update(properties).set({ prefecture: '大阪府' }).where(eq(properties.id, kyotoB));
    const r = await revenue('2026-11');
    expect(r.prefectures.map((p) => [p.prefecture, p.netJpy, p.bookingCount])).toEqual([
      ['京都府', 50_000, 1],
      ['大阪府', 29_001, 2],
      ['岐阜県', 22_501, 1],
    ]);
    expect(r.totals.netJpy).toBe(101_502);
  });

  it('follow a later refund, a refund that turns out failed, a cancellation that moves the stay to another month, and a deleted booking', async () => {
    // A second refund of the 30,001円 stay: what goes back and the commission given back on it.
    await t.db.insert(refunds).values({ paymentId: novemberB.paymentId, amountJpy: 5_000, status: 'refunded', refundedAt: new Date('2026-11-20T10:00:00+09:00') });
    expect((await revenue('2026-11')).totals).toMatchObject({ grossJpy: 150_001, refundsJpy: 53_499, netJpy: 96_502 });
    await expectHostsAddUp('2026-11');

    // The host's full refund of the cancelled stay did not go through after all.
    await t.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, cancelledB.refundId!));
    expect((await revenue('2026-11')).totals).toMatchObject({ refundsJpy: 33_499, netJpy: 116_502 });
    await expectHostsAddUp('2026-11');

    // October's 40,000円 stay is cancelled on 5 November: it counts in November now.
    await t.db.update(bookings).set({ status: 'cancelled', cancelAt: new Date('2026-11-05T12:00:00+09:00') }).where(eq(bookings.id, october.bookingId));
    expect((await revenue('2026-10')).totals).toMatchObject({ grossJpy: 10_000, bookingCount: 1 });
    expect((await revenue('2026-11')).totals).toMatchObject({ grossJpy: 190_001, bookingCount: 5 });
    await expectHostsAddUp('2026-10');
    await expectHostsAddUp('2026-11');

    await t.db.delete(bookings).where(eq(bookings.id, novemberB.bookingId));
    const november = await revenue('2026-11');
    expect(november.totals).toMatchObject({ grossJpy: 160_000, bookingCount: 4 });
    expect(november.prefectures.find((p) => p.prefecture === '大阪府')).toMatchObject({ grossJpy: 20_000, refundsJpy: 0, bookingCount: 1 });
    await expectHostsAddUp('2026-11');
  });

  it('equal, after every change, the rows and sums written again from the bookings', async () => {
    const kept = await keptRevenue();
    expect(kept.entries.length).toBeGreaterThan(0);
    await rebuildKeptCounts(t.db);
    expect(await keptRevenue()).toEqual(kept);
  });

  it('are written again when the refunds are emptied at once (TRUNCATE)', async () => {
    await t.db.execute(sql`truncate refund_transfers, refunds`);
    expect((await revenue('2026-11')).totals).toMatchObject({ refundsJpy: 0, grossJpy: 160_000 });
    await expectHostsAddUp('2026-11');
    await expectHostsAddUp('2026-12');
  });
});

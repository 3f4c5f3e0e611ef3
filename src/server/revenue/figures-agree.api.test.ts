import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '@/contract/admin-auth';
import type { AdminBookingCounts } from '@/contract/admin-bookings';
import type { AdminRevenue } from '@/contract/admin-revenue';
import type { HostDashboard } from '@/contract/host-dashboard';
import type { RevenueSummary, RevenueTotals } from '@/contract/host-revenue';
import { LIST_COUNTS_HEADER } from '@/contract/list';
import type { OwnerStats } from '@/contract/owner-dashboard';
import { addMonths, japanMonthOf, monthRange } from '@/domain/payouts';
import { addDays } from '@/domain/japan-date';
import { insertProperty } from '../testing/fixtures';
import { insertPaidBooking, type PaidBookingFixture } from '../testing/money-fixtures';
import { adminToken, createTestApp, registerHost, type TestApp } from '../testing/test-app';

/**
 * issue 28, "Money that agrees": one data set through every screen that shows money this month. The
 * screens that show チェックアウト分の売上 (host dashboard, owner dashboard, the host's 売上管理, the admin
 * dashboard, the back office's 売上管理) answer the same figure; 予約管理's 決済額 is another basis and
 * another name (docs/product/money.md, "One name per figure").
 */

let t: TestApp;
let token: string;
const hosts: { id: string; cookie: string; bookings: PaidBookingFixture[] }[] = [];
const month = japanMonthOf(new Date());
const first = monthRange(month).from;
const day = (n: number) => addDays(first, n - 1);
const instant = (date: string, time = '12:00') => `${date}T${time}:00+09:00`;

/** 15% of the stay, never of its accommodation tax (issue 31), rounded down. */
const commissionOf = (stayJpy: number) => Math.floor((stayJpy * 15) / 100);

/**
 * The host's commission and 宿泊税 of the month, by the rule of docs/product/money.md applied to the fixtures: a
 * stay taken keeps its tax and pays 15% on what it finally paid less the tax; a cancellation keeps its fee (no tax).
 */
function expectedSplit(bookings: PaidBookingFixture[]): { taxJpy: number; commissionJpy: number } {
  const inMonth = (date: string) => date >= first && date < monthRange(month).to;
  return bookings.reduce(
    (sum, b) => {
      const dated = b.status === 'cancelled' ? b.cancelAt!.slice(0, 10) : b.checkout;
      if (!inMonth(dated)) return sum;
      if (b.refund && !inMonth(b.refund.at.slice(0, 10))) throw new Error('the fixtures keep each booking and its refund in one month');
      const held = b.totalJpy - (b.refund?.amountJpy ?? 0);
      const tax = b.status === 'cancelled' ? 0 : Math.min(b.accommodationTaxJpy ?? 0, held);
      return { taxJpy: sum.taxJpy + tax, commissionJpy: sum.commissionJpy + commissionOf(held - tax) };
    },
    { taxJpy: 0, commissionJpy: 0 },
  );
}

/** The rule of docs/product/money.md, applied to the fixtures: charged on the checkout (or cancel) day, refunds on theirs. */
function expectedSales(bookings: PaidBookingFixture[]): number {
  const inMonth = (date: string) => date >= first && date < monthRange(month).to;
  return bookings.reduce((sum, b) => {
    const dated = b.status === 'cancelled' ? b.cancelAt!.slice(0, 10) : b.checkout;
    const charged = inMonth(dated) ? b.totalJpy : 0;
    const refunded = b.refund && inMonth(b.refund.at.slice(0, 10)) ? b.refund.amountJpy : 0;
    return sum + charged - refunded;
  }, 0);
}

/** 決済額: captured in the month (the fixture captures on the check-in day) less the refunds made in it. */
function expectedPayments(bookings: PaidBookingFixture[]): number {
  const inMonth = (date: string) => date >= first && date < monthRange(month).to;
  return bookings.reduce((sum, b) => sum + (inMonth(b.checkin) ? b.totalJpy : 0) - (b.refund && inMonth(b.refund.at.slice(0, 10)) ? b.refund.amountJpy : 0), 0);
}

async function json<T>(url: string, headers: Record<string, string>): Promise<{ body: T; counts: unknown }> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const counts = res.headers[LIST_COUNTS_HEADER];
  return { body: res.json<T>(), counts: counts ? JSON.parse(String(counts)) : undefined };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
  const a = await registerHost(t.app, { fullName: '京都 一郎' });
  const b = await registerHost(t.app, { fullName: '岐阜 二郎' });
  const kyoto = await insertProperty(t.db, null, { hostId: a.user.id, title: '京町家 結', prefecture: '京都府', city: '京都市' });
  const gifu = await insertProperty(t.db, null, { hostId: b.user.id, title: '合掌の宿', prefecture: '岐阜県', city: '白川村' });
  const lastMonthEnd = addDays(first, -2);
  const nextMonth = monthRange(addMonths(month, 1)).from;
  const ofA: PaidBookingFixture[] = [
    // In last month, out on the 2nd: this month's checkout, last month's check-in and payment.
    { propertyId: kyoto, checkin: lastMonthEnd, checkout: day(2), status: 'completed', totalJpy: 30_000 },
    // In on the 20th, out next month: this month's check-in and payment, next month's checkout.
    { propertyId: kyoto, checkin: day(20), checkout: addDays(nextMonth, 1), status: 'confirmed', totalJpy: 60_000 },
    // A stay inside the month with 4,000円 given back on the 8th.
    { propertyId: kyoto, checkin: day(5), checkout: day(7), status: 'completed', totalJpy: 40_000, refund: { amountJpy: 4_000, at: instant(day(8)) } },
    // A guest's cancellation on the 10th: 10,000円 kept, 10,000円 refunded.
    {
      propertyId: kyoto,
      checkin: day(15),
      checkout: day(17),
      status: 'cancelled',
      totalJpy: 20_000,
      cancelAt: instant(day(10)),
      cancelledBy: 'guest',
      cancelFeeJpy: 10_000,
      refund: { amountJpy: 10_000, at: instant(day(10), '12:01') },
    },
  ];
  const ofB: PaidBookingFixture[] = [
    { propertyId: gifu, checkin: day(3), checkout: day(6), status: 'completed', totalJpy: 25_000 },
    // A taxed stay (issue 31): 60,000円 of stay and 宿泊税 3 guests × 2 nights × 1,000円; no commission on the tax.
    { propertyId: gifu, checkin: day(8), checkout: day(10), status: 'completed', totalJpy: 66_000, accommodationTaxJpy: 6_000 },
  ];
  for (const f of [...ofA, ...ofB]) await insertPaidBooking(t.db, f);
  hosts.push({ id: a.user.id, cookie: a.cookie, bookings: ofA }, { id: b.user.id, cookie: b.cookie, bookings: ofB });
});
afterAll(async () => {
  await t?.close();
});

describe('this month’s money on every screen (issue 28)', () => {
  it('shows one チェックアウト分の売上 on the host dashboard, the owner dashboard and the host’s 売上管理, and its sum on the admin dashboard and 売上管理', async () => {
    const admin = { authorization: `Bearer ${token}` };
    const table: Record<string, Record<string, number>> = {};
    const taxes: Record<string, Record<string, number>> = {};
    for (const [i, host] of hosts.entries()) {
      const cookie = { cookie: host.cookie };
      const [dashboard, owner, summary, transactions] = await Promise.all([
        json<HostDashboard>('/api/host/dashboard', cookie),
        json<OwnerStats>(`/api/owner/${host.id}/stats`, cookie),
        json<RevenueSummary>('/api/host/revenue/summary', cookie),
        json<unknown>(`/api/host/revenue/transactions?month=${month}`, cookie),
      ]);
      const figures = {
        'ホストダッシュボード 今月チェックアウト分の売上': dashboard.body.stats.revenueThisMonth,
        '/owner/{id} 今月チェックアウト分の売上': owner.body.revenueThisMonth,
        '/host/revenue 今月チェックアウト分の売上': summary.body.thisMonth.grossJpy,
        '/host/revenue 取引の合計': (transactions.counts as RevenueTotals).grossJpy,
      };
      table[`host ${i + 1}`] = figures;
      // The host's 宿泊税 and commission agree on the summary and the month's transactions, and the tax bears no commission.
      const split = expectedSplit(host.bookings);
      const totals = transactions.counts as RevenueTotals;
      taxes[`host ${i + 1}`] = { summary: summary.body.thisMonth.accommodationTaxJpy, transactions: totals.accommodationTaxJpy, commission: totals.commissionJpy };
      expect(summary.body.thisMonth.accommodationTaxJpy, `host ${i + 1} 宿泊税`).toBe(split.taxJpy);
      expect(totals.accommodationTaxJpy, `host ${i + 1} 取引の宿泊税`).toBe(split.taxJpy);
      expect(summary.body.thisMonth.commissionJpy, `host ${i + 1} 手数料`).toBe(split.commissionJpy);
      expect(totals.commissionJpy, `host ${i + 1} 取引の手数料`).toBe(split.commissionJpy);
      expect(totals.netJpy, `host ${i + 1} 受取額`).toBe(expectedSales(host.bookings) - split.commissionJpy);
      expect(summary.body.thisMonth.netJpy, `host ${i + 1} 受取額`).toBe(totals.netJpy);
    }
    const [stats, revenue, bookings] = await Promise.all([
      json<AdminStats>('/api/admin/stats', admin),
      json<AdminRevenue>('/api/admin/revenue', admin),
      json<unknown>('/api/admin/bookings', admin),
    ]);
    const allBookings = hosts.flatMap((h) => h.bookings);
    const platform = {
      '管理ダッシュボード 今月チェックアウト分の売上': stats.body.revenueThisMonth,
      '売上管理 チェックアウト分の売上': revenue.body.totals.netJpy,
      '予約管理 今月の決済額': (bookings.counts as AdminBookingCounts).paymentsThisMonth,
    };
    table.platform = platform;
    console.log(`issue 28: the money figures of ${month}, one data set\n${JSON.stringify(table, null, 2)}\nissue 31: 宿泊税 and commission\n${JSON.stringify({ ...taxes, platform: revenue.body.totals }, null, 2)}`);
    for (const [i, host] of hosts.entries()) {
      for (const [screen, value] of Object.entries(table[`host ${i + 1}`])) expect(value, screen).toBe(expectedSales(host.bookings));
    }
    expect(revenue.body.month).toBe(month);
    expect(stats.body.revenueThisMonth).toBe(expectedSales(allBookings));
    expect(revenue.body.totals.netJpy).toBe(stats.body.revenueThisMonth);
    expect(stats.body.revenueThisMonth).toBe(hosts.reduce((sum, h) => sum + expectedSales(h.bookings), 0));
    // 売上管理's 宿泊税 and commission are the hosts' sums; the host payout keeps the tax.
    const platformSplit = expectedSplit(allBookings);
    expect(platformSplit.taxJpy).toBe(6_000);
    expect(revenue.body.totals.accommodationTaxJpy).toBe(platformSplit.taxJpy);
    expect(revenue.body.totals.commissionJpy).toBe(platformSplit.commissionJpy);
    expect(revenue.body.totals.hostPayoutJpy).toBe(revenue.body.totals.netJpy - platformSplit.commissionJpy);
    expect(revenue.body.prefectures.find((p) => p.prefecture === '岐阜県')?.accommodationTaxJpy).toBe(6_000);
    // 決済額 is a figure of its own (payments and refunds by the moment the money moved).
    expect(platform['予約管理 今月の決済額']).toBe(expectedPayments(allBookings));
  });
});

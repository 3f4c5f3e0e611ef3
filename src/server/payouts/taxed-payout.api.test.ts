import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPayout } from '@/contract/admin-payouts';
import type { RevenuePayout, RevenueTotals, RevenueTransaction } from '@/contract/host-revenue';
import { LIST_COUNTS_HEADER } from '@/contract/list';
import { payoutItems, payouts } from '@/db/schema';
import { bookingNumber } from '@/domain/display-format';
import { insertProperty } from '../testing/fixtures';
import { insertPaidBooking } from '../testing/money-fixtures';
import { adminToken, createTestApp, registerHost, type TestApp } from '../testing/test-app';
import { closeMonth } from './close-month';

/**
 * issue 31: the accommodation tax is not commission. A Kyoto host's October 2026: a completed stay of
 * 50,000円 with 4,000円 of 宿泊税, and a guest's cancellation of a 33,000円 booking (3,000円 of tax) that
 * keeps a 15,000円 fee and refunds the rest, the whole tax with it. The platform takes 15% of the stays
 * only; the host receives stay − commission + tax.
 */

let t: TestApp;
let host: { user: { id: string }; cookie: string };
let admin: string;
const ids: Record<string, string> = {};

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  host = await registerHost(t.app, { fullName: '京都 税子' });
  const house = await insertProperty(t.db, null, { hostId: host.user.id, title: '京町家 税', prefecture: '京都府', city: '京都市' });
  ids.stay = (
    await insertPaidBooking(t.db, { propertyId: house, checkin: '2026-10-10', checkout: '2026-10-12', status: 'completed', totalJpy: 54_000, accommodationTaxJpy: 4_000 })
  ).bookingId;
  ids.cancelled = (
    await insertPaidBooking(t.db, {
      propertyId: house,
      checkin: '2026-10-20',
      checkout: '2026-10-22',
      status: 'cancelled',
      totalJpy: 33_000,
      accommodationTaxJpy: 3_000,
      cancelAt: '2026-10-05T12:00:00+09:00',
      cancelledBy: 'guest',
      cancelFeeJpy: 15_000,
      refund: { amountJpy: 18_000, at: '2026-10-05T12:01:00+09:00' },
    })
  ).bookingId;
});
afterAll(async () => {
  await t?.close();
});

describe('a taxed booking’s money (issue 31)', () => {
  it('shows the tax apart on the host’s transactions, with commission on the stay only', async () => {
    const res = await get('/api/host/revenue/transactions?month=2026-10&pageSize=100', { cookie: host.cookie });
    expect(res.statusCode).toBe(200);
    const rows = res.json<RevenueTransaction[]>();
    const pick = (r: RevenueTransaction) => [r.kind, r.amountJpy, r.accommodationTaxJpy, r.commissionJpy, r.netJpy];
    expect(pick(rows.find((r) => r.bookingId === ids.stay)!)).toEqual(['booking', 54_000, 4_000, 7_500, 46_500]);
    expect(rows.filter((r) => r.bookingId === ids.cancelled).map(pick)).toEqual([
      ['booking', 33_000, 3_000, 4_500, 28_500],
      ['refund', -18_000, -3_000, -2_250, -15_750],
    ]);
    const totals = JSON.parse(String(res.headers[LIST_COUNTS_HEADER])) as RevenueTotals;
    // 54,000 + 15,000 kept; tax 4,000 (the cancellation's went back); 15% of 50,000 + 15,000.
    expect(totals).toEqual({ grossJpy: 69_000, accommodationTaxJpy: 4_000, commissionJpy: 9_750, netJpy: 59_250, count: 3 });
  });

  it('closes the month into a payout that passes the tax whole to the host', async () => {
    expect(await closeMonth(t.db, '2026-10')).toEqual({ payouts: 1, items: 2 });
    const [payout] = await t.db.select().from(payouts).where(and(eq(payouts.hostUserId, host.user.id), eq(payouts.periodMonth, '2026-10')));
    expect(payout).toMatchObject({ amountJpy: 69_000, accommodationTaxJpy: 4_000, feeJpy: 9_750, netAmountJpy: 59_250 });
    const items = await t.db.select().from(payoutItems).where(eq(payoutItems.payoutId, payout.id));
    expect(items.map((i) => [i.bookingId, i.kind, i.grossJpy, i.accommodationTaxJpy, i.commissionJpy, i.netJpy]).sort()).toEqual(
      [
        [ids.stay, 'stay', 54_000, 4_000, 7_500, 46_500],
        [ids.cancelled, 'cancellation_fee', 15_000, 0, 2_250, 12_750],
      ].sort(),
    );
  });

  it('shows うち宿泊税 on the host’s payouts, the statement and the back office’s payouts', async () => {
    const list = (await get('/api/host/revenue/payouts', { cookie: host.cookie })).json<RevenuePayout[]>();
    expect(list[0]).toMatchObject({ periodMonth: '2026-10', grossJpy: 69_000, accommodationTaxJpy: 4_000, commissionJpy: 9_750, netJpy: 59_250 });

    const statement = await get(`/api/host/revenue/payouts/${list[0].id}/statement`, { cookie: host.cookie });
    expect(statement.statusCode).toBe(200);
    expect(statement.body).toContain('<th>うち宿泊税</th>');
    expect(statement.body).toMatch(new RegExp(`${bookingNumber(ids.stay)}[\\s\\S]*?¥54,000</td>\\s*<td class="num">¥4,000</td>\\s*<td class="num">¥7,500</td>\\s*<td class="num">¥46,500</td>`));
    expect(statement.body).toContain('<td class="num">¥69,000</td><td class="num">¥4,000</td><td class="num">¥9,750</td><td class="num">¥59,250</td>');

    const admins = await get('/api/admin/payouts?pageSize=100', { authorization: `Bearer ${admin}` });
    expect(admins.statusCode).toBe(200);
    const mine = admins.json<AdminPayout[]>().find((p) => p.hostUserId === host.user.id);
    expect(mine).toMatchObject({ grossJpy: 69_000, accommodationTaxJpy: 4_000, commissionJpy: 9_750, netJpy: 59_250 });
  });

  it('puts the tax in the CSV’s own column', async () => {
    const res = await get('/api/host/revenue/export.csv?from=2026-10-01&to=2026-10-31', { cookie: host.cookie });
    expect(res.statusCode).toBe(200);
    const lines = res.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('日付,予約番号,ゲスト,物件,金額,うち宿泊税,手数料,受取額,ステータス');
    expect(lines).toContain(`2026-10-12,${bookingNumber(ids.stay)},山田 太郎,京町家 税,54000,4000,7500,46500,処理中`);
  });
});

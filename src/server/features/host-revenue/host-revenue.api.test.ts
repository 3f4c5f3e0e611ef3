import { UNREAL_DAY_MESSAGE } from '@/contract/calendar-fields';
import { and, eq } from 'drizzle-orm';
import { bookingNumber } from '@/domain/display-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNTS_HEADER, TOTAL_COUNT_HEADER } from '@/contract/list';
import type { RevenueAnalytics, RevenuePayout, RevenueSettings, RevenueTransaction } from '@/contract/host-revenue';
import { bookingGuests, bookings, hostProfiles, properties, payments, payoutItems, payouts, receipts, refunds } from '@/db/schema';
import { closeMonth } from '../../payouts/close-month';
import { insertProperty, insertUser } from '../../testing/fixtures';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';
import { getAnalytics, getSummary, totalsOf, transactionsOf } from './service';

let t: TestApp;
let host: { user: { id: string }; cookie: string };
let otherHost: { user: { id: string }; cookie: string };
let guestCookie: string;
let houseA: string;
let houseB: string;
let strangerHouse: string;
const ids: Record<string, string> = {};

interface PaidBooking {
  propertyId: string;
  checkin: string;
  checkout: string;
  status: 'confirmed' | 'completed' | 'no_show' | 'cancelled' | 'pending' | 'tentative';
  totalJpy: number;
  guestName?: string;
  paid?: boolean;
  cancelAt?: string;
  cancelledBy?: string;
  cancelFeeJpy?: number;
  refund?: { amountJpy: number; at: string };
  nightsTotalJpy?: number;
}

/** A booking with its captured payment (and refund), as the payment flow leaves it. */
async function insertPaidBooking(b: PaidBooking): Promise<string> {
  const guest = await insertUser(t.db, { fullName: 'アカウント名' });
  const [house] = await t.db.select({ hostUserId: properties.hostUserId }).from(properties).where(eq(properties.id, b.propertyId));
  const nights = Math.round((Date.parse(b.checkout) - Date.parse(b.checkin)) / 86_400_000);
  const [row] = await t.db
    .insert(bookings)
    .values({
      propertyId: b.propertyId,
      guestUserId: guest.id,
      hostUserId: house.hostUserId,
      checkinDate: b.checkin,
      checkoutDate: b.checkout,
      nights,
      status: b.status,
      pricingSnapshotJson: { nightsTotal: b.nightsTotalJpy ?? b.totalJpy, cleaningFeeJpy: 0 },
      totalAmountJpy: b.totalJpy,
      paymentStatus: b.paid === false ? 'unpaid' : b.refund ? 'refunded' : 'paid',
      cancelAt: b.cancelAt ? new Date(b.cancelAt) : null,
      cancelledBy: b.cancelledBy ?? null,
      cancelFeeJpy: b.cancelFeeJpy ?? 0,
    })
    .returning({ id: bookings.id });
  await t.db.insert(bookingGuests).values({ bookingId: row.id, isPrimary: true, fullName: b.guestName ?? '山田 太郎' });
  const [payment] = await t.db
    .insert(payments)
    .values({
      bookingId: row.id,
      amountJpy: b.totalJpy,
      status: b.paid === false ? 'unpaid' : b.refund ? 'refunded' : 'paid',
      capturedAt: b.paid === false ? null : new Date(`${b.checkin}T10:00:00+09:00`),
    })
    .returning({ id: payments.id });
  if (b.refund) {
    await t.db.insert(refunds).values({ paymentId: payment.id, amountJpy: b.refund.amountJpy, status: 'refunded', refundedAt: new Date(b.refund.at), reason: 'テスト' });
  }
  return row.id;
}

const get = (cookie: string | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  host = await registerHost(t.app, { fullName: '佐藤 花子' });
  otherHost = await registerHost(t.app, { fullName: '別の ホスト' });
  guestCookie = (await signUpGuest(t.app)).cookie;
  await t.db
    .update(hostProfiles)
    .set({ bankName: 'みずほ銀行', branchName: '東京営業部', accountType: '普通', accountNumberLast3: '567', accountHolder: 'サトウ ハナコ' })
    .where(eq(hostProfiles.userId, host.user.id));
  houseA = await insertProperty(t.db, null, { hostId: host.user.id, title: '京町家 結', createdAt: new Date('2025-01-01T00:00:00+09:00') });
  houseB = await insertProperty(t.db, null, { hostId: host.user.id, title: '茅葺きの宿', createdAt: new Date('2025-01-01T00:00:00+09:00') });
  strangerHouse = await insertProperty(t.db, null, { hostId: otherHost.user.id, title: '他人の家' });

  // November 2026 (Japan time):
  // a completed 50,000円 stay checking out on the 30th (evening: 23:30 JST is still November),
  ids.stay = await insertPaidBooking({ propertyId: houseA, checkin: '2026-11-28', checkout: '2026-11-30', status: 'completed', totalJpy: 50_000, nightsTotalJpy: 44_000 });
  // a guest's cancellation at 00:30 JST on 1 November (still 31 October in UTC): 22,501円 kept, 27,499円 refunded,
  ids.guestCancel = await insertPaidBooking({
    propertyId: houseB,
    checkin: '2026-11-20',
    checkout: '2026-11-22',
    status: 'cancelled',
    totalJpy: 50_000,
    guestName: '=HYPERLINK("http://evil")',
    cancelAt: '2026-11-01T00:30:00+09:00',
    cancelledBy: 'guest',
    cancelFeeJpy: 22_501,
    refund: { amountJpy: 27_499, at: '2026-11-01T00:31:00+09:00' },
  });
  // a booking the host cancelled on the 30th at 23:30 JST: refunded in full, earns nothing,
  ids.hostCancel = await insertPaidBooking({
    propertyId: houseA,
    checkin: '2026-12-10',
    checkout: '2026-12-12',
    status: 'cancelled',
    totalJpy: 30_000,
    guestName: '鈴木, "一郎"',
    cancelAt: '2026-11-30T23:30:00+09:00',
    cancelledBy: 'host',
    refund: { amountJpy: 30_000, at: '2026-11-30T23:30:00+09:00' },
  });
  // a no-show of 18,000円 on the 10th.
  ids.noShow = await insertPaidBooking({ propertyId: houseB, checkin: '2026-11-09', checkout: '2026-11-10', status: 'no_show', totalJpy: 18_000 });
  // Not November: a cancellation at 00:10 JST on 1 December (still 30 November in UTC), and an unpaid hold.
  ids.december = await insertPaidBooking({
    propertyId: houseA,
    checkin: '2026-12-20',
    checkout: '2026-12-22',
    status: 'cancelled',
    totalJpy: 40_000,
    cancelAt: '2026-12-01T00:10:00+09:00',
    cancelledBy: 'guest',
    cancelFeeJpy: 20_000,
    refund: { amountJpy: 20_000, at: '2026-12-01T00:10:00+09:00' },
  });
  ids.unpaid = await insertPaidBooking({
    propertyId: houseB,
    checkin: '2026-11-14',
    checkout: '2026-11-15',
    status: 'cancelled',
    totalJpy: 20_000,
    paid: false,
    cancelledBy: 'system',
    cancelAt: '2026-11-13T10:00:00+09:00',
  });
  // October: a 30,000円 stay (the month before, for the change).
  ids.october = await insertPaidBooking({ propertyId: houseA, checkin: '2026-10-10', checkout: '2026-10-12', status: 'completed', totalJpy: 30_000, nightsTotalJpy: 26_000 });
  // Another host's November stay.
  ids.stranger = await insertPaidBooking({ propertyId: strangerHouse, checkin: '2026-11-05', checkout: '2026-11-07', status: 'completed', totalJpy: 99_000, guestName: '他人のゲスト' });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/host/revenue/transactions', () => {
  it('answers the month’s rows in Japan time with gross, 15% commission (rounded down) and net, and the month’s totals', async () => {
    const res = await get(host.cookie, '/api/host/revenue/transactions?month=2026-11&pageSize=100');
    expect(res.statusCode).toBe(200);
    const rows = res.json<RevenueTransaction[]>();
    const byKey = new Map(rows.map((r) => [`${r.kind}:${r.bookingId}`, r]));
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('6');
    expect(rows).toHaveLength(6);

    expect(byKey.get(`booking:${ids.stay}`)).toMatchObject({ date: '2026-11-30', amountJpy: 50_000, commissionJpy: 7_500, netJpy: 42_500, status: 'processing', propertyTitle: '京町家 結', bookingNumber: bookingNumber(ids.stay) });
    expect(byKey.get(`booking:${ids.noShow}`)).toMatchObject({ date: '2026-11-10', amountJpy: 18_000, commissionJpy: 2_700, netJpy: 15_300 });
    // The guest's cancellation: charged 50,000, refunded 27,499 → the pair earns 22,501: 3,375 / 19,126.
    const charged = byKey.get(`booking:${ids.guestCancel}`)!;
    const refund = byKey.get(`refund:${ids.guestCancel}`)!;
    expect(charged).toMatchObject({ date: '2026-11-01', amountJpy: 50_000, commissionJpy: 7_500 });
    expect(refund).toMatchObject({ date: '2026-11-01', amountJpy: -27_499, status: 'refunded' });
    expect(charged.amountJpy + refund.amountJpy).toBe(22_501);
    expect(charged.commissionJpy + refund.commissionJpy).toBe(3_375);
    expect(charged.netJpy + refund.netJpy).toBe(19_126);
    // The host's cancellation at 23:30 JST on the 30th: charged and refunded in full, shown 返金.
    expect(byKey.get(`booking:${ids.hostCancel}`)).toMatchObject({ date: '2026-11-30', amountJpy: 30_000, status: 'refunded', guestName: '鈴木, "一郎"' });
    expect(byKey.get(`refund:${ids.hostCancel}`)).toMatchObject({ date: '2026-11-30', amountJpy: -30_000, commissionJpy: -4_500, netJpy: -25_500 });

    expect(JSON.parse(res.headers[LIST_COUNTS_HEADER] as string)).toEqual({
      grossJpy: 50_000 + 22_501 + 18_000,
      accommodationTaxJpy: 0,
      commissionJpy: 7_500 + 3_375 + 2_700,
      netJpy: 42_500 + 19_126 + 15_300,
      count: 6,
    });
    // Not November: the cancellation at 00:10 JST on 1 December, the unpaid hold, another host's stay.
    for (const id of [ids.december, ids.unpaid, ids.stranger, ids.october]) expect(rows.some((r) => r.bookingId === id)).toBe(false);
  });

  it('puts the 1 December 00:10 JST cancellation in December, filters by house and pages', async () => {
    const december = (await get(host.cookie, '/api/host/revenue/transactions?month=2026-12')).json<RevenueTransaction[]>();
    expect(december.map((r) => `${r.kind}:${r.bookingId}`).sort()).toEqual([`booking:${ids.december}`, `refund:${ids.december}`].sort());

    const onlyB = await get(host.cookie, `/api/host/revenue/transactions?month=2026-11&propertyId=${houseB}`);
    expect(onlyB.json<RevenueTransaction[]>().every((r) => r.propertyId === houseB)).toBe(true);
    expect(onlyB.headers[TOTAL_COUNT_HEADER]).toBe('3');

    const page2 = await get(host.cookie, '/api/host/revenue/transactions?month=2026-11&pageSize=4&page=2');
    expect(page2.json<RevenueTransaction[]>()).toHaveLength(2);
    expect(page2.headers[TOTAL_COUNT_HEADER]).toBe('6');
  });

  it('never shows another host’s bookings, even when asked for that host’s house', async () => {
    const res = await get(host.cookie, `/api/host/revenue/transactions?month=2026-11&propertyId=${strangerHouse}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const theirs = (await get(otherHost.cookie, '/api/host/revenue/transactions?month=2026-11')).json<RevenueTransaction[]>();
    expect(theirs.map((r) => r.bookingId)).toEqual([ids.stranger]);
  });

  it('refuses a bad month with a 400 naming the field, a guest with 403 and no session with 401', async () => {
    const bad = await get(host.cookie, '/api/host/revenue/transactions?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('month');
    expect((await get(guestCookie, '/api/host/revenue/transactions')).statusCode).toBe(403);
    expect((await get(undefined, '/api/host/revenue/transactions')).statusCode).toBe(401);
  });
});

describe('closeMonth and the payouts', () => {
  it('makes one payout per host for the month, scheduled on the last business day of the next month, once', async () => {
    const first = await closeMonth(t.db, '2026-11');
    // This host's three bookings and the other host's stay.
    expect(first).toEqual({ payouts: 2, items: 4 });
    const again = await closeMonth(t.db, '2026-11');
    expect(again).toEqual({ payouts: 0, items: 0 });

    const mine = await t.db.select().from(payouts).where(and(eq(payouts.hostUserId, host.user.id), eq(payouts.periodMonth, '2026-11')));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amountJpy: 90_501, feeJpy: 13_575, netAmountJpy: 76_926, status: 'pending' });
    // 2026-12-31 is a Thursday, but banks are closed from 31 December to 3 January: Wednesday 12-30.
    expect(mine[0].scheduledAt?.toISOString()).toBe(new Date('2026-12-30T15:00:00+09:00').toISOString());
    const items = await t.db.select().from(payoutItems).where(eq(payoutItems.payoutId, mine[0].id));
    expect(items.map((i) => [i.bookingId, i.kind, i.grossJpy, i.commissionJpy, i.netJpy]).sort()).toEqual(
      [
        [ids.stay, 'stay', 50_000, 7_500, 42_500],
        [ids.guestCancel, 'cancellation_fee', 22_501, 3_375, 19_126],
        [ids.noShow, 'stay', 18_000, 2_700, 15_300],
      ].sort(),
    );
  });

  it('shows the payout with its status and the rows it covers as 処理中, then 支払済み', async () => {
    const list = await get(host.cookie, '/api/host/revenue/payouts');
    expect(list.statusCode).toBe(200);
    const [payout] = list.json<RevenuePayout[]>();
    expect(payout).toMatchObject({ periodMonth: '2026-11', grossJpy: 90_501, commissionJpy: 13_575, netJpy: 76_926, status: 'pending', scheduledDate: '2026-12-30', itemCount: 3 });
    expect(JSON.parse(list.headers[LIST_COUNTS_HEADER] as string)).toEqual({ total: 1, processing: 1, paid: 0, failed: 0 });

    await t.db.update(payouts).set({ status: 'paid', processedAt: new Date('2026-12-30T15:00:00+09:00') }).where(eq(payouts.id, payout.id));
    const rows = (await get(host.cookie, '/api/host/revenue/transactions?month=2026-11&pageSize=100')).json<RevenueTransaction[]>();
    expect(rows.find((r) => r.bookingId === ids.stay && r.kind === 'booking')?.status).toBe('paid');
    expect(rows.find((r) => r.bookingId === ids.noShow)?.status).toBe('paid');
  });

  it('downloads the statement as printable HTML with the masked account; another host’s is 404', async () => {
    const [payout] = (await get(host.cookie, '/api/host/revenue/payouts')).json<RevenuePayout[]>();
    const res = await get(host.cookie, `/api/host/revenue/payouts/${payout.id}/statement`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('支払明細書_2026-11.html')}`);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.body).toContain('支払明細書');
    expect(res.body).toContain('2026年11月分');
    expect(res.body).toContain('****567');
    expect(res.body).not.toContain('1234567');
    expect(res.body).toContain('¥76,926');
    expect(res.body).toContain(bookingNumber(ids.stay));
    // The stay's days as the page reads (each day kept on one line by its own element).
    expect(res.body.replace(/<[^>]+>/g, '')).toContain('2026年11月28日(土)〜2026年11月30日(月)');
    expect(res.body).toContain('@page { size: A4');
    expect(res.body).toContain('&quot;http://evil&quot;');
    expect(res.body).not.toContain('他人のゲスト');

    expect((await get(otherHost.cookie, `/api/host/revenue/payouts/${payout.id}/statement`)).statusCode).toBe(404);
    expect((await get(host.cookie, `/api/host/revenue/payouts/00000000-0000-4000-8000-000000000000/statement`)).statusCode).toBe(404);
    expect((await get(guestCookie, `/api/host/revenue/payouts/${payout.id}/statement`)).statusCode).toBe(403);
    expect((await get(undefined, `/api/host/revenue/payouts/${payout.id}/statement`)).statusCode).toBe(401);
    const theirs = (await get(otherHost.cookie, '/api/host/revenue/payouts')).json<RevenuePayout[]>();
    expect(theirs.map((p) => p.grossJpy)).toEqual([99_000]);
  });

  it('carries the platform’s qualified invoice for the month’s commission: the registration number, the period, what for, the amount and the tax at 10%', async () => {
    const [payout] = (await get(host.cookie, '/api/host/revenue/payouts')).json<RevenuePayout[]>();
    const html = (await get(host.cookie, `/api/host/revenue/payouts/${payout.id}/statement`)).body;
    const invoice = html.slice(html.indexOf('<section class="invoice"'));
    expect(invoice).toContain('適格請求書（サービス利用手数料）');
    expect(invoice).toContain('<dd data-testid="invoice-registration-number">T7010001999999</dd>');
    expect(invoice).toContain(`<dd data-testid="invoice-number">202611-${bookingNumber(payout.id)}</dd>`);
    expect(invoice).toMatch(/2026年11月1日\(日\)〜2026年11月30日\(月\)/);
    expect(invoice).toContain('宿泊予約の仲介に係るサービス利用手数料（3件');
    // 13,575 yen of commission, tax included: 13,575 × 10 / 110 = 1,234.09… → 1,234.
    expect(invoice).toContain('<td>10%対象</td><td class="num">¥13,575</td><td class="num">¥1,234</td>');
    expect(invoice).toContain('株式会社古民家ステイ（デモ）');
    expect(html).not.toContain('媒介者交付特例）の写し');
  });

  it('lists the receipts issued as qualified invoices under the host’s number for its bookings (the intermediary’s copy), not the plain ones', async () => {
    const receipt = (sequence: number, hostRegistrationNumber: string | null) => ({
      bookingId: ids.stay, sequence, number: `${bookingNumber(ids.stay)}-0${sequence}`, addressee: '株式会社山田商事', purpose: '宿泊代として',
      receivedJpy: 50_000, refundedJpy: 0, accommodationTaxJpy: 0, consumptionTaxJpy: 4_545, paidOn: '2026-11-28',
      issuerRegistrationNumber: 'T7010001999999', hostRegistrationNumber, issuedAt: new Date(`2026-12-0${sequence}T10:00:00+09:00`),
    });
    await t.db.insert(receipts).values([receipt(1, null), receipt(2, 'T1234567890123')]);
    try {
      const [payout] = (await get(host.cookie, '/api/host/revenue/payouts')).json<RevenuePayout[]>();
      const html = (await get(host.cookie, `/api/host/revenue/payouts/${payout.id}/statement`)).body;
      const copy = html.slice(html.indexOf('媒介者交付特例）の写し'));
      expect(copy).toContain(`${bookingNumber(ids.stay)}-02（再発行）`);
      expect(copy).toContain('2026年12月2日');
      expect(copy).toContain('<td class="num">¥50,000</td>\n        <td class="num">¥4,545</td>');
      expect(copy).not.toContain(`${bookingNumber(ids.stay)}-01`);
      const theirs = (await get(otherHost.cookie, '/api/host/revenue/payouts')).json<RevenuePayout[]>();
      expect((await get(otherHost.cookie, `/api/host/revenue/payouts/${theirs[0].id}/statement`)).body).not.toContain('媒介者交付特例）の写し');
    } finally {
      await t.db.delete(receipts).where(eq(receipts.bookingId, ids.stay));
    }
  });
});

describe('GET /api/host/revenue/export.csv', () => {
  it('answers Excel-ready CSV: BOM, CRLF, Japanese headers, plain integers, quoted fields, formulas neutralised', async () => {
    const res = await get(host.cookie, '/api/host/revenue/export.csv?from=2026-11-01&to=2026-11-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('revenue_2026-11.csv');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe('日付,予約番号,ゲスト,物件,金額,うち宿泊税,手数料,受取額,ステータス');
    expect(lines).toHaveLength(7);
    const parsed = lines.slice(1).map(parseCsvLine);
    expect(parsed).toContainEqual(['2026-11-30', bookingNumber(ids.stay), '山田 太郎', '京町家 結', '50000', '0', '7500', '42500', '支払済み']);
    expect(parsed).toContainEqual(['2026-11-01', bookingNumber(ids.guestCancel), `'=HYPERLINK("http://evil")`, '茅葺きの宿', '-27499', '0', '-4125', '-23374', '返金']);
    expect(parsed).toContainEqual(['2026-11-30', bookingNumber(ids.hostCancel), '鈴木, "一郎"', '京町家 結', '30000', '0', '4500', '25500', '返金']);
    expect(text).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(parsed.every((r) => r.length === 9)).toBe(true);
    expect(parsed.some((r) => r[1] === bookingNumber(ids.stranger))).toBe(false);
  });

  it('refuses bad dates and a range over 366 days with a 400 naming the field', async () => {
    const bad = await get(host.cookie, '/api/host/revenue/export.csv?from=2026-02-30&to=2026-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('from');
    const malformed = await get(host.cookie, '/api/host/revenue/export.csv?from=2026-11-01&to=11/30');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('to');
    const long = await get(host.cookie, '/api/host/revenue/export.csv?from=2025-11-01&to=2026-11-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('to');
    expect((await get(host.cookie, '/api/host/revenue/export.csv?from=2025-11-02&to=2026-11-02')).statusCode).toBe(200);
    // The last day there is (found by the API fuzz): a 400, never a 500.
    const farAhead = await get(host.cookie, '/api/host/revenue/export.csv?from=9999-12-31&to=9999-12-31');
    expect(farAhead.statusCode).toBe(400);
    expect(farAhead.json()).toMatchObject({ field: 'from', message: UNREAL_DAY_MESSAGE });
    const yearAhead = await get(host.cookie, '/api/host/revenue/export.csv?from=2199-12-31&to=2199-12-31');
    expect(yearAhead.json()).toMatchObject({ field: 'to', message: '終了日は366日先までの日付を指定してください' });
    expect((await get(guestCookie, '/api/host/revenue/export.csv?from=2026-11-01&to=2026-11-30')).statusCode).toBe(403);
  });
});

describe('settings, summary and analytics', () => {
  it('shows the masked account, the month-end schedule and the 15% commission', async () => {
    const res = await get(host.cookie, '/api/host/revenue/settings');
    expect(res.statusCode).toBe(200);
    const settings = res.json<RevenueSettings>();
    expect(settings.bankAccount).toEqual({ bankName: 'みずほ銀行', branchName: '東京営業部', accountType: '普通', accountNumberMasked: '****567', accountHolder: 'サトウ ハナコ' });
    expect(settings.schedule).toBe('月末締め・翌月末払い（土日祝・12月31日〜1月3日の場合は前の銀行営業日）');
    expect(settings.commissionPercent).toBe(15);
    const summary = await get(host.cookie, '/api/host/revenue/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().properties.map((p: { title: string }) => p.title).sort()).toEqual(['京町家 結', '茅葺きの宿'].sort());
    // The kept sums (src/server/revenue/sales.ts) agree with the rows: November's six rows, of 4 bookings.
    const november = await getSummary(t.db, host.user.id, new Date('2026-11-15T12:00:00+09:00'));
    expect(november.thisMonth).toEqual({ grossJpy: 90_501, accommodationTaxJpy: 0, commissionJpy: 13_575, netJpy: 76_926, count: 4 });
    // November's payout is paid (above), so the next one is the estimate of this month, due 2026-12-30 (12-31 is a bank holiday).
    expect(november.nextPayout).toEqual({ date: '2026-12-30', amountJpy: 76_926, periodMonth: '2026-11', estimated: true });
  });

  it('answers 12 months with the change from the month before, and each house’s occupancy and nightly price', async () => {
    const a: RevenueAnalytics = await getAnalytics(t.db, host.user.id, undefined, new Date('2026-12-15T12:00:00+09:00'));
    expect(a.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`));
    const nov = a.months.find((m) => m.month === '2026-11')!;
    const oct = a.months.find((m) => m.month === '2026-10')!;
    const dec = a.months.find((m) => m.month === '2026-12')!;
    expect(oct).toMatchObject({ grossJpy: 30_000, commissionJpy: 4_500, netJpy: 25_500, changePercent: null });
    expect(nov).toMatchObject({ grossJpy: 90_501, commissionJpy: 13_575, netJpy: 76_926, changePercent: 202 });
    expect(dec).toMatchObject({ grossJpy: 20_000, changePercent: -78 });
    const house = a.properties.find((p) => p.id === houseA)!;
    // 京町家 結: 2 nights in October + 2 in November, over 2026-01-01 … 2026-12-15 (349 nights).
    expect(house).toMatchObject({ bookedNights: 4, availableNights: 349, occupancyPercent: 1.1, averageNightlyJpy: Math.round((44_000 + 26_000) / 4) });
    const res = await get(host.cookie, `/api/host/revenue/analytics?propertyId=${houseB}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<RevenueAnalytics>().properties.map((p) => p.id)).toEqual([houseB]);
    expect(res.json<RevenueAnalytics>().months).toHaveLength(12);
  });
});

/** RFC 4180, one line (no line breaks inside fields in these rows). */
function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else value += line[i++];
      }
      out.push(value);
      i++;
    } else {
      const end = line.indexOf(',', i);
      const stop = end === -1 ? line.length : end;
      out.push(line.slice(i, stop));
      i = stop + 1;
    }
  }
  return out;
}

describe('rows of a booking refunded twice', () => {
  it('gives back the commission so that the rows add up to 15% (rounded down) of what the guest finally paid', () => {
    const base = { bookingId: 'b0000000-0000-4000-8000-000000000000', propertyId: 'p', propertyTitle: '家', guestName: '客', checkinDate: '2026-11-01', checkoutDate: '2026-11-03', chargedJpy: 50_001 };
    const booking = { status: 'completed', accommodationTaxJpy: 0, cancelFeeJpy: 0 };
    const rows = transactionsOf({
      bookings: [{ ...base, ...booking, id: base.bookingId, date: '2026-11-03', refundedJpy: 12_346, cancelledBy: null, payoutStatus: null }],
      // Newest first, as the database gives them.
      refunds: [
        { ...base, ...booking, id: 'r2', date: '2026-11-05', refundJpy: 2_345, refundedBeforeJpy: 10_001 },
        { ...base, ...booking, id: 'r1', date: '2026-11-04', refundJpy: 10_001, refundedBeforeJpy: 0 },
      ],
    });
    const totals = totalsOf(rows);
    // 50,001 − 12,346 = 37,655 → commission 5,648, net 32,007.
    expect(totals).toEqual({ grossJpy: 37_655, accommodationTaxJpy: 0, commissionJpy: 5_648, netJpy: 32_007, count: 3 });
    // Newest first: the second refund (40,000 → 37,655: 6,000 → 5,648), the first (50,001 → 40,000: 7,500 → 6,000), the charge.
    expect(rows.map((r) => r.commissionJpy)).toEqual([-352, -1_500, 7_500]);
  });
});

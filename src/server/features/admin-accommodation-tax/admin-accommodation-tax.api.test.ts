import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccommodationTaxReport, AccommodationTaxRuleView } from '@/contract/admin-accommodation-tax';
import { SEEDED_ACCOMMODATION_TAX_RULES } from '@/domain/seeded-accommodation-tax-rules';
import { auditLogs, bookings } from '@/db/schema';
import { fromToday, insertHost, insertProperty } from '../../testing/fixtures';
import { adminToken, createTestApp, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
const bearer = () => ({ authorization: `Bearer ${token}` });
const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/admin/accommodation-tax${query}`, headers: bearer() });

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
});
afterAll(async () => {
  await t?.close();
});

const sapporoLike = {
  prefecture: '北海道',
  city: '函館市',
  name: '函館市宿泊税',
  kind: 'tiered',
  tiers: [
    { fromJpy: 0, amountJpy: 100 },
    { fromJpy: 20000, amountJpy: 300 },
  ],
  percentBasisPoints: null,
  capJpy: null,
  exemptBelowJpy: null,
  regimes: [],
  replacesPrefectureRule: false,
  appliesFrom: '2026-04-01',
  appliesTo: null,
  sourceUrl: 'https://example.jp/hakodate-tax',
  note: 'テスト',
};

describe('the accommodation tax rules (宿泊税)', () => {
  it('every database starts with the rules of docs/product/accommodation-tax.md, each with its source', async () => {
    const res = await list('?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as AccommodationTaxRuleView[];
    const strip = ({ id: _id, updatedAt: _u, ...rest }: AccommodationTaxRuleView) => rest;
    const byKey = (r: { prefecture: string; city: string | null; appliesFrom: string; name: string }) => `${r.prefecture}/${r.city ?? ''}/${r.appliesFrom}/${r.name}`;
    expect(rows.map(strip).sort((a, b) => byKey(a).localeCompare(byKey(b)))).toEqual([...SEEDED_ACCOMMODATION_TAX_RULES].sort((a, b) => byKey(a).localeCompare(byKey(b))));
    expect(res.headers['x-total-count']).toBe(String(SEEDED_ACCOMMODATION_TAX_RULES.length));
    const names = new Set(rows.map((r) => r.name));
    for (const name of ['東京都宿泊税', '京都市宿泊税', '大阪府宿泊税', '福岡県宿泊税', '福岡市宿泊税', '金沢市宿泊税', '北海道宿泊税', '札幌市宿泊税', '倶知安町宿泊税', 'ニセコ町宿泊税']) expect(names).toContain(name);
    expect(rows.every((r) => r.sourceUrl.startsWith('https://'))).toBe(true);
  });

  it('filters the rules by prefecture, with the search and the state, one page at a time', async () => {
    const hokkaido = SEEDED_ACCOMMODATION_TAX_RULES.filter((r) => r.prefecture === '北海道');
    const all = await list('?prefecture=北海道&pageSize=100');
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json() as AccommodationTaxRuleView[];
    expect(rows.map((r) => r.name).sort()).toEqual(hokkaido.map((r) => r.name).sort());
    expect(all.headers['x-total-count']).toBe(String(hokkaido.length));
    // The counters stay those of every rule, as the cards above the list show them.
    expect(JSON.parse(String(all.headers['x-list-counts']))).toMatchObject({ total: SEEDED_ACCOMMODATION_TAX_RULES.length });

    // The prefecture's own rule first, then its cities', by place; the second page holds the rest.
    expect(rows[0]).toMatchObject({ prefecture: '北海道', city: null });
    const second = await list('?prefecture=北海道&pageSize=2&page=2');
    expect((second.json() as AccommodationTaxRuleView[]).map((r) => r.id)).toEqual(rows.slice(2, 4).map((r) => r.id));

    const byCity = (await list('?prefecture=北海道&q=札幌').then((r) => r.json())) as AccommodationTaxRuleView[];
    expect(byCity.map((r) => r.city)).toEqual(hokkaido.filter((r) => r.city === '札幌市').map(() => '札幌市'));

    const endedInKyoto = (await list('?prefecture=京都府&state=ended').then((r) => r.json())) as AccommodationTaxRuleView[];
    expect(endedInKyoto.map((r) => [r.city, r.appliesTo])).toEqual([['京都市', '2026-02-28']]);
    expect((await list('?prefecture=沖縄県').then((r) => r.json())) as AccommodationTaxRuleView[]).toEqual([]);
    const tooLong = await list(`?prefecture=${'県'.repeat(11)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'prefecture', message: expect.stringContaining('都道府県の値が正しくありません') });
  });

  it('adds, edits and deletes a rule, each change audited, and the quote follows it at once', async () => {
    const hostId = (await insertHost(t.db)).id;
    const house = await insertProperty(t.db, null, { hostId, basePriceJpy: 11000, cleaningFeeJpy: 0, prefecture: '北海道', city: '函館市' });
    const quote = async () =>
      (await t.app.inject({ method: 'POST', url: `/api/properties/${house}/calendar/calculate-pricing`, payload: { checkinDate: fromToday(160), checkoutDate: fromToday(161) } })).json();
    expect((await quote()).accommodationTaxJpy).toBe(100);

    const created = await t.app.inject({ method: 'POST', url: '/api/admin/accommodation-tax', headers: bearer(), payload: sapporoLike });
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json() as AccommodationTaxRuleView;
    // 北海道's 100円 and 函館市's 100円.
    expect(await quote()).toMatchObject({ accommodationTaxJpy: 200, accommodationTax: { lines: [{ name: '北海道宿泊税', amountJpy: 100 }, { name: '函館市宿泊税', amountJpy: 100 }] } });

    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/accommodation-tax/${rule.id}`, headers: bearer(), payload: { ...sapporoLike, tiers: [{ fromJpy: 0, amountJpy: 250 }] } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await quote()).accommodationTaxJpy).toBe(350);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/accommodation-tax/${rule.id}`, headers: bearer() })).statusCode).toBe(204);
    expect((await quote()).accommodationTaxJpy).toBe(100);

    const logs = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityType, 'accommodation_tax_rule'), eq(auditLogs.entityId, rule.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = logs.find((l) => l.action === 'update')!;
    expect(update.oldValues).toMatchObject({ tiers: sapporoLike.tiers });
    expect(update.newValues).toMatchObject({ tiers: [{ fromJpy: 0, amountJpy: 250 }] });
  });

  it('refuses a rule that makes no sense with a Japanese message naming the field', async () => {
    const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/admin/accommodation-tax', headers: bearer(), payload: { ...sapporoLike, ...payload } });
    const unordered = await post({ tiers: [{ fromJpy: 20000, amountJpy: 300 }, { fromJpy: 0, amountJpy: 100 }] });
    expect(unordered.statusCode).toBe(400);
    expect(unordered.json()).toMatchObject({ field: 'tiers', message: '区分の金額は小さい順に、重ならないように入力してください' });
    const noRate = await post({ kind: 'percent', tiers: [] });
    expect(noRate.json()).toMatchObject({ field: 'percentBasisPoints', message: '税率を入力してください' });
    const inverted = await post({ appliesTo: '2026-01-01' });
    expect(inverted.json()).toMatchObject({ field: 'appliesTo', message: '終了日は開始日以降の日付を入力してください' });

    // A rule of the same place and name sharing nights with another would charge the tax twice: refused at its start day.
    const kyoto = { prefecture: '京都府', city: '京都市', name: '京都市宿泊税', tiers: [{ fromJpy: 0, amountJpy: 300 }] };
    const twice = await post({ ...kyoto, appliesFrom: '2026-06-01' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ field: 'appliesFrom', message: expect.stringContaining('同じ地域・名称のルール（2026/03/01〜）と期間が重なっています') });
    const endsInside = await post({ ...kyoto, appliesFrom: '2018-01-01', appliesTo: '2018-10-01' });
    expect(endsInside.json()).toMatchObject({ field: 'appliesFrom', message: expect.stringContaining('（2018/10/01〜2026/02/28）') });
    // The days before the first rule are free; named apart (a prefecture's share), a rule adds up instead.
    const before = await post({ ...kyoto, appliesFrom: '2018-01-01', appliesTo: '2018-09-30' });
    expect(before.statusCode, before.body).toBe(201);
    const share = await post({ ...kyoto, name: '京都府宿泊税（京都市内）', appliesFrom: '2026-06-01' });
    expect(share.statusCode, share.body).toBe(201);
    // Editing a rule does not collide with itself, but may not stretch into its neighbour.
    const id = (before.json() as AccommodationTaxRuleView).id;
    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/admin/accommodation-tax/${id}`, headers: bearer(), payload: { ...sapporoLike, ...kyoto, appliesFrom: '2018-01-01', ...payload } });
    expect((await put({ appliesTo: '2018-09-30', note: '見直し' })).statusCode).toBe(200);
    expect((await put({ appliesTo: null })).json()).toMatchObject({ field: 'appliesFrom' });
    for (const created of [before, share]) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/accommodation-tax/${(created.json() as AccommodationTaxRuleView).id}`, headers: bearer() })).statusCode).toBe(204);
    }

    const guest = await signUpGuest(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/accommodation-tax', headers: { cookie: guest.cookie } })).statusCode).toBe(403);
  });

  it('reports a month per municipality (nights, taxed guest-nights, tax) on screen and as CSV with a BOM', async () => {
    const hostId = (await insertHost(t.db)).id;
    const house = await insertProperty(t.db, null, { hostId, basePriceJpy: 22000, cleaningFeeJpy: 0 });
    const guest = await signUpGuest(t.app);
    const checkin = fromToday(200);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: guest.cookie },
      payload: { propertyId: house, checkinDate: checkin, checkoutDate: fromToday(202), guestsAdults: 2, guestsChildren: 0, guestsInfants: 0, guestName: '山田 太郎', guestEmail: 'taro@example.jp', guestPhone: '090-1111-2222' },
    });
    expect(session.statusCode, session.body).toBe(201);
    const { sessionId, bookingId } = session.json();
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/local/${sessionId}/complete`, payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } })).statusCode).toBe(200);
    const [row] = await t.db.select({ tax: bookings.accommodationTaxJpy }).from(bookings).where(eq(bookings.id, bookingId));
    expect(row.tax).toBe(1600);

    const nights = [checkin, fromToday(201)];
    const month = checkin.slice(0, 7);
    const report = (await t.app.inject({ method: 'GET', url: `/api/admin/accommodation-tax/report?month=${month}`, headers: bearer() })).json() as AccommodationTaxReport;
    const inMonth = nights.filter((d) => d.startsWith(month)).length;
    expect(report.rows).toEqual([{ prefecture: '京都府', city: '京都市東山区', nights: inMonth, taxedGuestNights: 2 * inMonth, taxJpy: 800 * inMonth }]);
    expect(report.total).toEqual({ nights: inMonth, taxedGuestNights: 2 * inMonth, taxJpy: 800 * inMonth });

    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/accommodation-tax/report.csv?month=${month}`, headers: bearer() });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toContain('対象月,都道府県,市区町村,泊数,課税対象の人泊,宿泊税（円）\r\n');
    expect(csv.body).toContain(`${month},京都府,京都市東山区,${inMonth},${2 * inMonth},${800 * inMonth}\r\n`);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/accommodation-tax/report?month=2026-13', headers: bearer() })).statusCode).toBe(400);
  });
});

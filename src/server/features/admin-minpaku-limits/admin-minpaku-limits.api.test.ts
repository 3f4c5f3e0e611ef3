import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMinpakuLimit } from '@/contract/admin-minpaku-limits';
import { auditLogs } from '@/db/schema';
import { adminToken, createTestApp, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
const bearer = () => ({ authorization: `Bearer ${token}` });
const list = (query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/admin/minpaku-limits?${new URLSearchParams(query)}`, headers: bearer() });
const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/admin/minpaku-limits', headers: bearer(), payload });

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
});
afterAll(async () => {
  await t?.close();
});

const karuizawaLike = {
  prefecture: '長野県',
  city: '軽井沢町',
  zoneNote: '別荘地',
  maxNights: null,
  allowedPeriods: [{ from: '07-01', to: '09-01' }],
  effectiveFrom: '2026-04-01',
  effectiveTo: null,
  sourceUrl: 'https://example.jp/karuizawa-minpaku',
};

describe('民泊の自治体ルール (back office)', () => {
  it('lists the seeded Kyoto rule, searched, by prefecture and paged on the server', async () => {
    const all = await list();
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json() as AdminMinpakuLimit[];
    expect(rows).toEqual([expect.objectContaining({ prefecture: '京都府', city: '京都市', allowedPeriods: [{ from: '01-15', to: '03-16' }] })]);
    expect(all.headers['x-total-count']).toBe('1');
    expect(JSON.parse(String(all.headers['x-list-counts']))).toMatchObject({ total: 1, current: 1 });

    expect((await post(karuizawaLike)).statusCode).toBe(201);
    expect((await post({ ...karuizawaLike, city: '白馬村', zoneNote: '' })).statusCode).toBe(201);

    const nagano = await list({ prefecture: '長野県' });
    expect((nagano.json() as AdminMinpakuLimit[]).map((r) => r.city)).toEqual(['白馬村', '軽井沢町']);
    expect(nagano.headers['x-total-count']).toBe('2');
    // The search reads place, zone and source (folded like every list's search).
    const searched = await list({ q: '別荘' });
    expect((searched.json() as AdminMinpakuLimit[]).map((r) => r.city)).toEqual(['軽井沢町']);
    const paged = await list({ pageSize: '1', page: '2' });
    expect((paged.json() as AdminMinpakuLimit[]).map((r) => r.city)).toEqual(['白馬村']);
    expect(paged.headers['x-total-count']).toBe('3');
    expect((await list({ state: 'upcoming' })).headers['x-total-count']).toBe('0');
  });

  it('adds, edits and deletes a rule, each change audited, and the house editor offers it while it exists', async () => {
    const created = await post({ ...karuizawaLike, city: '小樽市', prefecture: '北海道', maxNights: 120, allowedPeriods: [] });
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json() as AdminMinpakuLimit;
    expect(rule).toMatchObject({ prefecture: '北海道', city: '小樽市', maxNights: 120, allowedPeriods: [] });

    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/minpaku-limits/${rule.id}`, headers: bearer(), payload: { ...karuizawaLike, prefecture: '北海道', city: '小樽市', maxNights: 90 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ maxNights: 90, allowedPeriods: [{ from: '07-01', to: '09-01' }] });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/minpaku-limits/${rule.id}`, headers: bearer() })).statusCode).toBe(204);
    expect((await list({ q: '小樽' })).headers['x-total-count']).toBe('0');

    const logs = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityType, 'minpaku_municipal_limit'), eq(auditLogs.entityId, rule.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = logs.find((l) => l.action === 'update')!;
    expect(update.oldValues).toMatchObject({ maxNights: 120, allowedPeriods: [] });
    expect(update.newValues).toMatchObject({ maxNights: 90, allowedPeriods: [{ from: '07-01', to: '09-01' }] });
    expect(logs.find((l) => l.action === 'delete')!.oldValues).toMatchObject({ city: '小樽市', maxNights: 90 });

  });

  it('refuses a rule that makes no sense with a Japanese message naming the field', async () => {
    const field = async (payload: Record<string, unknown>) => {
      const res = await post({ ...karuizawaLike, ...payload });
      expect(res.statusCode, res.body).toBe(400);
      return res.json() as { field: string; message: string };
    };
    expect(await field({ prefecture: 'カリフォルニア' })).toMatchObject({ field: 'prefecture', message: '都道府県を一覧から選択してください' });
    expect(await field({ city: ' ' })).toMatchObject({ field: 'city', message: '市区町村を入力してください' });
    expect(await field({ maxNights: 181 })).toMatchObject({ field: 'maxNights', message: '年間の上限泊数は180泊以下で入力してください（住宅宿泊事業法の上限）' });
    expect(await field({ maxNights: null, allowedPeriods: [] })).toMatchObject({ field: 'maxNights', message: '年間の上限泊数か営業期間のどちらかを入力してください' });
    expect(await field({ allowedPeriods: [{ from: '02-30', to: '03-15' }] })).toMatchObject({ field: 'allowedPeriods.0.from', message: '営業期間の開始日は MM-DD 形式の実在する月日で入力してください' });
    expect(await field({ effectiveTo: '2026-01-01' })).toMatchObject({ field: 'effectiveTo', message: '適用終了日は適用開始日以降の日付を入力してください' });
    expect(await field({ sourceUrl: 'not a url' })).toMatchObject({ field: 'sourceUrl' });
    expect((await list({ q: 'カリフォルニア' })).headers['x-total-count']).toBe('0');
  });

  it('answers 404 for a rule that does not exist, 401 without a session and 403 to a guest', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const put = await t.app.inject({ method: 'PUT', url: `/api/admin/minpaku-limits/${missing}`, headers: bearer(), payload: karuizawaLike });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ message: '民泊の自治体ルールが見つかりません' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/minpaku-limits/${missing}`, headers: bearer() })).statusCode).toBe(404);

    const audited = async () => (await t.db.select().from(auditLogs).where(eq(auditLogs.entityType, 'minpaku_municipal_limit'))).length;
    const before = await audited();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/minpaku-limits' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/minpaku-limits', payload: karuizawaLike })).statusCode).toBe(401);
    const guest = await signUpGuest(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/minpaku-limits', headers: { cookie: guest.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/minpaku-limits', headers: { cookie: guest.cookie }, payload: karuizawaLike })).statusCode).toBe(403);
    expect(await audited()).toBe(before);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailOutbox, notifications, properties } from '@/db/schema';
import { insertCatalog, insertHost, insertProperty, type Catalog } from '../../testing/fixtures';
import { expectAdminOnly } from '../../testing/admin-refusals';
import { adminToken, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
let catalog: Catalog;
const bearer = (value = token) => ({ authorization: `Bearer ${value}` });
const post = (url: string, payload?: unknown, headers: Record<string, string> = bearer()) => t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

const list = async (path: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `${path}${query}`, headers: bearer() });
  expect(res.statusCode, res.body).toBe(200);
  return {
    items: res.json() as Record<string, unknown>[],
    total: Number(res.headers['x-total-count']),
    counts: JSON.parse(String(res.headers['x-list-counts'])) as Record<string, number>,
  };
};

let verifiedHost: string;
let unverifiedHost: string;
let kyoto: string;
let nagano: string;
let reviewOld: string;
let reviewNew: string;
let ofUnverified: string;
let deleted: string;

async function inReview(id: string, submittedAt: Date) {
  await t.db.update(properties).set({ status: 'in_review', submittedAt }).where(eq(properties.id, id));
}

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
  catalog = await insertCatalog(t.db);
  verifiedHost = (await insertHost(t.db, { kycStatus: 'verified', verificationStatus: 'verified' })).id;
  unverifiedHost = (await insertHost(t.db)).id;
  kyoto = await insertProperty(t.db, catalog, { hostId: verifiedHost, title: '嵐山の茅葺き古民家', prefecture: '京都府', city: '京都市', basePriceJpy: 30000, photos: { count: 3, cover: 1 } });
  nagano = await insertProperty(t.db, catalog, { hostId: verifiedHost, title: '白馬の山小屋', prefecture: '長野県', city: '白馬村', basePriceJpy: 20000 });
  reviewOld = await insertProperty(t.db, catalog, { hostId: verifiedHost, title: '審査の町家', prefecture: '京都府', city: '南丹市', status: 'draft', photos: { count: 3, cover: 0 } });
  reviewNew = await insertProperty(t.db, catalog, { hostId: verifiedHost, title: '審査の蔵', prefecture: '岐阜県', city: '白川村', status: 'draft' });
  ofUnverified = await insertProperty(t.db, catalog, { hostId: unverifiedHost, title: '未確認ホストの家', prefecture: '岩手県', city: '遠野市', status: 'draft' });
  deleted = await insertProperty(t.db, catalog, { hostId: verifiedHost, title: '削除した家', prefecture: '京都府', city: '京都市', status: 'private' });
  await t.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, deleted));
  await inReview(reviewOld, new Date(Date.now() - 3 * 86_400_000));
  await inReview(reviewNew, new Date(Date.now() - 86_400_000));
  await inReview(ofUnverified, new Date(Date.now() - 2 * 86_400_000));
  await t.db.update(properties).set({ ratingAverage: '4.50', reviewCount: 2 }).where(eq(properties.id, kyoto));
  await t.db.update(properties).set({ ratingAverage: '3.50', reviewCount: 1 }).where(eq(properties.id, nagano));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/properties', () => {
  it("answers the seed's property shape without deleted houses, with the counters in x-list-counts", async () => {
    const { items, total, counts } = await list('/api/admin/properties');
    expect(total).toBe(5);
    expect(items.map((p) => p.id)).not.toContain(deleted);
    expect(counts).toEqual({ total: 5, published: 2, inReview: 3, suspended: 0, averageRating: 4 });
    expect(items.find((p) => p.id === kyoto)).toEqual({
      id: kyoto,
      title: '嵐山の茅葺き古民家',
      description: expect.any(String),
      prefecture: '京都府',
      city: '京都市',
      builtYear: expect.toBeOneOf([expect.any(Number), null]),
      kominkaGrade: expect.toBeOneOf(['A', 'B', 'C', null]),
      maxGuests: expect.any(Number),
      basePrice: 30000,
      status: 'published',
      mainPhotoUrl: expect.any(String),
      createdAt: expect.any(String),
      hostUserId: verifiedHost,
      hostName: '佐藤 健一',
      ratingAverage: 4.5,
      reviewCount: 2,
      submittedAt: null,
      rejectionReason: null,
      suspensionReason: null,
      // The fixture's house: 民泊 with a number and a document, not yet verified by an approval.
      lodgingRegime: 'minpaku',
      legalBasisStanding: 'unverified',
    });
  });

  it('searches title, prefecture or city (full-width, kana alike), filters by status and prefecture, sorts and pages', async () => {
    expect((await list('/api/admin/properties', `?q=${encodeURIComponent('茅葺き')}`)).items.map((p) => p.id)).toEqual([kyoto]);
    expect((await list('/api/admin/properties', `?q=${encodeURIComponent('白馬')}`)).items.map((p) => p.id)).toEqual([nagano]);
    expect((await list('/api/admin/properties', `?q=${encodeURIComponent('京都')}`)).total).toBe(2);
    expect((await list('/api/admin/properties', `?prefecture=${encodeURIComponent('京都府')}`)).total).toBe(2);
    expect((await list('/api/admin/properties', '?status=in_review')).total).toBe(3);
    expect((await list('/api/admin/properties', '?status=published&sort=price-low')).items.map((p) => p.id)).toEqual([nagano, kyoto]);
    expect((await list('/api/admin/properties', '?sort=rating&pageSize=1')).items.map((p) => p.id)).toEqual([kyoto]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/properties?status=gone', headers: bearer() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('status');
  });
});

describe('物件承認', () => {
  it('lists the houses in review, the oldest submission first, with the host identity state; the badge counts the same', async () => {
    const { items, counts } = await list('/api/admin/property-approvals');
    expect(items.map((p) => p.id)).toEqual([reviewOld, ofUnverified, reviewNew]);
    expect(counts).toEqual({ waiting: 3 });
    expect(items[0]).toMatchObject({ status: 'in_review', hostKycStatus: 'verified', photoCount: 3, submittedAt: expect.any(String) });
    expect(items[1]).toMatchObject({ hostKycStatus: 'pending' });
    const stats = (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer() })).json();
    expect(stats.pendingPropertyApprovals).toBe(3);
  });

  it('previews a house in review as a guest would see it, while the guest page still says it is not found', async () => {
    const preview = await t.app.inject({ method: 'GET', url: `/api/admin/properties/${reviewOld}/preview`, headers: bearer() });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ id: reviewOld, title: '審査の町家', status: 'in_review', photos: expect.any(Array), features: expect.any(Array), amenities: expect.any(Array) });
    expect(preview.json().photos).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${reviewOld}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/properties/${deleted}/preview`, headers: bearer() })).statusCode).toBe(404);
  });

  it('refuses to approve the house of an unverified host (409), and leaves it in review', async () => {
    const res = await post(`/api/admin/properties/${ofUnverified}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('ホストの本人確認が済んでいない');
    const [row] = await t.db.select({ status: properties.status }).from(properties).where(eq(properties.id, ofUnverified));
    expect(row.status).toBe('in_review');
  });

  it('approves a house: published, audited, the host told by e-mail and 通知, and found by the guest search; a second approval is 409', async () => {
    const res = await post(`/api/admin/properties/${reviewOld}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: reviewOld, status: 'published' });
    const [trail] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, reviewOld), eq(auditLogs.action, 'approve')));
    expect(trail).toMatchObject({ entityType: 'property', oldValues: { status: 'in_review' }, newValues: { status: 'published', rejectionReason: null } });
    // The database's own search column is no change an admin made: never recorded.
    expect(Object.keys({ ...(trail.oldValues as object), ...(trail.newValues as object) })).not.toContain('searchText');
    const shown = await t.app.inject({ method: 'GET', url: `/api/admin/audit-logs?q=${reviewOld}`, headers: bearer() });
    expect(shown.json()[0]).toMatchObject({ entityType: 'property', entityName: '審査の町家' });
    const search = await t.app.inject({ method: 'GET', url: `/api/properties-with-booking-status?destination=${encodeURIComponent('南丹')}` });
    expect(search.statusCode, search.body).toBe(200);
    const found = search.json() as { id: string }[] | { properties: { id: string }[] };
    const ids = (Array.isArray(found) ? found : found.properties).map((p) => p.id);
    expect(ids).toContain(reviewOld);
    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'property_approved'), eq(emailOutbox.userId, verifiedHost)));
    expect(mail.subject).toBe('【古民家ステイ】物件の審査が完了し、公開しました（審査の町家）');
    const [notice] = await t.db.select().from(notifications).where(and(eq(notifications.kind, 'property_approved'), eq(notifications.userId, verifiedHost)));
    expect(notice).toMatchObject({ title: '物件の審査が完了し、公開されました', body: '審査の町家がゲストに公開されました。', readAt: null });
    expect((await post(`/api/admin/properties/${reviewOld}/approve`)).statusCode).toBe(409);
  });

  it('rejects with a required reason: back to draft with the reason the host sees and is told by e-mail and 通知, audited', async () => {
    const blank = await post(`/api/admin/properties/${reviewNew}/reject`, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'reason', message: '理由を入力してください' });
    const res = await post(`/api/admin/properties/${reviewNew}/reject`, { reason: '写真が暗く、室内の様子が分かりません' });
    expect(res.json()).toEqual({ id: reviewNew, status: 'draft' });
    const [row] = await t.db.select().from(properties).where(eq(properties.id, reviewNew));
    expect(row.rejectionReason).toBe('写真が暗く、室内の様子が分かりません');
    const [trail] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, reviewNew), eq(auditLogs.action, 'reject')));
    expect(trail.newValues).toMatchObject({ status: 'draft', rejectionReason: '写真が暗く、室内の様子が分かりません' });
    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'property_rejected'), eq(emailOutbox.userId, verifiedHost)));
    expect(mail.textContent).toContain('理由: 写真が暗く、室内の様子が分かりません');
    expect(mail.textContent).toContain(`/host/properties/${reviewNew}/edit`);
    const [notice] = await t.db.select().from(notifications).where(and(eq(notifications.kind, 'property_rejected'), eq(notifications.userId, verifiedHost)));
    expect(notice).toMatchObject({ title: '物件が審査で差し戻されました', body: '審査の蔵：写真が暗く、室内の様子が分かりません', link: `/host/properties/${reviewNew}/edit` });
    expect((await list('/api/admin/property-approvals')).items.map((p) => p.id)).toEqual([ofUnverified]);
  });

  it('suspends any house with a reason and lifts it back to its status, each audited; the wrong order is 409', async () => {
    expect((await post(`/api/admin/properties/${kyoto}/lift-suspension`)).statusCode).toBe(409);
    expect((await post(`/api/admin/properties/${kyoto}/suspend`, {})).statusCode).toBe(400);
    const suspended = await post(`/api/admin/properties/${kyoto}/suspend`, { reason: '安全上の確認のため' });
    expect(suspended.json()).toEqual({ id: kyoto, status: 'suspended' });
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${kyoto}` })).statusCode).toBe(404);
    const { items, counts } = await list('/api/admin/properties', '?status=suspended');
    expect(items).toMatchObject([{ id: kyoto, suspensionReason: '安全上の確認のため' }]);
    expect(counts.suspended).toBe(1);
    expect((await post(`/api/admin/properties/${kyoto}/suspend`, { reason: '二回目' })).statusCode).toBe(409);
    const lifted = await post(`/api/admin/properties/${kyoto}/lift-suspension`);
    expect(lifted.json()).toEqual({ id: kyoto, status: 'published' });
    const trail = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, kyoto)).orderBy(auditLogs.createdAt);
    expect(trail.map((r) => r.action)).toEqual(['suspend', 'lift_suspension']);
    expect(trail[0]).toMatchObject({ oldValues: { status: 'published', suspensionReason: null }, newValues: { status: 'suspended', suspensionReason: '安全上の確認のため' } });
  });

  it('answers 404 for a deleted or unknown house and 400 for an id that is not a uuid', async () => {
    expect((await post(`/api/admin/properties/${deleted}/suspend`, { reason: 'x' })).statusCode).toBe(404);
    expect((await post('/api/admin/properties/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
    expect((await post('/api/admin/properties/abc/approve')).statusCode).toBe(400);
  });
});

describe('who may call the houses API', () => {
  it('refuses no token (401), a guest or host session (403), an expired or disabled admin (401)', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/properties' },
      { method: 'GET' as const, url: '/api/admin/property-approvals' },
      { method: 'GET' as const, url: `/api/admin/properties/${ofUnverified}/preview` },
      { method: 'POST' as const, url: `/api/admin/properties/${ofUnverified}/approve` },
      { method: 'POST' as const, url: `/api/admin/properties/${ofUnverified}/reject`, payload: { reason: '理由' } },
      { method: 'POST' as const, url: `/api/admin/properties/${nagano}/suspend`, payload: { reason: '理由' } },
      { method: 'POST' as const, url: `/api/admin/properties/${nagano}/lift-suspension` },
    ];
    await expectAdminOnly(t, calls);
    const [row] = await t.db.select({ status: properties.status }).from(properties).where(eq(properties.id, nagano));
    expect(row.status).toBe('published');
  });
});

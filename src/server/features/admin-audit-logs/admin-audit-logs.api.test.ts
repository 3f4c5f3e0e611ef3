import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccounts, auditLogs } from '@/db/schema';
import { setAdminActive } from '../admin-auth/service';
import { fromToday, insertBooking, insertHost, insertProperty } from '../../testing/fixtures';
import { adminToken, createTestApp, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
let meId: string;
const bearer = (value = token) => ({ authorization: `Bearer ${value}` });

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit-logs${query}`, headers: bearer() });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as { action: string; entityType: string; entityId: string; entityName: string | null; adminName: string; oldValues: unknown; newValues: unknown }[], total: Number(res.headers['x-total-count']) };
};

async function registerAdmin(fullName: string) {
  const email = uniqueEmail('new-admin');
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/register', payload: { fullName, email, password: 'admin-pass-9' } });
  expect(res.statusCode).toBe(201);
  return { id: res.json().admin.id as string, email };
}
const setActive = (id: string, isActive: boolean, value = token) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/accounts/${id}`, headers: bearer(value), payload: { isActive } });

let other: { id: string; email: string };
let guestId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t, uniqueEmail('auditor'));
  meId = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer() })).json().id;
  other = await registerAdmin('高橋 監査');
  expect((await setActive(other.id, true)).statusCode).toBe(200);
  const guest = await signUpGuest(t.app);
  guestId = guest.user.id;
  const suspend = await t.app.inject({ method: 'POST', url: `/api/admin/users/${guestId}/suspend`, headers: bearer(), payload: { reason: 'テストの停止' } });
  expect(suspend.statusCode, suspend.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/audit-logs', () => {
  it('lists every admin change newest first with the admin, the object and the old and new values', async () => {
    const { items, total } = await list();
    // The signed-in admin's own set-up of the second step at first sign-in is the oldest change.
    expect(total).toBe(3);
    expect(items.map((i) => i.action)).toEqual(['suspend', 'activate', 'enable_two_step']);
    expect(items[2]).toMatchObject({ entityType: 'admin_account', entityId: meId, adminName: 'テスト管理者' });
    expect(items[0]).toMatchObject({ entityType: 'user', entityId: guestId, entityName: expect.any(String) });
    expect(items[0].entityName).not.toBe('');
    expect(items[1]).toMatchObject({
      entityType: 'admin_account',
      entityId: other.id,
      entityName: '高橋 監査',
      adminName: 'テスト管理者',
      oldValues: { isActive: false },
      newValues: { isActive: true },
    });
  });

  it('searches the object id, the admin name and the action in English or Japanese, full-width alike', async () => {
    expect((await list(`?q=${other.id.slice(0, 8).toUpperCase()}`)).items.map((i) => i.action)).toEqual(['activate']);
    expect((await list(`?q=${encodeURIComponent('テスト管理')}`)).total).toBe(3);
    expect((await list(`?q=${encodeURIComponent('利用停止')}`)).items.map((i) => i.action)).toEqual(['suspend']);
    expect((await list(`?q=${encodeURIComponent('ａｃｔｉｖａｔｅ')}`)).items.map((i) => i.action)).toEqual(['activate']);
    expect((await list('?q=nothing-like-this')).total).toBe(0);
  });

  it('searches two characters: a piece of the object id (any case) or of the admin name', async () => {
    const id = other.id.toLowerCase();
    const piece = [...Array(id.length - 1).keys()].map((i) => id.slice(i, i + 2)).find((p) => !/-/.test(p) && !guestId.toLowerCase().includes(p) && !meId.toLowerCase().includes(p));
    expect(piece, "the admin's id shares every piece with the guest's or the signed-in admin's").toBeDefined();
    expect((await list(`?q=${piece!.toUpperCase()}`)).items.map((i) => i.entityId)).toEqual([other.id]);
    expect((await list(`?q=${encodeURIComponent('管理')}`)).total).toBe(3);
  });

  it('filters by kind of object, by admin and by days in Japan time, and pages', async () => {
    expect((await list('?entityType=user')).items.map((i) => i.entityId)).toEqual([guestId]);
    expect((await list(`?adminId=${meId}`)).total).toBe(3);
    expect((await list(`?adminId=${other.id}`)).total).toBe(0);
    // A record made at 23:30 UTC on the 9th is on the 10th in Japan.
    await t.db.update(auditLogs).set({ createdAt: new Date('2026-03-09T23:30:00Z') }).where(eq(auditLogs.action, 'activate'));
    expect((await list('?from=2026-03-10&to=2026-03-10')).items.map((i) => i.action)).toEqual(['activate']);
    expect((await list('?from=2026-03-09&to=2026-03-09')).total).toBe(0);
    expect((await list('?from=2026-03-11')).items.map((i) => i.action)).toEqual(['suspend', 'enable_two_step']);
    expect((await list('?from=2000-01-01&to=2199-12-31')).total).toBe(3);
    const page3 = await list('?pageSize=1&page=3');
    expect(page3.total).toBe(3);
    expect(page3.items.map((i) => i.action)).toEqual(['activate']);
  });

  it('answers 400 naming the field for a bad filter or a period that ends before it starts', async () => {
    for (const [query, field] of [
      ['?from=2026-13', 'from'],
      ['?from=2026-02-30', 'from'],
      ['?to=2026-13-01', 'to'],
      ['?adminId=abc', 'adminId'],
      ['?from=2026-03-10&to=2026-03-01', 'to'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit-logs${query}`, headers: bearer() });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });

  it('offers the recorded kinds of object and the admins as filter choices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit-logs/facets', headers: bearer() });
    expect(res.statusCode).toBe(200);
    expect(res.json().entityTypes).toEqual(['admin_account', 'user']);
    expect(res.json().admins.map((a: { fullName: string }) => a.fullName).sort()).toEqual(['テスト管理者', '高橋 監査'].sort());
  });

  it('refuses without a token, with a guest session and with a disabled admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-logs' })).statusCode).toBe(401);
    const guest = await signUpGuest(t.app);
    const asGuest = await t.app.inject({ method: 'GET', url: '/api/admin/audit-logs', headers: { cookie: guest.cookie ?? '' } });
    expect(asGuest.statusCode).toBe(403);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: other.email, password: 'admin-pass-9' } });
    const otherToken = login.json().token as string;
    expect((await setActive(other.id, false)).statusCode).toBe(200);
    const disabled = await t.app.inject({ method: 'GET', url: '/api/admin/audit-logs', headers: bearer(otherToken) });
    expect(disabled.statusCode).toBe(401);
    expect((await setActive(other.id, true)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/stats/activity', () => {
  it('merges the newest admin changes with new bookings, newest first, leaving out unpaid holds', async () => {
    const host = await insertHost(t.db);
    const propertyId = await insertProperty(t.db, null, { hostId: host.id, title: '最近の古民家' });
    await insertBooking(t.db, { propertyId, guestId, checkin: fromToday(30), checkout: fromToday(32), status: 'tentative' });
    await insertBooking(t.db, { propertyId, guestId, checkin: fromToday(40), checkout: fromToday(42) });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats/activity', headers: bearer() });
    expect(res.statusCode).toBe(200);
    const items = res.json() as { kind: string; at: string; action?: string; propertyTitle?: string; status?: string }[];
    expect(items[0]).toMatchObject({ kind: 'booking', propertyTitle: '最近の古民家', status: 'confirmed', totalAmountJpy: 40000 });
    expect(items.filter((i) => i.kind === 'booking')).toHaveLength(1);
    expect(items.some((i) => i.kind === 'audit' && i.action === 'suspend')).toBe(true);
    expect([...items].sort((a, b) => b.at.localeCompare(a.at))).toEqual(items);
  });
});

describe('PUT /api/admin/accounts/{id}: the admin-account rules', () => {
  it('refuses to disable one’s own account with a 409 and records nothing', async () => {
    const before = (await list()).total;
    const res = await setActive(meId, false);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('自分自身のアカウントは無効にできません');
    expect((await list()).total).toBe(before);
  });

  it('refuses to disable the last active admin with a 409 (two admins disabling each other at once)', async () => {
    // Every admin but `other` and me is disabled; I was disabled a moment ago by `other` and still act.
    await t.db.update(adminAccounts).set({ isActive: false }).where(eq(adminAccounts.id, meId));
    await expect(setAdminActive(t.db, { adminId: meId, ipAddress: null, userAgent: null }, other.id, false)).rejects.toMatchObject({
      statusCode: 409,
      message: '最後の有効な管理者は無効にできません',
    });
    await t.db.update(adminAccounts).set({ isActive: true }).where(eq(adminAccounts.id, meId));
    const [row] = await t.db.select({ isActive: adminAccounts.isActive }).from(adminAccounts).where(eq(adminAccounts.id, other.id));
    expect(row.isActive).toBe(true);
  });

  it('records enabling and disabling another admin in the audit log', async () => {
    const res = await setActive(other.id, false);
    expect(res.statusCode).toBe(200);
    const { items } = await list(`?entityType=admin_account&q=${other.id}`);
    expect(items[0]).toMatchObject({ action: 'deactivate', oldValues: { isActive: true }, newValues: { isActive: false } });
    expect((await setActive(other.id, true)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/audit-logs: the total read from the kept counts', () => {
  it('equals the records the page finds under every search and filter, also after records move days or lose their admin', async () => {
    const ghost = await registerAdmin('消える 管理者');
    const days = ['2026-05-01T03:00:00Z', '2026-05-01T16:00:00Z', '2026-05-02T01:00:00Z', '2026-06-15T10:00:00Z'];
    const rows = days.flatMap((at, i) => [
      { adminId: meId, entityType: 'booking', entityId: `${other.id.slice(0, 4)}feed-${i}`, action: 'cancel', createdAt: new Date(at) },
      { adminId: ghost.id, entityType: 'review', entityId: `hide-${i}`, action: 'hide', createdAt: new Date(at) },
      { adminId: other.id, entityType: 'booking', entityId: `feed-${i}`, action: 'suspend', createdAt: new Date(at) },
    ]);
    await t.db.insert(auditLogs).values(rows);
    const queries = [
      '',
      '?entityType=booking',
      `?adminId=${meId}`,
      '?from=2026-05-02&to=2026-05-02',
      '?from=2026-05-01&to=2026-05-31&entityType=review',
      `?q=${encodeURIComponent('消える')}`,
      `?q=${encodeURIComponent('消える')}&entityType=booking`,
      `?q=${encodeURIComponent('非公開')}&from=2026-05-02`,
      '?q=feed',
      // Both the object's id and the action: each record counted once.
      '?q=hide',
      '?q=fe',
      `?q=${encodeURIComponent('高橋')}`,
      `?q=${other.id.slice(0, 4)}`,
      `?q=${encodeURIComponent('利用停止')}&adminId=${other.id}`,
    ];
    const check = async () => {
      for (const query of queries) {
        const sep = query ? '&' : '?';
        const { items, total } = await list(`${query}${sep}pageSize=100`);
        expect(items.length, query).toBeLessThan(100);
        expect(total, query).toBe(items.length);
      }
    };
    await check();
    expect((await list('?q=feed&pageSize=100')).total).toBe(8);
    // A record moved to another day, and an admin removed (its records keep no admin).
    await t.db.update(auditLogs).set({ createdAt: new Date('2026-07-01T00:00:00Z') }).where(eq(auditLogs.entityId, 'hide-0'));
    await t.db.delete(adminAccounts).where(eq(adminAccounts.id, ghost.id));
    await check();
    expect((await list(`?q=${encodeURIComponent('消える')}`)).total).toBe(0);
    const hidden = await list('?q=hide&pageSize=100');
    expect(hidden.total).toBe(4);
    expect(hidden.items.every((i) => i.adminName === null)).toBe(true);
  });
});

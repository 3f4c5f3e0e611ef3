import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, userFacetCounts, users } from '@/db/schema';
import { adminToken, createTestApp, registerHost, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
const bearer = () => ({ authorization: `Bearer ${token}` });

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: bearer() });
  expect(res.statusCode, res.body).toBe(200);
  return {
    items: res.json() as { id: string; fullName: string; email: string; role: string; idVerified: boolean; phone: string | null; suspendedAt: string | null }[],
    total: Number(res.headers['x-total-count']),
    counts: JSON.parse(String(res.headers['x-list-counts'])) as Record<string, number>,
  };
};

let kana: { id: string; email: string };
let latin: { id: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
  kana = (await signUpGuest(t.app, { fullName: 'ヤマダ ハナコ', email: uniqueEmail('hanako') })).user;
  latin = (await signUpGuest(t.app, { fullName: 'Taro Suzuki', email: uniqueEmail('Suzuki.Taro') })).user;
  for (let i = 0; i < 5; i += 1) await registerHost(t.app, { fullName: `ホスト${i}` });
  await t.db.update(users).set({ idVerified: true }).where(eq(users.id, latin.id));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/users', () => {
  it("answers the seed's user shape, newest first, with the total and the four counters in headers", async () => {
    const { items, total, counts } = await list();
    expect(total).toBe(7);
    expect(items).toHaveLength(7);
    expect(items[0]).toEqual({
      id: expect.any(String),
      fullName: 'ホスト4',
      fullNameKana: null,
      email: expect.stringContaining('@example.jp'),
      phone: '090-1234-5678',
      role: 'host',
      idVerified: false,
      avatarUrl: null,
      createdAt: expect.any(String),
      suspendedAt: null,
      closedAt: null,
    });
    expect(counts).toEqual({ total: 7, verified: 1, unverified: 6, hosts: 5 });
  });

  it('pages on the server, the counters staying those of every user', async () => {
    const first = await list('?pageSize=3&page=1&sort=oldest');
    const third = await list('?pageSize=3&page=3&sort=oldest');
    expect(first.items.map((u) => u.fullName)).toEqual(['ヤマダ ハナコ', 'Taro Suzuki', 'ホスト0']);
    expect(third.items.map((u) => u.fullName)).toEqual(['ホスト4']);
    expect(third.total).toBe(7);
    expect(third.counts.total).toBe(7);
    const beyond = await list('?pageSize=3&page=9');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(7);
  });

  it('searches name or e-mail case-insensitively, full-width and half-width alike', async () => {
    expect((await list('?q=suzuki')).items.map((u) => u.id)).toEqual([latin.id]);
    expect((await list(`?q=${encodeURIComponent('ＳＵＺＵＫＩ')}`)).items.map((u) => u.id)).toEqual([latin.id]);
    expect((await list(`?q=${encodeURIComponent('ﾔﾏﾀﾞ')}`)).items.map((u) => u.id)).toEqual([kana.id]);
    expect((await list(`?q=${encodeURIComponent('HANAKO')}`)).items.map((u) => u.id)).toEqual([kana.id]);
    // Two characters (a family name's usual length) and one character match as well.
    expect((await list(`?q=${encodeURIComponent('ﾊﾅ')}`)).items.map((u) => u.id)).toEqual([kana.id]);
    expect((await list(`?q=${encodeURIComponent('ハナ')}&role=guest`)).total).toBe(1);
    expect((await list(`?q=${encodeURIComponent('ヤ')}`)).items.map((u) => u.id)).toEqual([kana.id]);
    expect((await list('?q=SU')).items.map((u) => u.id)).toEqual([latin.id]);
    // LIKE's wildcards are plain characters in a search.
    expect((await list('?q=%25')).total).toBe(0);
    const hosts = await list(`?q=${encodeURIComponent('ホスト')}`);
    expect(hosts.total).toBe(5);
    expect(hosts.counts.total).toBe(7);
  });

  it('filters by role, verification and suspension, and sorts by name', async () => {
    expect((await list('?role=host')).total).toBe(5);
    expect((await list('?role=guest&verification=unverified')).items.map((u) => u.id)).toEqual([kana.id]);
    expect((await list('?verification=verified')).items.map((u) => u.id)).toEqual([latin.id]);
    expect((await list('?role=all&verification=&status=active')).total).toBe(7);
    expect((await list('?status=suspended')).total).toBe(0);
    expect((await list('?sort=name&role=guest')).items.map((u) => u.fullName)).toEqual(['Taro Suzuki', 'ヤマダ ハナコ']);
  });

  it('refuses a bad filter, sort or page size with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['?role=owner', 'role'],
      // Admins are accounts of their own (管理者アカウント), never users of this list.
      ['?role=admin', 'role'],
      ['?sort=random', 'sort'],
      ['?pageSize=101', 'pageSize'],
      ['?page=0', 'page'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: bearer() });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });
});

describe('suspending a user', () => {
  it('needs a reason, ends their sessions, refuses their sign-in with a Japanese message, and is audited', async () => {
    const guest = await signUpGuest(t.app, { fullName: '停止 対象' });
    const noReason = await t.app.inject({ method: 'POST', url: `/api/admin/users/${guest.user.id}/suspend`, headers: bearer(), payload: { reason: '  ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ field: 'reason', message: '利用停止の理由を入力してください' });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${guest.user.id}/suspend`,
      headers: { ...bearer(), 'user-agent': 'admin-browser/1.0' },
      payload: { reason: '不正な予約の繰り返し' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: guest.user.id, suspensionReason: '不正な予約の繰り返し', suspendedAt: expect.any(String) });

    // The session the guest had is over, and signing in again is refused.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: guest.cookie } })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: guest.user.email, password: guest.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: expect.stringContaining('利用停止中') });
    // A wrong password still says only that the credentials are wrong.
    const guess = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: guest.user.email, password: 'wrong-password' } });
    expect(guess.statusCode).toBe(401);

    const suspended = await list('?status=suspended');
    expect(suspended.items.map((u) => u.id)).toEqual([guest.user.id]);
    expect(suspended.total).toBe(1);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/users/${guest.user.id}/suspend`, headers: bearer(), payload: { reason: '二回目' } });
    expect(again.statusCode).toBe(409);

    const lifted = await t.app.inject({ method: 'POST', url: `/api/admin/users/${guest.user.id}/reinstate`, headers: bearer() });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({ suspendedAt: null, suspensionReason: null });
    const back = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: guest.user.email, password: guest.password } });
    expect(back.statusCode).toBe(200);

    const trail = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, guest.user.id)).orderBy(auditLogs.createdAt);
    expect(trail.map((row) => row.action)).toEqual(['suspend', 'reinstate']);
    expect(trail[0]).toMatchObject({
      entityType: 'user',
      adminId: expect.any(String),
      userAgent: 'admin-browser/1.0',
      ipAddress: expect.any(String),
      oldValues: { suspendedAt: null, suspensionReason: null },
      newValues: { suspensionReason: '不正な予約の繰り返し', endedSessions: 1, suspendedAt: expect.any(String) },
    });
    expect(trail[1].oldValues).toMatchObject({ suspensionReason: '不正な予約の繰り返し' });
  });

  it('answers 404 for an unknown user and 400 for an id that is not a uuid', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/admin/users/00000000-0000-4000-8000-000000000000/suspend', headers: bearer(), payload: { reason: 'x' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('ユーザーが見つかりません');
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/users/123', headers: bearer() });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the kept counts per role, verification and suspension', () => {
  it('stay equal to a count of the users through inserts, updates, suspensions and deletions', async () => {
    const a = await signUpGuest(t.app);
    const b = await registerHost(t.app);
    await t.db.update(users).set({ idVerified: true }).where(eq(users.id, a.user.id));
    await t.db.update(users).set({ role: 'admin', fullName: '名前だけ変更' }).where(eq(users.id, b.user.id));
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, a.user.id));
    await t.db.delete(users).where(eq(users.id, b.user.id));
    const kept = await t.db.select().from(userFacetCounts);
    const counted = await t.db
      .select({ role: users.role, idVerified: users.idVerified, suspended: sql<boolean>`${users.suspendedAt} is not null`, n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .groupBy(sql`1, 2, 3`);
    const key = (f: { role: string; idVerified: boolean; suspended: boolean }) => `${f.role}/${f.idVerified}/${f.suspended}`;
    const nonZero = (rows: { role: string; idVerified: boolean; suspended: boolean; n: number }[]) =>
      Object.fromEntries(rows.filter((r) => r.n > 0).map((r) => [key(r), r.n]));
    expect(nonZero(kept)).toEqual(nonZero(counted));
    await t.db.update(users).set({ suspendedAt: null }).where(eq(users.id, a.user.id));
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('shows the profile, the bookings count and the last sign-in', async () => {
    const guest = await signUpGuest(t.app, { fullName: '詳細 確認' });
    const before = (await t.app.inject({ method: 'GET', url: `/api/admin/users/${guest.user.id}`, headers: bearer() })).json();
    expect(before).toMatchObject({ email: guest.user.email, bookingsCount: 0, propertiesCount: 0, lastSignInAt: null, suspensionReason: null });
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: guest.user.email, password: guest.password } });
    const after = (await t.app.inject({ method: 'GET', url: `/api/admin/users/${guest.user.id}`, headers: bearer() })).json();
    expect(Date.now() - new Date(after.lastSignInAt).getTime()).toBeLessThan(60_000);
  });
});

describe('activating admin accounts', () => {
  it('is audited with the acting admin, the old and new values', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/register', payload: { fullName: '申請 管理者', email: uniqueEmail('applicant'), password: 'applicant-pass' } });
    const applicant = res.json().admin as { id: string };
    const enabled = await t.app.inject({ method: 'PUT', url: `/api/admin/accounts/${applicant.id}`, headers: bearer(), payload: { isActive: true } });
    expect(enabled.statusCode).toBe(200);
    const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, applicant.id));
    expect(row).toMatchObject({ entityType: 'admin_account', action: 'activate', oldValues: { isActive: false }, newValues: { isActive: true } });
  });
});

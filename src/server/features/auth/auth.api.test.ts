import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerHost, sessionCookie, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

describe('POST /api/auth/signup', () => {
  it('creates a guest, signs them in with an HttpOnly SameSite=Lax cookie and answers the user', async () => {
    const email = uniqueEmail('signup');
    const res = await post('/api/auth/signup', { fullName: '山田 太郎', email, password: 'secret1', phone: '090-2000-3000' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email, fullName: '山田 太郎', phone: '090-2000-3000', role: 'guest', avatarUrl: null });
    const cookie = res.cookies.find((c) => c.name === 'kominka_sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(res.body).not.toContain('password');

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, role: 'guest' });
  });

  it('never makes an admin or a host, whatever role the body names', async () => {
    for (const role of ['admin', 'host']) {
      const res = await post('/api/auth/signup', { fullName: '侵入 者', email: uniqueEmail(role), password: 'secret1', role });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.role).toBe('guest');
    }
  });

  it('refuses an e-mail that is already used, whatever its case', async () => {
    const email = uniqueEmail('dup');
    expect((await post('/api/auth/signup', { fullName: 'A', email, password: 'secret1' })).statusCode).toBe(201);
    const again = await post('/api/auth/signup', { fullName: 'B', email: email.toUpperCase(), password: 'secret1' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email', message: 'このメールアドレスは既に登録されています' });
  });

  it.each([
    [{ fullName: 'A', email: 'not-an-email', password: 'secret1' }, 'email', '有効なメールアドレスを入力してください'],
    [{ fullName: 'A', email: 'a@example.jp', password: '12345' }, 'password', 'パスワードは6文字以上で入力してください'],
    [{ fullName: '', email: 'a@example.jp', password: 'secret1' }, 'fullName', '名前を入力してください'],
    [{ email: 'a@example.jp', password: 'secret1' }, 'fullName', undefined],
  ])('answers 400 naming the field for %j', async (body, field, message) => {
    const res = await post('/api/auth/signup', body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe('VALIDATION_ERROR');
    expect(json.field).toBe(field);
    if (message) expect(json.message).toBe(message);
    expect(json.message).toMatch(/[ぁ-んァ-ン一-龥]/);
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: '{"fullName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'リクエストの形式が正しくありません' });
  });
});

describe('POST /api/auth/register (hosts)', () => {
  it('creates a host with a host profile and signs them in', async () => {
    const { user, cookie } = await registerHost(t.app, { role: 'admin' });
    expect(user.role).toBe('host');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json().role).toBe('host');
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/host/dashboard', headers: { cookie } });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().stats).toMatchObject({ propertyCount: 0, totalBookings: 0, averageRating: null });
  });

  it('requires a phone number', async () => {
    const res = await post('/api/auth/register', { fullName: 'ホスト', email: uniqueEmail('h'), password: 'secret1', role: 'host' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('phone');
  });

  it('refuses what is not a phone number and stores one form of those that are', async () => {
    const base = { fullName: 'ホスト', password: 'secret1' };
    for (const phone of ['abc', '090-1234-567', '+1 555']) {
      const res = await post('/api/auth/register', { ...base, email: uniqueEmail('h'), phone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'phone', message: '電話番号の形式が正しくありません（例: 090-1234-5678）' });
    }
    const host = await post('/api/auth/register', { ...base, email: uniqueEmail('h'), phone: '+81 90 1234 5678' });
    expect(host.json().user.phone).toBe('090-1234-5678');
    const signup = await post('/api/auth/signup', { fullName: 'ゲスト', email: uniqueEmail('g'), password: 'secret1', phone: '０３１２３４５６７８' });
    expect(signup.json().user.phone).toBe('03-1234-5678');
    // A guest from abroad gives their own number with its country code.
    const abroad = await post('/api/auth/signup', { fullName: 'Emma Wilson', email: uniqueEmail('g'), password: 'secret1', phone: '+44 (20) 7946-0958' });
    expect(abroad.json().user.phone).toBe('+44 20 7946 0958');
    const refused = await post('/api/auth/signup', { fullName: 'ゲスト', email: uniqueEmail('g'), password: 'secret1', phone: 'abc' });
    expect(refused.json()).toMatchObject({ field: 'phone', message: '電話番号の形式が正しくありません（例: 090-1234-5678）' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs a host in through the same call and starts a new session at every login', async () => {
    const email = uniqueEmail('hostlogin');
    const { cookie: first } = await registerHost(t.app, { email, password: 'hostpass1' });
    const login = await post('/api/auth/login', { email, password: 'hostpass1' }, { cookie: first });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ email, role: 'host' });
    const second = sessionCookie(login);
    expect(second).not.toBe(first);
    // The session from before the login is over; the new one works.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const { user } = await signUpGuest(t.app);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('メールアドレスまたはパスワードが正しくありません');
    expect(wrong.cookies.find((c) => c.name === 'kominka_sid')).toBeUndefined();
  });

  it('slows down repeated failures with 429 without locking out the real user elsewhere', async () => {
    const { user, password } = await signUpGuest(t.app);
    const attacker = '203.0.113.7';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/login', { email: user.email, password: `guess-${i}` }, {}, attacker);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: user.email, password }, {}, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.json().message).toContain('ログインの試行回数が多すぎます');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const realUser = await post('/api/auth/login', { email: user.email, password }, {}, '198.51.100.20');
    expect(realUser.statusCode).toBe(200);
  });

  it('checks no more than 5 of 100 parallel guesses at one account’s password', async () => {
    const { user } = await signUpGuest(t.app);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post('/api/auth/login', { email: user.email, password: `parallel-${i}` }, {}, '203.0.113.99')),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    console.log(`100 parallel guesses at one guest account: ${checked} checked, ${answers.length - checked} refused with 429`);
    expect(checked).toBe(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(95);
  });
});

describe('identity comes only from the session', () => {
  it('ignores a spoofed x-user-id header', async () => {
    const { user } = await signUpGuest(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-user-id': user.id } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'ログインが必要です' });
  });

  it('uses the session user even when x-user-id names someone else', async () => {
    const me = await signUpGuest(t.app);
    const other = await signUpGuest(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: me.cookie, 'x-user-id': other.user.id } });
    expect(res.json().id).toBe(me.user.id);
  });

  it('refuses host calls to guests and to anonymous callers, even with a host id in x-user-id', async () => {
    const guest = await signUpGuest(t.app);
    const host = await registerHost(t.app);
    const asGuest = await t.app.inject({ method: 'GET', url: '/api/host/dashboard', headers: { cookie: guest.cookie } });
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().message).toBe('この画面にアクセスする権限がありません');
    const spoofed = await t.app.inject({ method: 'GET', url: '/api/host/dashboard', headers: { 'x-user-id': host.user.id } });
    expect(spoofed.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { cookie } = await signUpGuest(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'kominka_sid');
    expect(cleared?.value).toBe('');
    // Replaying the old cookie no longer works.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('session expiry', () => {
  it('refuses an expired session and the cleanup removes it', async () => {
    const { sql } = await import('drizzle-orm');
    const { userSessions } = await import('@/db/schema');
    const { deleteExpiredSessions } = await import('../sessions/repository');
    const { user, cookie } = await signUpGuest(t.app);
    await t.db.update(userSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(sql`${userSessions.userId} = ${user.id}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    await deleteExpiredSessions(t.db, new Date());
    const left = await t.db.select().from(userSessions).where(sql`${userSessions.userId} = ${user.id}`);
    expect(left).toHaveLength(0);
  });
});

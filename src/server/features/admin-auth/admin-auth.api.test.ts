import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, adminToken, adminWithAuthenticator, createTestApp, registerHost, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token, secret } = await adminWithAuthenticator(t, 'first-admin@example.jp', 'first-admin-pass'));
});
afterAll(async () => {
  await t?.close();
});

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

describe('POST /api/admin/login', () => {
  it('answers a token that opens the admin calls (after the second step)', async () => {
    const body = await adminSignIn(t.app, 'FIRST-ADMIN@example.jp', 'first-admin-pass', secret);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.admin).toMatchObject({ email: 'first-admin@example.jp', isActive: true });
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('first-admin@example.jp');
  });

  it('refuses a wrong password with the message the admin login page shows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'first-admin@example.jp', password: 'nope-nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('メールアドレスまたはパスワードが正しくありません');
  });

  it('does not accept a guest or host user account as an admin', async () => {
    const guest = await signUpGuest(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: guest.user.email, password: guest.password },
    });
    expect(res.statusCode).toBe(401);
  });

  it('checks no more than 5 of 100 parallel guesses at one admin’s password', async () => {
    const email = uniqueEmail('guessed-admin');
    await adminToken(t, email, 'the-real-pass-1');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: `guess-${i}` }, remoteAddress: '203.0.113.77' }),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    console.log(`100 parallel guesses at one admin account: ${checked} checked, ${answers.length - checked} refused with 429`);
    expect(checked).toBe(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(95);
  });
});

describe('admin registration and activation', () => {
  it('creates an inactive account that cannot log in until an active admin enables it', async () => {
    const email = uniqueEmail('newadmin');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/admin/register',
      payload: { fullName: '新人 管理者', email, password: 'newadmin-pass' },
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json().admin).toMatchObject({ email, isActive: false });
    expect(reg.json()).not.toHaveProperty('token');

    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: 'newadmin-pass' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_INACTIVE');

    const waiting = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(token) })).json().pendingAdminAccounts as number;
    const before = await waiting();
    expect(before).toBeGreaterThanOrEqual(1);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: bearer(token) });
    const pending = list.json().find((a: { email: string }) => a.email === email);
    expect(pending).toMatchObject({ isActive: false, status: 'awaiting' });

    const enable = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${pending.id}`,
      headers: bearer(token),
      payload: { isActive: true },
    });
    expect(enable.statusCode).toBe(200);
    expect(enable.json().isActive).toBe(true);

    expect(enable.json().status).toBe('active');
    expect(await waiting()).toBe(before - 1);

    const ok = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: 'newadmin-pass' } });
    expect(ok.statusCode).toBe(200);

    // Disabled on purpose, the account is 無効: no request waiting, and the badge does not count it.
    const disable = await t.app.inject({ method: 'PUT', url: `/api/admin/accounts/${pending.id}`, headers: bearer(token), payload: { isActive: false } });
    expect(disable.json()).toMatchObject({ isActive: false, status: 'disabled' });
    expect(await waiting()).toBe(before - 1);
  });

  it('refuses a second registration with the same e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/register',
      payload: { fullName: '重複', email: 'first-admin@example.jp', password: 'whatever1' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().field).toBe('email');
  });

  it('does not let an admin disable their own account (409)', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${me.json().id}`,
      headers: bearer(token),
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('自分自身のアカウントは無効にできません');
  });

  it('answers 400 for an id that is not a uuid and 404 for an unknown one', async () => {
    const bad = await t.app.inject({ method: 'PUT', url: '/api/admin/accounts/123', headers: bearer(token), payload: { isActive: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/accounts/00000000-0000-4000-8000-000000000000',
      headers: bearer(token),
      payload: { isActive: true },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('every admin call checks the token', () => {
  const calls = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/me'],
    ['GET', '/api/admin/accounts'],
    ['POST', '/api/admin/logout'],
  ] as const;

  it.each(calls)('%s %s refuses a missing or wrong token (401) and a guest or host session (403)', async (method, url) => {
    const guest = await signUpGuest(t.app);
    const host = await registerHost(t.app);
    for (const headers of [{}, bearer('not-a-real-token'), { cookie: guest.cookie, ...bearer('expired-or-forged') }]) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('管理者としてログインしてください');
    }
    for (const headers of [{ cookie: guest.cookie }, { cookie: host.cookie, 'x-user-id': host.user.id }]) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('この画面にアクセスする権限がありません');
    }
  });

  it('ends the token at logout', async () => {
    const own = await adminToken(t, uniqueEmail('logout-admin'));
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(own) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(own) })).statusCode).toBe(401);
  });

  it('ends the sessions of an account that is disabled', async () => {
    const email = uniqueEmail('to-disable');
    const other = await adminToken(t, email);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: bearer(token) });
    const target = list.json().find((a: { email: string }) => a.email === email);
    await t.app.inject({ method: 'PUT', url: `/api/admin/accounts/${target.id}`, headers: bearer(token), payload: { isActive: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(other) })).statusCode).toBe(401);
  });

  it('deletes a disabled admin’s tokens, so that enabling the account again does not bring them back', async () => {
    const email = uniqueEmail('re-enabled');
    const enrolled = await adminWithAuthenticator(t, email);
    const first = enrolled.token;
    const second = (await adminSignIn(t.app, email, 'admin-pass-123', enrolled.secret)).token;
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: bearer(token) });
    const target = list.json().find((a: { email: string }) => a.email === email);
    const set = (isActive: boolean) => t.app.inject({ method: 'PUT', url: `/api/admin/accounts/${target.id}`, headers: bearer(token), payload: { isActive } });
    expect((await set(false)).statusCode).toBe(200);
    expect((await set(true)).statusCode).toBe(200);
    for (const old of [first, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(old) })).statusCode).toBe(401);
    }
    // The admin signs in again with a new token.
    const again = await adminSignIn(t.app, email, 'admin-pass-123', enrolled.secret);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(again.token) })).statusCode).toBe(200);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts users, hosts and the rest from the database', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(token) })).json();
    await signUpGuest(t.app);
    await registerHost(t.app);
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(token) })).json();
    expect(after.totalUsers).toBe(before.totalUsers + 2);
    expect(after.totalHosts).toBe(before.totalHosts + 1);
    // A new host has no identity document yet: nothing waits for review (admin-hosts.api.test.ts counts one that does).
    expect(after.pendingHostApprovals).toBe(before.pendingHostApprovals);
    expect(after).toMatchObject({ totalProperties: 0, totalBookings: 0, openInquiries: 0, revenueThisMonth: 0 });
  });
});

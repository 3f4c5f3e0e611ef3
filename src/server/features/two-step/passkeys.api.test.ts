import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_CONFIRM_TEXT } from '@/contract/account-closure';
import { auditLogs, passkeys, webauthnChallenges } from '@/db/schema';
import { ensureAdmin } from '../admin-auth/service';
import { createTestApp, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';
import { softAuthenticator, type SoftAuthenticator } from '../../testing/soft-authenticator';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = new URL(t.app.config.siteUrl).origin;
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload?: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** Registers a passkey of `key` on the account as a browser would; answers the API's answer. */
async function register(prefix: string, headers: Record<string, string>, key: SoftAuthenticator, name = 'MacBook の Touch ID') {
  const options = await post(`${prefix}/passkeys/options`, undefined, headers);
  expect(options.statusCode).toBe(200);
  return post(`${prefix}/passkeys`, { name, response: key.register(options.json(), origin) }, headers);
}

/** The password, then WebAuthn's options for the second step: answers the pending token and the options. */
async function passwordThenOptions(area: 'auth' | 'admin', email: string, password: string) {
  const login = await post(`/api/${area}/login`, { email, password });
  expect(login.json()).toMatchObject({ twoStepRequired: true });
  const pendingToken = login.json().pendingToken as string;
  const options = await post(`/api/${area}/login/passkey-options`, { pendingToken });
  expect(options.statusCode).toBe(200);
  return { pendingToken, options: options.json() };
}

async function newAdmin() {
  const email = uniqueEmail('admin');
  await ensureAdmin(t.db, { email, password: 'admin-pass-1', fullName: 'テスト管理者' });
  const login = await post('/api/admin/login', { email, password: 'admin-pass-1' });
  return { email, password: 'admin-pass-1', token: login.json().token as string };
}

describe('an admin who registers a passkey', () => {
  it('has set up the second step (the back office opens, recovery codes shown once), then signs in with it', async () => {
    const admin = await newAdmin();
    expect((await get('/api/admin/stats', bearer(admin.token))).json().code).toBe('TWO_STEP_SETUP_REQUIRED');
    const key = softAuthenticator();
    const registered = await register('/api/admin/two-step', bearer(admin.token), key, ' 仕事用の YubiKey ');
    expect(registered.statusCode).toBe(200);
    expect(registered.json().passkey).toMatchObject({ name: '仕事用の YubiKey', lastUsedAt: null });
    expect(registered.json().recoveryCodes).toHaveLength(10);
    expect((await get('/api/admin/stats', bearer(admin.token))).statusCode).toBe(200);

    const status = await get('/api/admin/two-step', bearer(admin.token));
    expect(status.json()).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 10, passkeys: [{ name: '仕事用の YubiKey', lastUsedAt: null }] });
    expect(status.body).not.toContain(key.credentialId);

    const { pendingToken, options } = await passwordThenOptions('admin', admin.email, admin.password);
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: key.credentialId })]);
    const signedIn = await post('/api/admin/login/second-step/passkey', { pendingToken, response: key.authenticate(options, origin) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ twoStepSetupRequired: false, admin: { email: admin.email } });
    expect((await get('/api/admin/stats', bearer(signedIn.json().token))).statusCode).toBe(200);
    const after = await get('/api/admin/two-step', bearer(signedIn.json().token));
    expect(after.json().passkeys[0].lastUsedAt).not.toBeNull();

    const adminId = signedIn.json().admin.id as string;
    const audited = await t.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.entityId, adminId));
    expect(audited.map((row) => row.action)).toEqual(expect.arrayContaining(['add_passkey', 'enable_two_step']));
  });
});

describe('registration refused', () => {
  it('refuses an answer to a challenge the server did not make, one used twice, one of another account, and another site', async () => {
    const guest = await signUpGuest(t.app);
    const other = await signUpGuest(t.app);
    const headers = { cookie: guest.cookie };
    const key = softAuthenticator();

    const madeUp = await post('/api/user/two-step/passkeys', { name: 'スマホ', response: key.register({ challenge: 'bm90LWEtY2hhbGxlbmdl', rp: { id: 'localhost' } }, origin) }, headers);
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toMatchObject({ code: 'PASSKEY_REFUSED', message: 'パスキーを登録できませんでした。もう一度「パスキーを追加」からお試しください。' });

    const options = (await post('/api/user/two-step/passkeys/options', undefined, { cookie: other.cookie })).json();
    const othersChallenge = await post('/api/user/two-step/passkeys', { name: 'スマホ', response: key.register(options, origin) }, headers);
    expect(othersChallenge.statusCode).toBe(400);

    const mine = (await post('/api/user/two-step/passkeys/options', undefined, headers)).json();
    const elsewhere = await post('/api/user/two-step/passkeys', { name: 'スマホ', response: key.register(mine, 'https://evil.example') }, headers);
    expect(elsewhere.statusCode).toBe(400);
    // The refused answer used the challenge up: the right answer to it is refused too.
    const afterRefusal = await post('/api/user/two-step/passkeys', { name: 'スマホ', response: key.register(mine, origin) }, headers);
    expect(afterRefusal.statusCode).toBe(400);

    const fresh = (await post('/api/user/two-step/passkeys/options', undefined, headers)).json();
    const answer = key.register(fresh, origin);
    expect((await post('/api/user/two-step/passkeys', { name: 'スマホ', response: answer }, headers)).statusCode).toBe(200);
    expect((await post('/api/user/two-step/passkeys', { name: 'スマホ', response: answer }, headers)).statusCode).toBe(400);
    expect((await get('/api/user/two-step', headers)).json().passkeys).toHaveLength(1);
  });

  it('refuses a challenge older than 5 minutes, and a blank name with its Japanese message', async () => {
    const guest = await signUpGuest(t.app);
    const headers = { cookie: guest.cookie };
    const key = softAuthenticator();
    const options = (await post('/api/user/two-step/passkeys/options', undefined, headers)).json();
    const blank = await post('/api/user/two-step/passkeys', { name: '  ', response: key.register(options, origin) }, headers);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('パスキーの名前を入力してください');
    await t.db.update(webauthnChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(webauthnChallenges.challenge, options.challenge));
    expect((await post('/api/user/two-step/passkeys', { name: 'スマホ', response: key.register(options, origin) }, headers)).statusCode).toBe(400);
  });
});

describe('signing in with a passkey', () => {
  it('refuses a signed answer sent again, a key whose counter went back, and a forged signature', async () => {
    const guest = await signUpGuest(t.app);
    const key = softAuthenticator();
    expect((await register('/api/user/two-step', { cookie: guest.cookie }, key)).statusCode).toBe(200);

    const first = await passwordThenOptions('auth', guest.user.email, guest.password);
    const answer = key.authenticate(first.options, origin);
    const done = await post('/api/auth/login/second-step/passkey', { pendingToken: first.pendingToken, response: answer });
    expect(done.statusCode).toBe(200);
    expect(done.cookies.find((c) => c.name === 'kominka_sid')).toBeDefined();

    // The same answer again, with the password again: its challenge is used up.
    const second = await passwordThenOptions('auth', guest.user.email, guest.password);
    const replayed = await post('/api/auth/login/second-step/passkey', { pendingToken: second.pendingToken, response: answer });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'SECOND_STEP_WRONG' });
    expect(replayed.cookies.find((c) => c.name === 'kominka_sid')).toBeUndefined();

    // A copy of the key whose counter is behind the one last seen (a cloned authenticator).
    key.counter = 1;
    const third = await passwordThenOptions('auth', guest.user.email, guest.password);
    expect((await post('/api/auth/login/second-step/passkey', { pendingToken: third.pendingToken, response: key.authenticate(third.options, origin) })).statusCode).toBe(401);

    // Another key answering with this passkey's id: its signature does not verify.
    const forger = softAuthenticator();
    const fourth = await passwordThenOptions('auth', guest.user.email, guest.password);
    const forged = { ...forger.authenticate(fourth.options, origin), id: key.credentialId, rawId: key.credentialId };
    expect((await post('/api/auth/login/second-step/passkey', { pendingToken: fourth.pendingToken, response: forged })).statusCode).toBe(401);

    key.counter = 100;
    const fifth = await passwordThenOptions('auth', guest.user.email, guest.password);
    expect((await post('/api/auth/login/second-step/passkey', { pendingToken: fifth.pendingToken, response: key.authenticate(fifth.options, origin) })).statusCode).toBe(200);
  });

  it('counts each passkey try against the pending sign-in, and an admin pending token is not a guest one', async () => {
    const guest = await signUpGuest(t.app);
    const key = softAuthenticator();
    await register('/api/user/two-step', { cookie: guest.cookie }, key);
    const { pendingToken, options } = await passwordThenOptions('auth', guest.user.email, guest.password);
    expect((await post('/api/admin/login/passkey-options', { pendingToken })).statusCode).toBe(401);
    const elsewhere = key.authenticate(options, 'https://evil.example');
    for (let i = 0; i < 4; i += 1) expect((await post('/api/auth/login/second-step/passkey', { pendingToken, response: elsewhere })).json().code).toBe('SECOND_STEP_WRONG');
    // The fifth try is the last: after it, even a right answer needs the password again.
    expect((await post('/api/auth/login/second-step/passkey', { pendingToken, response: elsewhere })).statusCode).toBe(401);
    const late = await post('/api/auth/login/passkey-options', { pendingToken });
    expect(late.json().code).toBe('SECOND_STEP_EXPIRED');
  });
});

describe('removing a passkey', () => {
  it('takes the password; the removed passkey no longer signs in; another account cannot remove it', async () => {
    const guest = await signUpGuest(t.app);
    const other = await signUpGuest(t.app);
    const headers = { cookie: guest.cookie };
    const phone = softAuthenticator();
    const laptop = softAuthenticator();
    const phoneId = (await register('/api/user/two-step', headers, phone, 'iPhone')).json().passkey.id as string;
    const second = await register('/api/user/two-step', headers, laptop, 'ノートPC');
    expect(second.json().recoveryCodes).toBeNull();

    const byOther = await post(`/api/user/two-step/passkeys/${phoneId}/remove`, { password: other.password }, { cookie: other.cookie });
    expect(byOther.statusCode).toBe(404);
    const wrongPassword = await post(`/api/user/two-step/passkeys/${phoneId}/remove`, { password: 'not-mine' }, headers);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().field).toBe('password');
    expect((await get('/api/user/two-step', headers)).json().passkeys.map((p: { name: string }) => p.name)).toEqual(['iPhone', 'ノートPC']);

    expect((await post(`/api/user/two-step/passkeys/${phoneId}/remove`, { password: guest.password }, headers)).statusCode).toBe(200);
    expect((await get('/api/user/two-step', headers)).json().passkeys.map((p: { name: string }) => p.name)).toEqual(['ノートPC']);
    const { pendingToken, options } = await passwordThenOptions('auth', guest.user.email, guest.password);
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: laptop.credentialId })]);
    expect((await post('/api/auth/login/second-step/passkey', { pendingToken, response: phone.authenticate(options, origin) })).statusCode).toBe(401);
  });

  it('removing the last one turns two-step sign-in off (recovery codes gone): the password alone signs in', async () => {
    const guest = await signUpGuest(t.app);
    const headers = { cookie: guest.cookie };
    const passkeyId = (await register('/api/user/two-step', headers, softAuthenticator())).json().passkey.id as string;
    expect((await post(`/api/user/two-step/passkeys/${passkeyId}/remove`, { password: guest.password }, headers)).statusCode).toBe(200);
    expect((await get('/api/user/two-step', headers)).json()).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
    const login = await post('/api/auth/login', { email: guest.user.email, password: guest.password });
    expect(login.json().user.email).toBe(guest.user.email);
  });
});

describe('a person’s data', () => {
  it('lists the passkeys by name and dates only, and closing the account erases them', async () => {
    const guest = await signUpGuest(t.app);
    const key = softAuthenticator();
    await register('/api/user/two-step', { cookie: guest.cookie }, key, '自宅のPC');
    const data = await get('/api/user/data', { cookie: guest.cookie });
    expect(data.json().passkeys).toEqual([{ name: '自宅のPC', createdAt: expect.any(String), lastUsedAt: null }]);
    const [stored] = await t.db.select().from(passkeys).where(eq(passkeys.userId, guest.user.id));
    expect(data.body).not.toContain(stored.publicKey);
    expect(data.body).not.toContain(key.credentialId);

    const closed = await post('/api/user/closure', { currentPassword: guest.password, confirmation: CLOSURE_CONFIRM_TEXT }, { cookie: guest.cookie });
    expect(closed.statusCode).toBe(200);
    expect(await t.db.select().from(passkeys).where(and(eq(passkeys.userId, guest.user.id)))).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, totpFactors } from '@/db/schema';
import { ensureAdmin } from '../admin-auth/service';
import { adminWithAuthenticator, createTestApp, enrolAuthenticator, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';
import { unusedTotpCode } from '../../testing/unused-totp-code';
import { resetAdminTwoStepFromCommandLine } from './service';
import { totpCodeAt } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload?: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
/** A code of the app from a step that is neither now's nor the one before (each sign-in of a test its own code). */
const codeOf = (secret: string) => totpCodeAt(secret);

describe('an admin without a second step', () => {
  it('signs in to set it up and can do nothing else in the back office until it is set up', async () => {
    const email = uniqueEmail('admin');
    await ensureAdmin(t.db, { email, password: 'admin-pass-1' });
    const login = await post('/api/admin/login', { email, password: 'admin-pass-1' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ twoStepSetupRequired: true });
    const token = login.json().token as string;

    const stats = await get('/api/admin/stats', bearer(token));
    expect(stats.statusCode).toBe(403);
    expect(stats.json()).toMatchObject({ code: 'TWO_STEP_SETUP_REQUIRED', message: '管理画面を使うには、先に2段階認証を設定してください。' });
    const me = await get('/api/admin/me', bearer(token));
    expect(me.json()).toMatchObject({ email, twoStepEnabled: false });

    const started = await post('/api/admin/two-step/totp', undefined, bearer(token));
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = started.json();
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);
    // The secret is kept encrypted, never as it was shown.
    const [stored] = await t.db.select().from(totpFactors).where(eq(totpFactors.adminId, me.json().id));
    expect(stored.secretEncrypted).not.toContain(secret);

    const wrong = await post('/api/admin/two-step/totp/confirm', { code: '000000' === codeOf(secret) ? '111111' : '000000' }, bearer(token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('code');
    const confirmed = await post('/api/admin/two-step/totp/confirm', { code: codeOf(secret) }, bearer(token));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    expect(confirmed.json().recoveryCodes[0]).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);

    expect((await get('/api/admin/stats', bearer(token))).statusCode).toBe(200);
    const status = await get('/api/admin/two-step', bearer(token));
    expect(status.json()).toEqual({ totpEnabled: true, passkeys: [], recoveryCodesLeft: 10, required: true });
    expect(status.body).not.toContain(secret);
    expect((await post('/api/admin/two-step/totp', undefined, bearer(token))).statusCode).toBe(409);

    const audited = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, me.json().id), eq(auditLogs.action, 'enable_two_step')));
    expect(audited).toHaveLength(1);
  });
});

describe('an admin with a second step', () => {
  it('gets no session from the password alone, then signs in with the app code', async () => {
    const admin = await adminWithAuthenticator(t);
    const login = await post('/api/admin/login', { email: admin.email, password: admin.password });
    expect(login.statusCode).toBe(200);
    const challenge = login.json();
    expect(challenge).toMatchObject({ twoStepRequired: true });
    expect(challenge.token).toBeUndefined();

    const wrong = await post('/api/admin/login/second-step', { pendingToken: challenge.pendingToken, code: codeOf(admin.secret) === '123456' ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'SECOND_STEP_WRONG', field: 'code', message: '認証コードが正しくありません。認証アプリの最新のコード、またはリカバリーコードを入力してください。' });

    const code = await unusedTotpCode(admin.secret);
    const right = await post('/api/admin/login/second-step', { pendingToken: challenge.pendingToken, code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ twoStepSetupRequired: false, admin: { email: admin.email } });
    expect((await get('/api/admin/stats', bearer(right.json().token))).statusCode).toBe(200);
    // The pending sign-in is used up.
    const again = await post('/api/admin/login/second-step', { pendingToken: challenge.pendingToken, code });
    expect(again.json().code).toBe('SECOND_STEP_EXPIRED');
  });

  it('refuses a code a sign-in already took, even with the password again; the app\'s next code passes', async () => {
    const admin = await adminWithAuthenticator(t);
    const code = await unusedTotpCode(admin.secret);
    const first = await post('/api/admin/login', { email: admin.email, password: admin.password });
    expect((await post('/api/admin/login/second-step', { pendingToken: first.json().pendingToken, code })).statusCode).toBe(200);
    const second = await post('/api/admin/login', { email: admin.email, password: admin.password });
    const replayed = await post('/api/admin/login/second-step', { pendingToken: second.json().pendingToken, code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'SECOND_STEP_WRONG', field: 'code', message: 'この認証コードはすでに使われています。認証アプリに次のコードが表示されてから入力してください。' });
    const next = await post('/api/admin/login/second-step', { pendingToken: second.json().pendingToken, code: await unusedTotpCode(admin.secret) });
    expect(next.statusCode).toBe(200);
  });

  it('refuses at sign-in the code that confirmed the set-up (a code is taken once)', async () => {
    const email = uniqueEmail('admin');
    await ensureAdmin(t.db, { email, password: 'admin-pass-2' });
    const token = (await post('/api/admin/login', { email, password: 'admin-pass-2' })).json().token as string;
    const { secret } = (await post('/api/admin/two-step/totp', undefined, bearer(token))).json();
    const code = codeOf(secret);
    expect((await post('/api/admin/two-step/totp/confirm', { code }, bearer(token))).statusCode).toBe(200);

    const login = await post('/api/admin/login', { email, password: 'admin-pass-2' });
    const replayed = await post('/api/admin/login/second-step', { pendingToken: login.json().pendingToken, code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'SECOND_STEP_WRONG', field: 'code', message: 'この認証コードはすでに使われています。認証アプリに次のコードが表示されてから入力してください。' });
  });

  it('is removed by `npm run admin:create -- … --reset-two-step` for an admin who lost the app: the next sign-in sets it up again, audited', async () => {
    const admin = await adminWithAuthenticator(t);
    const adminId = (await get('/api/admin/me', bearer(admin.token))).json().id as string;
    await resetAdminTwoStepFromCommandLine(t.db, adminId);

    const login = await post('/api/admin/login', { email: admin.email, password: admin.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ twoStepSetupRequired: true });
    expect(login.json().pendingToken).toBeUndefined();
    const recovery = await post('/api/admin/login', { email: admin.email, password: admin.password });
    expect(recovery.json().twoStepRequired).toBeUndefined();
    const audited = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, adminId), eq(auditLogs.action, 'disable_two_step')));
    expect(audited.map((row) => [row.userAgent, row.newValues])).toEqual([['npm run admin:create -- --reset-two-step', { by: 'command line' }]]);
  });

  it('is reset by another admin with their own password: the admin is signed out, listed without it, and sets it up at the next sign-in; audited', async () => {
    const actor = await adminWithAuthenticator(t);
    const lost = await adminWithAuthenticator(t);
    const lostId = (await get('/api/admin/me', bearer(lost.token))).json().id as string;
    const actorId = (await get('/api/admin/me', bearer(actor.token))).json().id as string;
    const listed = async () => ((await get('/api/admin/accounts', bearer(actor.token))).json() as { id: string; twoStepEnabled: boolean }[]).find((a) => a.id === lostId)?.twoStepEnabled;
    expect(await listed()).toBe(true);
    const reset = (id: string, password: string) => post(`/api/admin/accounts/${id}/reset-two-step`, { password }, bearer(actor.token));

    const wrongPassword = await reset(lostId, 'not-my-password');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ field: 'password', message: '現在のパスワードが正しくありません' });
    const own = await reset(actorId, actor.password);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('ご自身の2段階認証は「2段階認証」の画面で解除してください');

    const done = await reset(lostId, actor.password);
    expect(done.statusCode, done.body).toBe(200);
    expect(await listed()).toBe(false);
    // Signed out everywhere; the next sign-in asks to set a second step up.
    expect((await get('/api/admin/me', bearer(lost.token))).statusCode).toBe(401);
    const login = await post('/api/admin/login', { email: lost.email, password: lost.password });
    expect(login.json()).toMatchObject({ twoStepSetupRequired: true });
    const again = await reset(lostId, actor.password);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この管理者は2段階認証を設定していません');

    const audited = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, lostId), eq(auditLogs.action, 'reset_two_step')));
    expect(audited.map((row) => [row.adminId, row.oldValues, row.newValues])).toEqual([[actorId, { twoStepEnabled: true }, { twoStepEnabled: false }]]);
  });

  it('lets only one of two sign-ins at once take the same code', async () => {
    const admin = await adminWithAuthenticator(t);
    const code = await unusedTotpCode(admin.secret);
    const logins = await Promise.all([0, 1].map(() => post('/api/admin/login', { email: admin.email, password: admin.password })));
    const answers = await Promise.all(logins.map((login) => post('/api/admin/login/second-step', { pendingToken: login.json().pendingToken, code })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('signs in once with each recovery code, audited', async () => {
    const admin = await adminWithAuthenticator(t);
    const recovery = admin.recoveryCodes[3].toUpperCase();
    const first = await post('/api/admin/login', { email: admin.email, password: admin.password });
    const used = await post('/api/admin/login/second-step', { pendingToken: first.json().pendingToken, code: recovery });
    expect(used.statusCode).toBe(200);
    const status = await get('/api/admin/two-step', bearer(used.json().token));
    expect(status.json().recoveryCodesLeft).toBe(9);

    const second = await post('/api/admin/login', { email: admin.email, password: admin.password });
    const reused = await post('/api/admin/login/second-step', { pendingToken: second.json().pendingToken, code: recovery });
    expect(reused.statusCode).toBe(401);
    const adminId = used.json().admin.id as string;
    const audited = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, adminId), eq(auditLogs.action, 'use_recovery_code')));
    expect(audited).toHaveLength(1);
    expect(audited[0].newValues).toEqual({ recoveryCodesLeft: 9 });
  });

  it('ends the pending sign-in after 5 wrong codes', async () => {
    const admin = await adminWithAuthenticator(t);
    const login = await post('/api/admin/login', { email: admin.email, password: admin.password });
    const { pendingToken } = login.json();
    const wrongCode = codeOf(admin.secret) === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1) expect((await post('/api/admin/login/second-step', { pendingToken, code: wrongCode })).json().code).toBe('SECOND_STEP_WRONG');
    const late = await post('/api/admin/login/second-step', { pendingToken, code: codeOf(admin.secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('SECOND_STEP_EXPIRED');
  });

  it('regenerates the recovery codes with the password; the old ones stop working', async () => {
    const admin = await adminWithAuthenticator(t);
    const refused = await post('/api/admin/two-step/recovery-codes', { password: 'wrong-pass' }, bearer(admin.token));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('password');
    const renewed = await post('/api/admin/two-step/recovery-codes', { password: admin.password }, bearer(admin.token));
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    const login = await post('/api/admin/login', { email: admin.email, password: admin.password });
    const old = await post('/api/admin/login/second-step', { pendingToken: login.json().pendingToken, code: admin.recoveryCodes[0] });
    expect(old.statusCode).toBe(401);
    const fresh = await post('/api/admin/login/second-step', { pendingToken: login.json().pendingToken, code: renewed.json().recoveryCodes[0] });
    expect(fresh.statusCode).toBe(200);
  });

  it('turns it off with the password, audited, and the back office closes until it is set up again', async () => {
    const admin = await adminWithAuthenticator(t);
    const off = await post('/api/admin/two-step/disable', { password: admin.password }, bearer(admin.token));
    expect(off.statusCode).toBe(200);
    expect((await get('/api/admin/stats', bearer(admin.token))).json().code).toBe('TWO_STEP_SETUP_REQUIRED');
    const me = await get('/api/admin/me', bearer(admin.token));
    const audited = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, me.json().id), eq(auditLogs.action, 'disable_two_step')));
    expect(audited).toHaveLength(1);
  });
});

describe('a guest or host', () => {
  it('may set up a second step; the sign-in then asks for it before the session', async () => {
    const guest = await signUpGuest(t.app);
    const headers = { cookie: guest.cookie };
    expect((await get('/api/user/two-step', headers)).json()).toEqual({ totpEnabled: false, passkeys: [], recoveryCodesLeft: 0, required: false });
    const enrolledAt = Date.now();
    const { secret } = await enrolAuthenticator(t.app, '/api/user/two-step', headers);

    const login = await post('/api/auth/login', { email: guest.user.email, password: guest.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ twoStepRequired: true });
    expect(login.cookies.find((c) => c.name === 'kominka_sid')).toBeUndefined();
    // An admin's sign-in cannot take a guest's pending token.
    expect((await post('/api/admin/login/second-step', { pendingToken: login.json().pendingToken, code: codeOf(secret) })).statusCode).toBe(401);

    const login2 = await post('/api/auth/login', { email: guest.user.email, password: guest.password });
    // On an English page the refusals are in English: a wrong code, then the code the set-up took.
    const english = { 'accept-language': 'en' };
    const wrong = await post('/api/auth/login/second-step', { pendingToken: login2.json().pendingToken, code: codeOf(secret) === '123456' ? '654321' : '123456' }, english);
    expect(wrong.json()).toMatchObject({ code: 'SECOND_STEP_WRONG', message: 'The code is wrong. Enter the latest code of your authenticator app, or a recovery code.' });
    const taken = await post('/api/auth/login/second-step', { pendingToken: login2.json().pendingToken, code: totpCodeAt(secret, enrolledAt) }, english);
    expect(taken.json()).toMatchObject({ code: 'SECOND_STEP_WRONG', message: 'This code has already been used. Enter the next code once your authenticator app shows it.' });
    const done = await post('/api/auth/login/second-step', { pendingToken: login2.json().pendingToken, code: await unusedTotpCode(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(guest.user.email);
    const cookie = done.cookies.find((c) => c.name === 'kominka_sid');
    expect(cookie).toBeDefined();

    const wrongPassword = await post('/api/user/two-step/disable', { password: 'not-mine' }, headers);
    expect(wrongPassword.statusCode).toBe(400);
    expect((await post('/api/user/two-step/disable', { password: guest.password }, headers)).statusCode).toBe(200);
    const plain = await post('/api/auth/login', { email: guest.user.email, password: guest.password });
    expect(plain.json().user.email).toBe(guest.user.email);
  });

  it('cannot reach the two-step settings without a session', async () => {
    expect((await get('/api/user/two-step', {})).statusCode).toBe(401);
  });
});

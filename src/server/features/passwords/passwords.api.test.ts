import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER, RESET_LINK_INVALID_MESSAGE } from '@/contract/passwords';
import { emailLinks, emailOutbox, users } from '@/db/schema';
import { tokenDigest } from '../../lib/tokens';
import { SECRET_KEPT_AS } from '../../mail/create-mail-service';
import type { MailTransport, OutgoingEmail } from '../../mail/mailer';
import { createTestApp, registerHost, sessionCookie, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';
import { deleteLapsedEmailLinks } from '../../email-links/email-links';
import { requestPasswordReset } from './service';

/** The e-mails as they left the app, and a gate that can hold them (to show the answer does not wait for them). */
const sent: OutgoingEmail[] = [];
let gate: Promise<void> = Promise.resolve();
const transport: MailTransport = {
  kind: 'smtp',
  async send(message) {
    await gate;
    sent.push(message);
  },
  async close() {},
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { mailTransport: transport });
});
afterAll(async () => {
  await t?.close();
});

/** The account's reset links (its address's confirmation link lives in the same table). */
const resetLinksOf = (userId: string) => and(eq(emailLinks.userId, userId), eq(emailLinks.purpose, 'password_reset'));

let clientCounter = 0;
/** A client address of its own for each test, so that the throttle of one test does not meet another's. */
const newClient = () => `198.51.100.${(clientCounter += 1)}`;

const forgot = (email: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
const check = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password/check', payload: { token } });
const reset = (token: string, password: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, headers: cookie ? { cookie } : {} });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: newClient() });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const changePassword = (cookie: string, payload: object, remoteAddress = '203.0.113.200') =>
  t.app.inject({ method: 'PUT', url: '/api/user/password', payload, headers: { cookie }, remoteAddress });

const mailsTo = (email: string, subject: string) => sent.filter((m) => m.to === email && m.subject.includes(subject));
const resetMails = (email: string) => mailsTo(email, 'パスワード再設定のご案内');
const tokenIn = (mail: OutgoingEmail) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] as string;
/** The link of the latest reset e-mail to `email`, once it has gone (the answer does not wait for it). */
async function latestToken(email: string): Promise<string> {
  await expect.poll(() => resetMails(email).length).toBeGreaterThan(0);
  return tokenIn(resetMails(email).at(-1) as OutgoingEmail);
}

describe('POST /api/auth/forgot-password', () => {
  it('answers a known and an unknown address the same, and e-mails only the known one a link kept as a hash', async () => {
    const { user } = await signUpGuest(t.app);
    const unknown = uniqueEmail('nobody');
    const known = await forgot(user.email.toUpperCase(), newClient());
    const stranger = await forgot(unknown, newClient());
    expect(known.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(known.body).toBe(stranger.body);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });

    const token = await latestToken(user.email);
    expect(resetMails(user.email)).toHaveLength(1);
    expect(resetMails(unknown)).toHaveLength(0);
    expect(resetMails(user.email)[0].text).toContain('有効期限は60分');
    // The database keeps the SHA-256 of the link's secret only: neither the table nor the kept copy of the e-mail can be used.
    const rows = await t.db.select().from(emailLinks).where(resetLinksOf(user.id));
    expect(rows.map((r) => r.id)).toEqual([tokenDigest(token)]);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    const [kept] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'password_reset'));
    expect(kept.textContent).toContain(SECRET_KEPT_AS);
    expect(JSON.stringify(await t.db.select().from(emailOutbox))).not.toContain(token);
  });

  it('answers before the e-mail has gone, so the time does not tell a known address either', async () => {
    const { user } = await signUpGuest(t.app);
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    try {
      const answer = await Promise.race([forgot(user.email, newClient()), new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000))]);
      expect(answer === 'waited' ? answer : answer.statusCode).toBe(202);
      expect(resetMails(user.email)).toHaveLength(0);
    } finally {
      release();
      gate = Promise.resolve();
    }
    await latestToken(user.email);
  });

  it('gives a suspended account no link, with the same answer', async () => {
    const { user } = await signUpGuest(t.app);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    const res = await forgot(user.email, newClient());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(await t.db.select().from(emailLinks).where(resetLinksOf(user.id))).toEqual([]);
  });

  it('answers 400 naming the field for a malformed address', async () => {
    const res = await forgot('not-an-address', newClient());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email', message: '有効なメールアドレスを入力してください' });
  });
});

describe('throttling the requests', () => {
  it('refuses a sixth request for one address from one client within the hour, known or not, while another client may still ask', async () => {
    for (const email of [(await signUpGuest(t.app)).user.email, uniqueEmail('nobody')]) {
      const client = newClient();
      for (let i = 0; i < 5; i++) expect((await forgot(email, client)).statusCode).toBe(202);
      const refused = await forgot(email, client);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'パスワード再設定のお申し込みが多すぎます。60分後にもう一度お試しください。' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect((await forgot(email, newClient())).statusCode).toBe(202);
    }
  });

  it('refuses one client past 20 requests an hour, whatever the addresses', async () => {
    const client = newClient();
    for (let i = 0; i < 20; i++) expect((await forgot(uniqueEmail('spray'), client)).statusCode).toBe(202);
    expect((await forgot(uniqueEmail('spray'), client)).statusCode).toBe(429);
  });

  it('sends one address no more than 5 links an hour from all clients, with the same answer', async () => {
    const { user } = await signUpGuest(t.app);
    for (let i = 0; i < 7; i++) {
      const res = await forgot(user.email, newClient());
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    await expect.poll(() => resetMails(user.email).length).toBe(5);
    expect(await t.db.select().from(emailLinks).where(resetLinksOf(user.id))).toHaveLength(5);
  });
});

describe('using the link', () => {
  it('works once: sets the password, ends every session of the account, and tells its address', async () => {
    const { user, cookie } = await signUpGuest(t.app);
    const others = [sessionCookie(await login(user.email, 'password123')), sessionCookie(await login(user.email, 'password123'))];
    await forgot(user.email, newClient());
    const token = await latestToken(user.email);

    expect((await check(token)).json()).toEqual({ ok: true });
    const done = await reset(token, 'new-secret-456', cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ role: 'guest' });
    // The browser that used the link is signed out too: it signs in again with the new password.
    expect(done.cookies.find((c) => c.name === 'kominka_sid')?.value).toBe('');
    for (const session of [cookie, ...others]) expect((await me(session)).statusCode).toBe(401);

    expect((await login(user.email, 'password123')).statusCode).toBe(401);
    const fresh = await login(user.email, 'new-secret-456');
    expect(fresh.statusCode).toBe(200);

    for (const again of [await check(token), await reset(token, 'another-789')]) {
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ code: 'RESET_LINK_INVALID', field: 'token', message: RESET_LINK_INVALID_MESSAGE });
    }
    expect((await login(user.email, 'another-789')).statusCode).toBe(401);

    await expect.poll(() => mailsTo(user.email, 'パスワードが変更されました').length).toBe(1);
    expect(mailsTo(user.email, 'パスワードが変更されました')[0].text).toContain('再設定用のリンクから変更されました');
    const notices = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: sessionCookie(fresh) } });
    expect(notices.json().items).toEqual([expect.objectContaining({ kind: 'password_changed', title: 'パスワードが変更されました', link: '/profile' })]);
  });

  it('works once when two uses race', async () => {
    const { user } = await signUpGuest(t.app);
    await forgot(user.email, newClient());
    const token = await latestToken(user.email);
    const answers = await Promise.all([reset(token, 'racer-one-1'), reset(token, 'racer-two-2')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('ends every other link of the account, and answers a host its role', async () => {
    const { user } = await registerHost(t.app);
    await forgot(user.email, newClient());
    const first = await latestToken(user.email);
    await forgot(user.email, newClient());
    await expect.poll(() => resetMails(user.email).length).toBe(2);
    const second = tokenIn(resetMails(user.email)[1]);
    expect((await reset(second, 'host-new-pass')).json()).toEqual({ role: 'host' });
    expect((await check(first)).statusCode).toBe(400);
  });

  it('lapses after an hour, and the hourly sweep erases lapsed links', async () => {
    const { user } = await signUpGuest(t.app);
    const asked = (minutesAgo: number) => requestPasswordReset(t.db, t.app.mail, 'http://localhost', user.email, newClient(), new Date(Date.now() - minutesAgo * 60_000));
    await asked(61);
    const lapsed = await latestToken(user.email);
    await asked(59);
    await expect.poll(() => resetMails(user.email).length).toBe(2);
    const live = tokenIn(resetMails(user.email)[1]);

    expect((await check(lapsed)).json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    expect((await reset(lapsed, 'too-late-123')).statusCode).toBe(400);
    expect((await check(live)).statusCode).toBe(200);

    await deleteLapsedEmailLinks(t.db, new Date());
    const left = await t.db.select({ id: emailLinks.id }).from(emailLinks).where(resetLinksOf(user.id));
    expect(left).toEqual([{ id: tokenDigest(live) }]);
  });

  it('refuses a new password that breaks the sign-up rules, and a made-up link, keeping the link', async () => {
    const { user } = await signUpGuest(t.app);
    await forgot(user.email, newClient());
    const token = await latestToken(user.email);
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'password', message: 'パスワードは6文字以上で入力してください' });
    expect((await check(token)).statusCode).toBe(200);
    const madeUp = await reset('A'.repeat(43), 'valid-pass-1');
    expect(madeUp.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    expect((await reset('short', 'valid-pass-1')).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'token' });
  });
});

describe('PUT /api/user/password', () => {
  it('changes the password with the current one, ends the other sessions, keeps this one, and tells the address', async () => {
    const { user, cookie } = await registerHost(t.app);
    const other = sessionCookie(await login(user.email, 'password123'));
    await forgot(user.email, newClient());
    const askedBefore = await latestToken(user.email);

    const res = await changePassword(cookie, { currentPassword: 'password123', newPassword: 'changed-pass-9' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await login(user.email, 'password123')).statusCode).toBe(401);
    expect((await login(user.email, 'changed-pass-9')).statusCode).toBe(200);
    // A link asked for before the change no longer works.
    expect((await check(askedBefore)).statusCode).toBe(400);

    await expect.poll(() => mailsTo(user.email, 'パスワードが変更されました').length).toBe(1);
    expect(mailsTo(user.email, 'パスワードが変更されました')[0].text).toContain('プロフィール画面で変更されました');
    const notices = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    expect(notices.json().items[0]).toMatchObject({ kind: 'password_changed', link: '/host/profile' });
  });

  it.each([
    [{ currentPassword: 'wrong-password', newPassword: 'changed-pass-9' }, 'currentPassword', '現在のパスワードが正しくありません'],
    [{ currentPassword: '', newPassword: 'changed-pass-9' }, 'currentPassword', '現在のパスワードを入力してください'],
    [{ currentPassword: 'password123', newPassword: '12345' }, 'newPassword', 'パスワードは6文字以上で入力してください'],
    [{ currentPassword: 'password123', newPassword: 'password123' }, 'newPassword', '新しいパスワードには、現在のものと異なるパスワードを入力してください'],
  ])('answers 400 naming the field for %j, and changes nothing', async (payload, field, message) => {
    const { user, cookie } = await signUpGuest(t.app);
    const other = sessionCookie(await login(user.email, 'password123'));
    const res = await changePassword(cookie, payload, newClient());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(user.email, 'password123')).statusCode).toBe(200);
  });

  it('refuses a sixth wrong current password from one client with 429', async () => {
    const { cookie } = await signUpGuest(t.app);
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await changePassword(cookie, { currentPassword: `guess-${i}`, newPassword: 'changed-pass-9' }, client)).statusCode).toBe(400);
    const refused = await changePassword(cookie, { currentPassword: 'password123', newPassword: 'changed-pass-9' }, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^現在のパスワードの入力に続けて失敗したため、しばらく変更できません。\d+分後にもう一度お試しください。$/);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('answers 401 signed out, even with x-user-id', async () => {
    const { user } = await signUpGuest(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/password', payload: { currentPassword: 'password123', newPassword: 'changed-pass-9' }, headers: { 'x-user-id': user.id } });
    expect(res.statusCode).toBe(401);
    expect((await login(user.email, 'password123')).statusCode).toBe(200);
  });
});

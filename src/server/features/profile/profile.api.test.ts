import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '@/db/schema';
import { addDays, japanDate } from '@/domain/japan-date';
import { captureMail } from '../../testing/captured-mail';
import { createTestApp, sessionCookie, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';

const mail = captureMail();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { mailTransport: mail.transport });
});
/** Follows the confirmation link e-mailed to a new address, as its owner would. */
async function confirmNewAddress(email: string, cookie?: string) {
  const token = await mail.latestToken(email, '新しいメールアドレスの確認', '/verify-email');
  return t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, headers: cookie ? { cookie } : {} });
}
afterAll(async () => {
  await t?.close();
});

const put = (payload: object, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile', payload, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const profileBody = (overrides: Record<string, string> = {}) => ({
  firstName: '山田',
  lastName: '花子',
  email: uniqueEmail('profile'),
  phone: '090-1111-2222',
  address: '京都府京都市東山区清水1-1',
  dateOfBirth: '1990-04-01',
  // signUpGuest's password: a new e-mail needs it.
  currentPassword: 'password123',
  ...overrides,
});

describe('GET /api/users/{id}', () => {
  it('answers the caller’s own profile', async () => {
    const { user, cookie } = await signUpGuest(t.app, { fullName: '山田 太郎', phone: '090-2000-3000' });
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id, fullName: '山田 太郎', fullNameKana: null, email: user.email, phone: '090-2000-3000', avatarUrl: null, address: null, dateOfBirth: null, emailVerified: true, pendingEmail: null, language: 'ja' });
    expect(res.body).not.toContain('password');
  });

  it('refuses someone else’s profile with 403', async () => {
    const me = await signUpGuest(t.app);
    const other = await signUpGuest(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${other.user.id}`, headers: { cookie: me.cookie, 'x-user-id': other.user.id } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'この操作を行う権限がありません' });
  });

  it('answers 401 signed out, even with x-user-id', async () => {
    const { user } = await signUpGuest(t.app);
    for (const headers of [{}, { 'x-user-id': user.id }]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 400 naming the id for a bad id', async () => {
    const { cookie } = await signUpGuest(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/42', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('id');
  });
});

describe('changing the sign-in e-mail', () => {
  it('needs the current password; the new address waits for its link, and the old one is told once it is followed', async () => {
    const { user, cookie } = await signUpGuest(t.app);
    const newEmail = uniqueEmail('moved');

    const without = await put(profileBody({ email: newEmail, currentPassword: '' }), cookie);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ field: 'currentPassword', message: 'メールアドレスを変更するには、現在のパスワードを入力してください' });
    const wrong = await put(profileBody({ email: newEmail, currentPassword: 'not-my-password' }), cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'currentPassword', message: '現在のパスワードが正しくありません' });
    const [unchanged] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(unchanged.email).toBe(user.email);

    const asked = await put(profileBody({ email: newEmail }), cookie);
    expect(asked.statusCode, asked.body).toBe(200);
    // The old address stays in force until the new one is proved.
    expect(asked.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    const [waiting] = await t.db.select({ email: users.email, pendingEmail: users.pendingEmail }).from(users).where(eq(users.id, user.id));
    expect(waiting).toEqual({ email: user.email, pendingEmail: newEmail });
    expect((await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'email_changed'))).filter((n) => n.userId === user.id)).toEqual([]);

    const confirmed = await confirmNewAddress(newEmail, cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ outcome: 'email_changed', email: newEmail });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
    const notices = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'email_changed'));
    const notice = notices.find((n) => n.userId === user.id);
    expect(notice?.toAddress).toBe(user.email);
    expect(notice?.textContent).toContain(newEmail);
    // When, as a person reads it: 2027年2月2日(火) 14:05 in Japan time.
    expect(notice?.textContent).toMatch(/に変更されました（\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\) \d{2}:\d{2}）/);
  });

  it('ends the account’s other sessions when the new e-mail is confirmed, and keeps the one that confirmed it', async () => {
    const { user, cookie } = await signUpGuest(t.app);
    const others: string[] = [];
    for (let i = 0; i < 3; i++) {
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'password123' } });
      expect(login.statusCode, login.body).toBe(200);
      others.push(sessionCookie(login));
    }
    const me = (c: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: c } });
    for (const other of others) expect((await me(other)).statusCode).toBe(200);

    // A change that keeps the address ends nothing.
    expect((await put(profileBody({ email: user.email }), cookie)).statusCode).toBe(200);
    for (const other of others) expect((await me(other)).statusCode).toBe(200);

    const newEmail = uniqueEmail('moved-out');
    const asked = await put(profileBody({ email: newEmail }), cookie);
    expect(asked.statusCode, asked.body).toBe(200);
    // Asking ends nothing: the address has not changed yet.
    for (const other of others) expect((await me(other)).statusCode).toBe(200);
    expect((await confirmNewAddress(newEmail, cookie)).statusCode).toBe(200);
    for (const other of others) expect((await me(other)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('needs no password when the e-mail stays the same', async () => {
    const { user, cookie } = await signUpGuest(t.app);
    const res = await put(profileBody({ email: user.email, currentPassword: '' }), cookie);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('PUT /api/user/profile', () => {
  it('updates the profile: full name from 姓 and 名, a new e-mail in lower case waiting for its link', async () => {
    const { user, cookie } = await signUpGuest(t.app);
    const body = profileBody({ email: `Yamada.${Date.now()}@Example.JP` });
    const res = await put(body, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      fullName: '山田 花子',
      fullNameKana: null,
      email: user.email,
      phone: '090-1111-2222',
      address: '京都府京都市東山区清水1-1',
      dateOfBirth: '1990-04-01',
      avatarUrl: null,
      emailVerified: true,
      pendingEmail: body.email.toLowerCase(),
      language: 'ja',
    });
    // The signed-in user and the profile call see the change.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ fullName: '山田 花子', email: user.email, pendingEmail: body.email.toLowerCase() });
    const again = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: { cookie } });
    expect(again.json().address).toBe('京都府京都市東山区清水1-1');
  });

  it('stores empty optional fields as null and a full name without 名 without a trailing space', async () => {
    const { user, cookie } = await signUpGuest(t.app, { phone: '090-9999-9999' });
    const res = await put({ firstName: 'タナカ', lastName: '', email: user.email, phone: '', address: '', dateOfBirth: '' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'タナカ', phone: null, address: null, dateOfBirth: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ fullName: 'タナカ', phone: null, address: null, dateOfBirth: null });
  });

  it('keeps the caller’s own e-mail and refuses one used by someone else with 409', async () => {
    const me = await signUpGuest(t.app);
    const other = await signUpGuest(t.app);
    expect((await put(profileBody({ email: me.user.email }), me.cookie)).statusCode).toBe(200);
    const taken = await put(profileBody({ email: other.user.email.toUpperCase() }), me.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'EMAIL_TAKEN', field: 'email', message: 'このメールアドレスは既に登録されています' });
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, me.user.id));
    expect(row.email).toBe(me.user.email);
  });

  it.each([
    [{ dateOfBirth: addDays(japanDate(), 1) }, 'dateOfBirth', '生年月日に未来の日付は指定できません'],
    [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth', '生年月日が正しい日付ではありません'],
    [{ dateOfBirth: '1990/04/01' }, 'dateOfBirth', '生年月日は YYYY-MM-DD 形式で入力してください'],
    [{ firstName: '' }, 'firstName', '姓を入力してください'],
    [{ email: 'not-an-email' }, 'email', '有効なメールアドレスを入力してください'],
    [{ phone: '0'.repeat(31) }, 'phone', '電話番号は30文字以内で入力してください'],
    [{ phone: 'でんわ番号なし' }, 'phone', '電話番号の形式が正しくありません（例: 090-1234-5678）'],
  ])('answers 400 naming the field for %j', async (overrides, field, message) => {
    const { cookie } = await signUpGuest(t.app);
    const res = await put(profileBody(overrides), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
  });

  it('accepts a birth date of today', async () => {
    const { cookie } = await signUpGuest(t.app);
    expect((await put(profileBody({ dateOfBirth: japanDate() }), cookie)).statusCode).toBe(200);
  });

  it('answers 401 signed out, even with x-user-id, and changes nothing', async () => {
    const { user } = await signUpGuest(t.app, { fullName: '変更 されない' });
    const res = await put(profileBody(), undefined, { 'x-user-id': user.id });
    expect(res.statusCode).toBe(401);
    const [row] = await t.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, user.id));
    expect(row.fullName).toBe('変更 されない');
  });
});

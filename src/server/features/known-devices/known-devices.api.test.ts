import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownDevices, users } from '@/db/schema';
import { hashPassword } from '../../lib/password';
import type { MailTransport, OutgoingEmail } from '../../mail/mailer';
import { adminSignIn, adminWithAuthenticator, createTestApp, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';
import { deleteDevicesNotSeenSince } from './repository';
import { DEVICE_COOKIE } from './sign-in-device';

const sent: OutgoingEmail[] = [];
const transport: MailTransport = {
  kind: 'smtp',
  async send(message) {
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

const SUBJECT = '新しい端末からログインがありました';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const newDeviceMails = (email: string) => sent.filter((m) => m.to === email && m.subject.includes(SUBJECT));
const deviceCookieOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === DEVICE_COOKIE);

function login(email: string, password: string, options: { device?: string; userAgent?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: options.ip ?? '198.51.100.7',
    headers: { 'user-agent': options.userAgent ?? WINDOWS_CHROME, ...(options.device ? { cookie: `${DEVICE_COOKIE}=${options.device}` } : {}) },
  });
}

/** Waits long enough for a mail the answer did not wait for: another mail sent after it has arrived. */
async function settled() {
  const marker = uniqueEmail('marker');
  await t.app.mail.sendSignInCode({ email: marker, fullName: '確認', userId: null }, '000000', 10);
  await expect.poll(() => sent.some((m) => m.to === marker)).toBe(true);
}

describe('a sign-in from a browser the account has not used', () => {
  it('is e-mailed to the owner with when, which browser and from where; the browser that signed up, and the new one once known, are not', async () => {
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { fullName: '山田 太郎', email: uniqueEmail('guest'), password: 'password123' }, headers: { 'user-agent': WINDOWS_CHROME } });
    expect(signUp.statusCode).toBe(201);
    const email = signUp.json().user.email as string;
    const home = deviceCookieOf(signUp);
    expect(home).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(home?.maxAge).toBe(400 * 24 * 60 * 60);

    // The browser that signed up signs in again: nothing to tell.
    expect((await login(email, 'password123', { device: home?.value })).statusCode).toBe(200);
    await settled();
    expect(newDeviceMails(email)).toHaveLength(0);

    // Another browser: the owner is told, and the browser gets its cookie.
    const phone = await login(email, 'password123', { userAgent: IPHONE_SAFARI, ip: '203.0.113.24' });
    expect(phone.statusCode).toBe(200);
    const phoneCookie = deviceCookieOf(phone)?.value;
    expect(phoneCookie).toBeTruthy();
    await expect.poll(() => newDeviceMails(email)).toHaveLength(1);
    const mail = newDeviceMails(email)[0];
    expect(mail.subject).toBe(`【古民家ステイ】${SUBJECT}`);
    expect(mail.text).toContain('山田 太郎 様');
    expect(mail.text).toContain('端末: Safari（iPhone）');
    expect(mail.text).toContain('IPアドレス: 203.0.113.24');
    expect(mail.text).toMatch(/日時: \d{4}年\d{1,2}月\d{1,2}日\(.\) \d{1,2}:\d{2}/);
    expect(mail.text).toMatch(/アカウントの設定: https?:\/\/[^\s]+\/profile\n/);

    // The phone is known from now on; a wrong password from a new browser tells nobody.
    expect((await login(email, 'password123', { device: phoneCookie, userAgent: IPHONE_SAFARI })).statusCode).toBe(200);
    expect((await login(email, 'wrong-password', { userAgent: IPHONE_SAFARI })).statusCode).toBe(401);
    await settled();
    expect(newDeviceMails(email)).toHaveLength(1);
  });

  it('is written in English, the device named in English, to a guest who signed up on an English page', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { fullName: 'Emma Smith', email: uniqueEmail('english'), password: 'password123' },
      headers: { 'user-agent': WINDOWS_CHROME, 'accept-language': 'en' },
    });
    expect(signUp.statusCode).toBe(201);
    const email = signUp.json().user.email as string;
    expect((await login(email, 'password123', { userAgent: IPHONE_SAFARI, ip: '203.0.113.25' })).statusCode).toBe(200);
    await expect.poll(() => sent.filter((m) => m.to === email && m.text.includes('Device:'))).toHaveLength(1);
    const mail = sent.find((m) => m.to === email && m.text.includes('Device:'));
    expect(mail?.text).toContain('Device: Safari (iPhone)');
    expect(mail?.text).toContain('IP address: 203.0.113.25');
    expect(mail?.text).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
  });

  it("an account's first browser is not news: an account made before browsers were remembered is told only from its second", async () => {
    const email = uniqueEmail('old');
    await t.db.insert(users).values({ email, fullName: '古川 一郎', passwordHash: await hashPassword('password123'), role: 'guest', emailVerifiedAt: new Date() });
    const first = await login(email, 'password123');
    expect(first.statusCode).toBe(200);
    await settled();
    expect(newDeviceMails(email)).toHaveLength(0);

    await login(email, 'password123', { userAgent: IPHONE_SAFARI });
    await expect.poll(() => newDeviceMails(email)).toHaveLength(1);
  });

  it("a host's e-mail points to the host profile, an admin's to the back office's 2段階認証", async () => {
    const host = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { fullName: '佐藤 花子', email: uniqueEmail('host'), phone: '090-1234-5678', password: 'password123' } });
    const hostEmail = host.json().user.email as string;
    await login(hostEmail, 'password123', { userAgent: IPHONE_SAFARI });
    await expect.poll(() => newDeviceMails(hostEmail)).toHaveLength(1);
    expect(newDeviceMails(hostEmail)[0].text).toMatch(/アカウントの設定: https?:\/\/[^\s]+\/host\/profile\n/);

    const admin = await adminWithAuthenticator(t);
    await adminSignIn(t.app, admin.email, admin.password, admin.secret);
    await expect.poll(() => newDeviceMails(admin.email)).toHaveLength(1);
    expect(newDeviceMails(admin.email)[0].text).toMatch(/アカウントの設定: https?:\/\/[^\s]+\/admin\/two-step\n/);
  });

  it('forgets a browser not seen for 400 days (the hourly clean-up), so that its next sign-in is told again', async () => {
    const { user, password } = await signUpGuest(t.app);
    const phone = await login(user.email, password, { userAgent: IPHONE_SAFARI });
    const phoneCookie = deviceCookieOf(phone)?.value;
    await expect.poll(() => newDeviceMails(user.email)).toHaveLength(1);

    const longAgo = new Date(Date.now() - 401 * 24 * 60 * 60 * 1000);
    await t.db.update(knownDevices).set({ lastSeenAt: longAgo }).where(eq(knownDevices.userId, user.id));
    await deleteDevicesNotSeenSince(t.db, new Date(Date.now() - 400 * 24 * 60 * 60 * 1000));
    expect(await t.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id))).toHaveLength(0);

    // Forgotten: the phone is a first browser again (nothing to compare with), then a second one is told.
    await login(user.email, password, { device: phoneCookie, userAgent: IPHONE_SAFARI });
    await login(user.email, password, { userAgent: WINDOWS_CHROME });
    await expect.poll(() => newDeviceMails(user.email)).toHaveLength(2);
  });
});

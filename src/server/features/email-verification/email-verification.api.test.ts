import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_UNVERIFIED_MESSAGES, VERIFY_LINK_INVALID_MESSAGE } from '@/contract/email-verification-texts';
import { emailLinks, emailOutbox, users } from '@/db/schema';
import { SECRET_KEPT_AS } from '../../mail/create-mail-service';
import { tokenDigest } from '../../lib/tokens';
import { captureMail } from '../../testing/captured-mail';
import { fromToday, insertHost, insertProperty } from '../../testing/fixtures';
import { createTestApp, registerHost, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';
import { verifyEmail } from './service';

const mail = captureMail();
let t: TestApp;
let house: string;
beforeAll(async () => {
  t = await createTestApp({}, { mailTransport: mail.transport });
  const hostId = (await insertHost(t.db)).id;
  house = await insertProperty(t.db, null, { hostId, title: '確認の家', basePriceJpy: 20000, maxGuests: 4, minNights: 1, maxNights: 14 });
});
afterAll(async () => {
  await t?.close();
});

let clientCounter = 0;
const newClient = () => `198.51.100.${(clientCounter += 1)}`;

const verify = (token: string, cookie?: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, headers: cookie ? { cookie } : {} });
const resend = (cookie: string, remoteAddress = newClient()) => t.app.inject({ method: 'POST', url: '/api/user/email-verification', headers: { cookie }, remoteAddress });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const signupLink = (email: string) => mail.latestToken(email, 'メールアドレスの確認', '/verify-email');
const hold = (cookie: string, checkin: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: { cookie },
    payload: { propertyId: house, checkinDate: fromToday(checkin), checkoutDate: fromToday(checkin + 2), guestsAdults: 2, guestsChildren: 0, guestsInfants: 0, guestName: '山田 太郎', guestEmail: 'taro@example.jp', guestPhone: '090-1111-2222' },
  });

describe('a new account’s address', () => {
  it('is unverified after sign-up, gets a 24-hour link kept as a hash, and cannot book until the link is followed — once', async () => {
    const guest = await signUpGuest(t.app, {}, { verified: false });
    expect((await me(guest.cookie)).json()).toMatchObject({ emailVerified: false, pendingEmail: null });

    const token = await signupLink(guest.user.email);
    const [row] = await t.db.select().from(emailLinks).where(eq(emailLinks.userId, guest.user.id));
    expect(row).toMatchObject({ id: tokenDigest(token), purpose: 'email_verification', email: guest.user.email });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(23.9 * 3_600_000);
    expect(JSON.stringify(await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, guest.user.id)))).not.toContain(token);
    expect((await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'email_verification'))).some((m) => m.textContent.includes(SECRET_KEPT_AS))).toBe(true);

    const refused = await hold(guest.cookie, 30);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'EMAIL_UNVERIFIED', message: EMAIL_UNVERIFIED_MESSAGES.booking });
    const refusedHold = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: { cookie: guest.cookie }, payload: { propertyId: house, checkIn: fromToday(30), checkOut: fromToday(32), guestsAdults: 2, guestName: '山田 太郎', guestEmail: 'taro@example.jp', guestPhone: '090-1111-2222' } });
    expect(refusedHold.statusCode).toBe(403);
    expect(refusedHold.json().code).toBe('EMAIL_UNVERIFIED');

    // Followed in a browser that is not signed in: the address is proved all the same.
    const followed = await verify(token);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toEqual({ outcome: 'verified', email: guest.user.email });
    expect((await me(guest.cookie)).json()).toMatchObject({ emailVerified: true });
    expect((await hold(guest.cookie, 30)).statusCode).toBe(201);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'VERIFY_LINK_INVALID', field: 'token', message: VERIFY_LINK_INVALID_MESSAGE });
  });

  it('refuses a link past its 24 hours', async () => {
    const guest = await signUpGuest(t.app, {}, { verified: false });
    const token = await signupLink(guest.user.email);
    const later = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    await expect(verifyEmail(t.db, t.app.mail, token, later)).rejects.toMatchObject({ code: 'VERIFY_LINK_INVALID', statusCode: 400 });
    const [row] = await t.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, guest.user.id));
    expect(row.at).toBeNull();
  });

  it('refuses a made-up link with the same 400', async () => {
    const res = await verify('x'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VERIFY_LINK_INVALID');
  });

  it('keeps a host from sending a house for review until the address is verified', async () => {
    const host = await registerHost(t.app, {}, { verified: false });
    const draft = await insertProperty(t.db, null, { hostId: host.user.id, title: '未確認の家', status: 'draft' });
    const refused = await t.app.inject({ method: 'POST', url: `/api/host/properties/${draft}/submit`, headers: { cookie: host.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'EMAIL_UNVERIFIED', message: EMAIL_UNVERIFIED_MESSAGES.review_submission });
    expect((await verify(await signupLink(host.user.email))).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'POST', url: `/api/host/properties/${draft}/submit`, headers: { cookie: host.cookie } });
    // Past the address's gate: what the draft still lacks is what stops it now.
    expect(after.json().code).not.toBe('EMAIL_UNVERIFIED');
  });
});

describe('resending the link', () => {
  it('sends a new working link, 5 times an hour per account, then answers 429 with Retry-After', async () => {
    const guest = await signUpGuest(t.app, {}, { verified: false });
    await signupLink(guest.user.email);
    for (let i = 0; i < 5; i++) {
      const res = await resend(guest.cookie);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ sentTo: guest.user.email });
    }
    await expect.poll(() => mail.mailsTo(guest.user.email, 'メールアドレスの確認').length).toBe(6);
    const sixth = await resend(guest.cookie);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^確認メールの再送が多すぎます。\d+分後にもう一度お試しください。$/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // The latest link works.
    expect((await verify(await signupLink(guest.user.email))).statusCode).toBe(200);
  });

  it('has nothing to send for a verified address with nothing pending (409)', async () => {
    const guest = await signUpGuest(t.app);
    const res = await resend(guest.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('メールアドレスは確認済みです。');
  });
});

describe('a new address', () => {
  it('waits with its link, can be cancelled (its link then fails), and the old address stays in force', async () => {
    const guest = await signUpGuest(t.app);
    const newEmail = uniqueEmail('pending');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie: guest.cookie },
      payload: { firstName: '山田', lastName: '太郎', email: newEmail, currentPassword: guest.password },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ email: guest.user.email, pendingEmail: newEmail });
    const token = await mail.latestToken(newEmail, '新しいメールアドレスの確認', '/verify-email');
    // A resend goes to the waiting address.
    const again = await resend(guest.cookie);
    expect(again.json()).toEqual({ sentTo: newEmail });
    await expect.poll(() => mail.mailsTo(newEmail, '新しいメールアドレスの確認').length).toBe(2);
    const latest = await mail.latestToken(newEmail, '新しいメールアドレスの確認', '/verify-email');
    expect(latest).not.toBe(token);

    const cancelled = await t.app.inject({ method: 'DELETE', url: '/api/user/pending-email', headers: { cookie: guest.cookie } });
    expect(cancelled.statusCode).toBe(200);
    expect((await me(guest.cookie)).json()).toMatchObject({ email: guest.user.email, pendingEmail: null });
    expect((await verify(latest)).statusCode).toBe(400);
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, guest.user.id));
    expect(row.email).toBe(guest.user.email);
  });
});

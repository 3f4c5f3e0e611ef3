import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_ACCOUNT_NAME, CLOSURE_CONFIRM_TEXT } from '@/contract/account-closure';
import { CURRENT_PASSWORD_WRONG } from '@/contract/passwords';
import { auditLogs, bookingGuests, bookings, messages } from '@/db/schema';
import { fromToday, insertBooking, insertProperty } from '../../testing/fixtures';
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(async () => {
  await t?.close();
});

let client = 0;
const newClient = () => `198.51.100.${(client += 1)}`;

const preview = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/closure', headers: { cookie } });
const closeOwn = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/user/closure', headers: { cookie }, payload, remoteAddress: newClient() });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: newClient() });
const myData = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/data', headers: { cookie } });

/** A published house of a new host (signed in through the API), for the guest's stays. */
async function hostWithHouse() {
  const host = await registerHost(t.app);
  const propertyId = await insertProperty(t.db, null, { hostId: host.user.id, status: 'published', title: '退会テストの古民家' });
  return { host, propertyId };
}

async function stay(propertyId: string, guestId: string, fromDay: number, toDay: number, status: 'confirmed' | 'completed') {
  const id = await insertBooking(t.db, { propertyId, guestId, checkin: fromToday(fromDay), checkout: fromToday(toDay), status });
  await t.db.insert(bookingGuests).values({ bookingId: id, isPrimary: true, fullName: '山田 太郎', fullNameKana: 'ヤマダ タロウ', email: 'taro@example.jp', phone: '090-1111-2222' });
  return id;
}

describe('leaving the service (退会)', () => {
  it('is refused while a stay is upcoming, naming it, and the account keeps working', async () => {
    const { propertyId } = await hostWithHouse();
    const guest = await signUpGuest(t.app);
    await stay(propertyId, guest.user.id, 10, 12, 'confirmed');

    const shown = await preview(guest.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ canClose: false, blockers: [{ kind: 'upcoming_stay', count: 1 }] });
    expect(shown.json().blockers[0].message).toContain('これからのご予約が1件あります');

    const refused = await closeOwn(guest.cookie, { currentPassword: guest.password, confirmation: CLOSURE_CONFIRM_TEXT });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_CLOSURE_BLOCKED' });
    expect(refused.json().message).toContain('これからのご予約が1件あります');
    expect((await me(guest.cookie)).statusCode).toBe(200);
  });

  it('asks for the current password and the typed confirmation', async () => {
    const guest = await signUpGuest(t.app);
    const wrongPassword = await closeOwn(guest.cookie, { currentPassword: 'not-my-password', confirmation: CLOSURE_CONFIRM_TEXT });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ field: 'currentPassword', message: CURRENT_PASSWORD_WRONG });
    const unconfirmed = await closeOwn(guest.cookie, { currentPassword: guest.password, confirmation: 'はい' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toContain(`「${CLOSURE_CONFIRM_TEXT}」と入力してください`);
    expect((await me(guest.cookie)).statusCode).toBe(200);
  });

  it('asks a guest on an English page, in English, to type the English words, and takes them in any case', async () => {
    const guest = await signUpGuest(t.app);
    const english = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/user/closure', headers: { cookie: guest.cookie, 'accept-language': 'en' }, payload, remoteAddress: newClient() });
    const unconfirmed = await english({ currentPassword: guest.password, confirmation: 'yes' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ field: 'confirmation', message: 'To confirm, type “close my account”' });
    expect((await me(guest.cookie)).statusCode).toBe(200);
    const closed = await english({ currentPassword: guest.password, confirmation: ' Close My  Account ' });
    expect(closed.statusCode).toBe(200);
    expect((await me(guest.cookie)).statusCode).toBe(401);
  });

  it('erases the person, ends every session, keeps the stay for the host without the guest’s details, and frees the address', async () => {
    const { host, propertyId } = await hostWithHouse();
    const guest = await signUpGuest(t.app, { fullName: '退会 太郎' });
    const other = await login(guest.user.email, guest.password);
    const otherCookie = `kominka_sid=${other.cookies.find((c) => c.name === 'kominka_sid')?.value}`;
    const past = await stay(propertyId, guest.user.id, -20, -18, 'completed');
    await t.db.insert(messages).values({ bookingId: past, fromUserId: guest.user.id, toUserId: host.user.id, content: '到着は18時ごろです。090-1111-2222' });
    expect((await t.app.inject({ method: 'POST', url: `/api/favorites/${propertyId}`, headers: { cookie: guest.cookie } })).statusCode).toBeLessThan(300);

    const shown = await preview(guest.cookie);
    expect(shown.json()).toMatchObject({ canClose: true, blockers: [] });
    expect(shown.json().kept.join()).toContain('7年間');

    const closed = await closeOwn(guest.cookie, { currentPassword: guest.password, confirmation: ` ${CLOSURE_CONFIRM_TEXT} ` });
    expect(closed.statusCode).toBe(200);
    expect(closed.cookies.find((c) => c.name === 'kominka_sid')?.value).toBe('');
    expect((await me(guest.cookie)).statusCode).toBe(401);
    expect((await me(otherCookie)).statusCode).toBe(401);
    expect((await login(guest.user.email, guest.password)).statusCode).toBe(401);

    // The host's record of the stay: dates and amount stay, the guest's name and contacts are gone.
    const record = await t.app.inject({ method: 'GET', url: `/api/host/bookings/${past}`, headers: { cookie: host.cookie } });
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ guestName: CLOSED_ACCOUNT_NAME, status: 'completed' });
    expect(record.json().guests).toEqual([expect.objectContaining({ fullName: CLOSED_ACCOUNT_NAME, fullNameKana: null, email: null, phone: null })]);
    expect(record.body).not.toContain('退会 太郎');
    expect(record.body).not.toContain(guest.user.email);
    const [kept] = await t.db.select({ total: bookings.totalAmountJpy, checkin: bookings.checkinDate, checkout: bookings.checkoutDate }).from(bookings).where(eq(bookings.id, past));
    expect(kept).toEqual({ total: 40000, checkin: fromToday(-20), checkout: fromToday(-18) });
    const conversation = await t.app.inject({ method: 'GET', url: `/api/bookings/${past}/messages`, headers: { cookie: host.cookie } });
    expect(conversation.body).not.toContain('090-1111-2222');

    // The address may open a new account.
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { fullName: '新しい 太郎', email: guest.user.email, password: 'password123' } });
    expect(again.statusCode).toBe(201);
  });

  it('keeps a host with money still to be paid out until it is paid, and says so', async () => {
    const { host, propertyId } = await hostWithHouse();
    const guest = await signUpGuest(t.app);
    const done = await stay(propertyId, guest.user.id, -10, -8, 'completed');
    await t.db.update(bookings).set({ everPaid: true }).where(eq(bookings.id, done));

    const shown = await preview(host.cookie);
    expect(shown.json()).toMatchObject({ canClose: false, blockers: [{ kind: 'unpaid_payout', count: 1 }] });
    expect(shown.json().blockers[0].message).toContain('まだ送金していない売上が1件あります');
    expect(shown.json().erased.join()).toContain('振込先口座');
  });
});

describe('the back office closes an account on request', () => {
  const adminCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${admin}` }, ...(payload ? { payload } : {}) });

  it('needs a reason, erases the account, shows it as closed and writes the audit log', async () => {
    const guest = await signUpGuest(t.app, { fullName: '依頼 花子' });
    const url = `/api/admin/users/${guest.user.id}/closure`;
    expect((await adminCall('GET', url)).json()).toMatchObject({ canClose: true });
    const noReason = await adminCall('POST', url, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('理由');

    const closed = await adminCall('POST', url, { reason: '2026年11月29日のお問い合わせでご本人から退会の依頼' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ fullName: CLOSED_ACCOUNT_NAME, phone: null });
    expect(closed.json().closedAt).not.toBeNull();
    expect(closed.json().email).not.toBe(guest.user.email);
    expect((await me(guest.cookie)).statusCode).toBe(401);

    const [entry] = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, guest.user.id));
    expect(entry).toMatchObject({ action: 'close_account', entityType: 'user' });
    expect(entry.newValues).toMatchObject({ reason: '2026年11月29日のお問い合わせでご本人から退会の依頼' });

    const twice = await adminCall('POST', url, { reason: 'もう一度' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('このアカウントはすでに退会済みです');
  });

  it('is refused to a guest', async () => {
    const guest = await signUpGuest(t.app);
    const other = await signUpGuest(t.app);
    const attempt = await t.app.inject({ method: 'POST', url: `/api/admin/users/${other.user.id}/closure`, headers: { cookie: guest.cookie }, payload: { reason: '勝手に' } });
    expect(attempt.statusCode).toBe(403);
    expect((await me(other.cookie)).statusCode).toBe(200);
  });
});

describe('my data', () => {
  it('downloads the person’s own profile, bookings, messages and favourites as JSON, and nobody else’s', async () => {
    const { host, propertyId } = await hostWithHouse();
    const guest = await signUpGuest(t.app, { fullName: '記録 一郎' });
    const stranger = await signUpGuest(t.app);
    const mine = await stay(propertyId, guest.user.id, -30, -28, 'completed');
    await stay(propertyId, stranger.user.id, -40, -38, 'completed');
    await t.db.insert(messages).values({ bookingId: mine, fromUserId: host.user.id, toUserId: guest.user.id, content: 'お待ちしております' });
    await t.app.inject({ method: 'POST', url: `/api/favorites/${propertyId}`, headers: { cookie: guest.cookie } });

    const download = await myData(guest.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="kominka-stay-data-\d{8}\.json"$/);
    expect(download.headers['cache-control']).toBe('private, no-store');
    const archive = download.json();
    expect(archive.profile).toMatchObject({ id: guest.user.id, email: guest.user.email, fullName: '記録 一郎' });
    expect(archive.bookings).toHaveLength(1);
    expect(archive.bookings[0]).toMatchObject({ id: mine, propertyTitle: '退会テストの古民家', statusLabel: '宿泊完了', guests: [expect.objectContaining({ fullName: '山田 太郎' })] });
    expect(archive.messages).toEqual([expect.objectContaining({ content: 'お待ちしております', sentByMe: false })]);
    expect(archive.favorites).toEqual([expect.objectContaining({ propertyId })]);
    expect(download.body).not.toContain(stranger.user.email);

    expect((await t.app.inject({ method: 'GET', url: '/api/user/data' })).statusCode).toBe(401);
  });
});

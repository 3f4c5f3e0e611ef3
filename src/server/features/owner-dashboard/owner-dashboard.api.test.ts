import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerDashboardBooking, OwnerDashboardProperty, OwnerStats } from '@/contract/owner-dashboard';
import { bookingGuests, bookings, payments, properties, propertyCalendar, users } from '@/db/schema';
import { addDays, daysBetween, japanMonthRange } from '@/domain/japan-date';
import { insertBooking, insertCatalog, insertProperty, insertReview } from '../../testing/fixtures';
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let host: { user: { id: string }; cookie: string };
let otherHost: { user: { id: string }; cookie: string };
let guest: { user: { id: string }; cookie: string };
let adminUser: { user: { id: string }; cookie: string };
const month = japanMonthRange();
const day = (n: number) => addDays(month.from, n);
const ids: Record<string, string> = {};

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

async function ok<T>(url: string, cookie = host.cookie): Promise<T> {
  const res = await get(url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** A booking in a given state, with what the lifecycle would have written. */
async function booking(
  key: string,
  b: { propertyId: string; checkin: string; nights: number; status: typeof bookings.$inferInsert.status; guestName?: string },
  set: Partial<typeof bookings.$inferInsert> = {},
) {
  ids[key] = await insertBooking(t.db, { propertyId: b.propertyId, guestId: guest.user.id, checkin: b.checkin, checkout: addDays(b.checkin, b.nights), status: b.status });
  if (Object.keys(set).length > 0) await t.db.update(bookings).set(set).where(eq(bookings.id, ids[key]));
  if (b.guestName) await t.db.insert(bookingGuests).values({ bookingId: ids[key], isPrimary: true, fullName: b.guestName });
}

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await insertCatalog(t.db);
  host = await registerHost(t.app, { fullName: 'オーナー 一郎' });
  otherHost = await registerHost(t.app, { fullName: '別の オーナー' });
  guest = await signUpGuest(t.app, { fullName: '宿泊 花子' });
  adminUser = await signUpGuest(t.app, { fullName: '管理 利用者' });
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminUser.user.id));

  const owner = host.user.id;
  ids.published = await insertProperty(t.db, catalog, {
    hostId: owner,
    title: '公開中の古民家',
    prefecture: '岐阜県',
    city: '高山市',
    addressLine: '上三之町1',
    basePriceJpy: 24000,
    amenities: ['wifi'],
    photos: { count: 3, cover: 1 },
  });
  ids.rejected = await insertProperty(t.db, null, { hostId: owner, title: '却下された古民家', status: 'draft' });
  await t.db.update(properties).set({ rejectedAt: new Date(), rejectionReason: '写真が暗すぎます' }).where(eq(properties.id, ids.rejected));
  ids.private = await insertProperty(t.db, null, { hostId: owner, title: '非公開の古民家', status: 'private' });
  ids.inReview = await insertProperty(t.db, null, { hostId: owner, title: '審査中の古民家', status: 'draft' });
  await t.db.update(properties).set({ status: 'in_review', submittedAt: new Date() }).where(eq(properties.id, ids.inReview));
  ids.suspended = await insertProperty(t.db, null, { hostId: owner, title: '停止中の古民家', status: 'suspended' });
  await t.db.update(properties).set({ suspensionReason: '苦情の確認中です' }).where(eq(properties.id, ids.suspended));
  ids.deleted = await insertProperty(t.db, null, { hostId: owner, title: '削除した古民家', status: 'private' });
  await t.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, ids.deleted));
  ids.others = await insertProperty(t.db, null, { hostId: otherHost.user.id, title: '別のオーナーの古民家' });

  // This month's stays (20,000円 a night by the fixture).
  await booking('completed', { propertyId: ids.published, checkin: day(0), nights: 1, status: 'completed', guestName: '完了 次郎' });
  await booking('confirmed', { propertyId: ids.published, checkin: day(1), nights: 2, status: 'confirmed', guestName: '確定 三郎' }, { paymentStatus: 'paid' });
  await booking('pending', { propertyId: ids.published, checkin: day(5), nights: 2, status: 'pending', guestName: '保留 四郎' }, {
    paymentStatus: 'authorized',
    holdExpiresAt: new Date(Date.now() + 3_600_000),
  });
  await booking('privateStay', { propertyId: ids.private, checkin: day(20), nights: 2, status: 'confirmed' });
  await booking('noShow', { propertyId: ids.published, checkin: day(12), nights: 1, status: 'no_show' });
  // Last month's stay: neither this month's figures nor its nights.
  await booking('lastMonth', { propertyId: ids.published, checkin: addDays(month.from, -5), nights: 2, status: 'confirmed' });
  // Not bookings: a hold being paid, a hold that lapsed, a hold the guest released, a request that lapsed.
  await booking('tentative', { propertyId: ids.published, checkin: day(8), nights: 1, status: 'tentative' });
  await booking('lapsedHold', { propertyId: ids.published, checkin: day(8), nights: 1, status: 'cancelled' }, { cancelledBy: 'system', paymentStatus: 'unpaid' });
  await booking('releasedHold', { propertyId: ids.published, checkin: day(8), nights: 1, status: 'cancelled' }, { cancelledBy: 'guest', paymentStatus: 'unpaid' });
  await booking('lapsedRequest', { propertyId: ids.published, checkin: day(9), nights: 1, status: 'cancelled' }, { cancelledBy: 'system', paymentStatus: 'unpaid' });
  await t.db.insert(payments).values({ bookingId: ids.lapsedRequest, amountJpy: 20000, status: 'unpaid', authorizedAt: new Date() });
  // A booking: a request the guest withdrew after their card was authorised.
  await booking('withdrawn', { propertyId: ids.published, checkin: day(9), nights: 1, status: 'cancelled' }, { cancelledBy: 'guest', paymentStatus: 'unpaid' });
  await t.db.insert(payments).values({ bookingId: ids.withdrawn, amountJpy: 20000, status: 'unpaid', authorizedAt: new Date() });
  // Another owner's booking.
  await booking('othersBooking', { propertyId: ids.others, checkin: day(3), nights: 1, status: 'confirmed' });

  // The stays' cards were charged (at 20,000円 a night): this month's チェックアウト分の売上 counts those that check out this month.
  for (const [key, jpy] of [['completed', 20000], ['confirmed', 40000], ['privateStay', 40000], ['lastMonth', 40000]] as const) {
    await t.db.insert(payments).values({ bookingId: ids[key], amountJpy: jpy, status: 'paid', authorizedAt: new Date(), capturedAt: new Date() });
  }

  // Two nights the host closed on the published house.
  await t.db.insert(propertyCalendar).values([
    { propertyId: ids.published, date: day(25), isAvailable: false, blockReason: '法事' },
    { propertyId: ids.published, date: day(26), isAvailable: false, blockReason: '法事' },
  ]);

  // Published reviews 5 and 4 on one house, 3 on another; a hidden 1 does not count.
  await insertReview(t.db, { propertyId: ids.published, guestId: guest.user.id, rating: 5 });
  await insertReview(t.db, { propertyId: ids.published, guestId: guest.user.id, rating: 4 });
  await insertReview(t.db, { propertyId: ids.private, guestId: guest.user.id, rating: 3 });
  await insertReview(t.db, { propertyId: ids.private, guestId: guest.user.id, rating: 1, hidden: true });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/owner/{ownerId}/properties', () => {
  it("answers the owner's houses in the seed's shape, in the owner's three words, without deleted ones", async () => {
    const list = await ok<OwnerDashboardProperty[]>(`/api/owner/${host.user.id}/properties`);
    const byName = new Map(list.map((p) => [p.name, p]));
    expect([...byName.keys()].sort()).toEqual(['停止中の古民家', '公開中の古民家', '却下された古民家', '審査中の古民家', '非公開の古民家'].sort());

    const published = byName.get('公開中の古民家')!;
    expect(published).toMatchObject({
      id: ids.published,
      location: '高山市上三之町1',
      prefecture: '岐阜県',
      pricePerNight: 24000,
      maxGuests: 4,
      bedrooms: 2,
      amenities: ['wifi'],
      yearBuilt: null,
      ownerId: host.user.id,
      isActive: true,
      status: 'approved',
      propertyStatus: 'published',
      statusReason: null,
    });
    expect(published.images).toHaveLength(3);

    expect(byName.get('却下された古民家')).toMatchObject({ status: 'rejected', isActive: false, statusReason: '写真が暗すぎます', propertyStatus: 'draft' });
    expect(byName.get('審査中の古民家')).toMatchObject({ status: 'pending', isActive: false, statusReason: null });
    expect(byName.get('非公開の古民家')).toMatchObject({ status: 'approved', isActive: false, propertyStatus: 'private' });
    expect(byName.get('停止中の古民家')).toMatchObject({ status: 'rejected', isActive: false, statusReason: '苦情の確認中です' });
  });

  it('puts the cover photo first', async () => {
    const list = await ok<OwnerDashboardProperty[]>(`/api/owner/${host.user.id}/properties`);
    const published = list.find((p) => p.id === ids.published)!;
    const photos = await t.db.query.propertyPhotos.findMany({ where: (p, { eq: equals }) => equals(p.propertyId, ids.published) });
    const cover = photos.find((p) => p.isCover)!;
    const rest = photos.filter((p) => !p.isCover).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(published.images).toEqual([cover.url, ...rest.map((p) => p.url)]);
  });

  it('shows a house made with the owner form as pending (審査待ち)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: host.cookie },
      payload: { name: 'フォームで登録した古民家', prefecture: '長野県', location: '松本市', pricePerNight: 18000, maxGuests: 3, bedrooms: 1, ownerId: host.user.id, isActive: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = await ok<OwnerDashboardProperty[]>(`/api/owner/${host.user.id}/properties`);
    expect(list[0]).toMatchObject({ id: created.json().id, name: 'フォームで登録した古民家', status: 'pending', isActive: false, pricePerNight: 18000, location: '松本市' });
    await t.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, created.json().id));
  });

  it('answers an owner without houses with an empty list', async () => {
    expect(await ok(`/api/owner/${otherHost.user.id}/properties`, otherHost.cookie)).toEqual([
      expect.objectContaining({ name: '別のオーナーの古民家', status: 'approved' }),
    ]);
    const fresh = await registerHost(t.app);
    expect(await ok(`/api/owner/${fresh.user.id}/properties`, fresh.cookie)).toEqual([]);
  });
});

describe('GET /api/owner/{ownerId}/bookings', () => {
  it("answers the owner's bookings newest first, in the owner's words, leaving out holds and never-paid system cancellations", async () => {
    const list = await ok<OwnerDashboardBooking[]>(`/api/owner/${host.user.id}/bookings?limit=100`);
    const mine = new Set(list.map((b) => b.id));
    for (const key of ['completed', 'confirmed', 'pending', 'privateStay', 'noShow', 'lastMonth', 'withdrawn']) expect(mine.has(ids[key]), key).toBe(true);
    for (const key of ['tentative', 'lapsedHold', 'releasedHold', 'lapsedRequest', 'othersBooking']) expect(mine.has(ids[key]), key).toBe(false);

    const byId = new Map(list.map((b) => [b.id, b]));
    expect(byId.get(ids.pending)).toMatchObject({
      propertyId: ids.published,
      propertyName: '公開中の古民家',
      guestName: '保留 四郎',
      checkIn: day(5),
      checkOut: day(7),
      nights: 2,
      guests: 1,
      totalPrice: 40000,
      status: 'pending',
      bookingStatus: 'pending',
    });
    expect(byId.get(ids.pending)!.respondBy).not.toBeNull();
    expect(byId.get(ids.completed)).toMatchObject({ status: 'confirmed', bookingStatus: 'completed', guestName: '完了 次郎', respondBy: null });
    expect(byId.get(ids.confirmed)).toMatchObject({ status: 'confirmed' });
    expect(byId.get(ids.noShow)).toMatchObject({ status: 'cancelled', bookingStatus: 'no_show' });
    expect(byId.get(ids.withdrawn)).toMatchObject({ status: 'cancelled' });
    // Without a named guest, the guest's account name.
    expect(byId.get(ids.privateStay)).toMatchObject({ guestName: '宿泊 花子', propertyName: '非公開の古民家' });

    const made = list.map((b) => b.createdAt);
    expect(made).toEqual([...made].sort().reverse());
  });

  it('answers at most `limit` bookings, 20 by default', async () => {
    expect(await ok<OwnerDashboardBooking[]>(`/api/owner/${host.user.id}/bookings?limit=2`)).toHaveLength(2);
    const all = await ok<OwnerDashboardBooking[]>(`/api/owner/${host.user.id}/bookings?limit=100`);
    const byDefault = await ok<OwnerDashboardBooking[]>(`/api/owner/${host.user.id}/bookings`);
    expect(byDefault).toHaveLength(Math.min(20, all.length));
  });

  it('answers the stays of a month for the calendar: requests and confirmed stays with a night in it, by check-in', async () => {
    const stays = await ok<OwnerDashboardBooking[]>(`/api/owner/${host.user.id}/bookings?month=${month.from.slice(0, 7)}`);
    expect(stays.map((b) => b.id)).toEqual([ids.completed, ids.confirmed, ids.pending, ids.privateStay]);
    const last = japanMonthRange(new Date(), -1).from.slice(0, 7);
    const lastStays = await ok<OwnerDashboardBooking[]>(`/api/owner/${host.user.id}/bookings?month=${last}`);
    expect(lastStays.map((b) => b.id)).toContain(ids.lastMonth);
    expect(await ok(`/api/owner/${host.user.id}/bookings?month=2001-01`)).toEqual([]);
  });

  it('refuses a malformed month or limit with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['month=2026-13', 'month'],
      ['month=202601', 'month'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
    ]) {
      const res = await get(`/api/owner/${host.user.id}/bookings?${query}`, host.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
    }
  });
});

describe('GET /api/owner/{ownerId}/stats', () => {
  it("computes this month's figures from the owner's bookings and reviews", async () => {
    const stats = await ok<OwnerStats>(`/api/owner/${host.user.id}/stats`);
    const daysInMonth = daysBetween(month.from, month.to);
    expect(stats).toEqual({
      // completed (1 night), confirmed (2 nights), the private house's confirmed stay (2 nights).
      bookingsThisMonth: 3,
      // チェックアウト分の売上: the same three check out this month; last month's stay checked out last month.
      revenueThisMonth: 20000 + 40000 + 40000,
      // 3 booked nights on the one published house; the month's nights less the 2 closed ones.
      occupancyRate: Math.round((3 / (daysInMonth - 2)) * 1000) / 10,
      averageRating: 4,
      reviewCount: 3,
      pendingRequests: 1,
      month: month.from.slice(0, 7),
    });
  });

  it('answers zeros and no rating for an owner without houses', async () => {
    const fresh = await registerHost(t.app);
    expect(await ok<OwnerStats>(`/api/owner/${fresh.user.id}/stats`, fresh.cookie)).toMatchObject({
      bookingsThisMonth: 0,
      revenueThisMonth: 0,
      occupancyRate: 0,
      averageRating: null,
      reviewCount: 0,
      pendingRequests: 0,
    });
  });
});

describe('who may see an owner dashboard', () => {
  const paths = ['properties', 'bookings', 'stats'];

  it("refuses another owner's dashboard with the same 404 as an unknown id", async () => {
    for (const path of paths) {
      const other = await get(`/api/owner/${host.user.id}/${path}`, otherHost.cookie);
      expect(other.statusCode, path).toBe(404);
      expect(other.json().message).toBe('オーナーが見つかりません');
      const unknown = await get(`/api/owner/${randomUUID()}/${path}`, otherHost.cookie);
      expect(unknown.statusCode, path).toBe(404);
      expect(unknown.json()).toEqual(other.json());
    }
  });

  it('lets a user with the admin role see any owner, and answers 404 for an id that is no owner', async () => {
    const stats = await ok<OwnerStats>(`/api/owner/${host.user.id}/stats`, adminUser.cookie);
    expect(stats.revenueThisMonth).toBe(100000);
    expect(await ok<OwnerDashboardProperty[]>(`/api/owner/${host.user.id}/properties`, adminUser.cookie)).toHaveLength(5);
    expect((await get(`/api/owner/${randomUUID()}/stats`, adminUser.cookie)).statusCode).toBe(404);
    expect((await get(`/api/owner/${guest.user.id}/stats`, adminUser.cookie)).statusCode).toBe(404);
  });

  it('refuses a guest with 403, no session with 401 and a malformed id with 400', async () => {
    for (const path of paths) {
      expect((await get(`/api/owner/${host.user.id}/${path}`, guest.cookie)).statusCode, path).toBe(403);
      expect((await get(`/api/owner/${guest.user.id}/${path}`, guest.cookie)).statusCode, path).toBe(403);
      expect((await get(`/api/owner/${host.user.id}/${path}`)).statusCode, path).toBe(401);
    }
    const malformed = await get('/api/owner/not-a-uuid/stats', host.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('ownerId');
  });

  it('refuses a back-office admin token: the host area is for signed-in users', async () => {
    const token = await adminToken(t);
    expect((await get(`/api/owner/${host.user.id}/stats`, undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(403);
  });

  it('never lets a shared cache keep the answers', async () => {
    const res = await get(`/api/owner/${host.user.id}/stats`, host.cookie);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

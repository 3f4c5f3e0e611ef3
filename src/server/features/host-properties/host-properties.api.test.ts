import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostProperty, HostPropertyCounts } from '@/contract/host-properties';
import { adminAccounts, auditLogs, hostProfiles, pricingRules, properties, propertyCalendar, propertyFeatures, propertyPhotos } from '@/db/schema';
import { japanMonthRange } from '@/domain/japan-date';
import type { AuditContext } from '../../audit/audit';
import { fromToday, insertBooking, insertCalendar, insertCatalog, insertPricingRule, insertProperty, insertReview, insertSeason, type Catalog } from '../../testing/fixtures';
import { adminToken, createTestApp, registerHost, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';
import { approveProperty, liftSuspension, rejectProperty, suspendProperty } from '../property-review/service';

let t: TestApp;
let catalog: Catalog;
let host: { user: { id: string }; cookie: string };
let otherHost: { user: { id: string }; cookie: string };
let guest: { user: { id: string }; cookie: string };
let admin: AuditContext;

const ids: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function list(query = '', cookie = host.cookie) {
  const res = await call('GET', `/api/host/properties${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return {
    items: res.json() as HostProperty[],
    total: Number(res.headers['x-total-count']),
    counts: JSON.parse(String(res.headers['x-list-counts'])) as HostPropertyCounts,
  };
}
const titles = (items: HostProperty[]) => items.map((p) => p.title);

async function guestSearch(destination: string) {
  const res = await call('GET', `/api/properties-with-booking-status?destination=${encodeURIComponent(destination)}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: string; title: string }[]).map((p) => p.id);
}

const setStatus = (id: string, status: 'draft' | 'in_review' | 'published' | 'private' | 'suspended') =>
  t.db.update(properties).set({ status }).where(eq(properties.id, id));

beforeAll(async () => {
  t = await createTestApp();
  catalog = await insertCatalog(t.db);
  host = await registerHost(t.app, { fullName: '古民家 太郎' });
  otherHost = await registerHost(t.app, { fullName: '別の ホスト' });
  guest = await signUpGuest(t.app, { fullName: '宿泊 花子' });
  const email = uniqueEmail('reviewer');
  await adminToken(t, email);
  const [account] = await t.db.select({ id: adminAccounts.id }).from(adminAccounts).where(eq(adminAccounts.email, email));
  admin = { adminId: account.id, ipAddress: '127.0.0.1', userAgent: 'test-admin' };

  const hostId = host.user.id;
  const day = (n: number) => new Date(Date.UTC(2024, 0, n));
  ids.machiya = await insertProperty(t.db, catalog, {
    hostId, title: '京町家 一棟貸し「紬」', prefecture: '京都府', city: '京都市東山区', addressLine: '清水二丁目 214', basePriceJpy: 32000,
    photos: { count: 4, cover: 1 }, features: ['irori', 'engawa'], amenities: ['wifi'], createdAt: day(1),
  });
  ids.kanazawa = await insertProperty(t.db, catalog, {
    hostId, status: 'private', title: '茶屋街の町家', prefecture: '石川県', city: '金沢市', addressLine: '東山一丁目 13', basePriceJpy: 18000,
    photos: { count: 3, cover: 0 }, createdAt: day(2),
  });
  ids.draft = await insertProperty(t.db, catalog, {
    hostId, status: 'draft', title: 'カヤブキの宿', prefecture: '岐阜県', city: '大野郡白川村', addressLine: '荻町 1', basePriceJpy: 25000,
    photos: { count: 1 }, createdAt: day(3),
  });
  ids.review = await insertProperty(t.db, catalog, { hostId, title: '審査中の古民家', prefecture: '長野県', city: '松本市', addressLine: '中央 1', basePriceJpy: 22000, createdAt: day(4) });
  await setStatus(ids.review, 'in_review');
  ids.suspended = await insertProperty(t.db, catalog, { hostId, status: 'suspended', title: '停止された古民家', prefecture: '奈良県', city: '奈良市', addressLine: '中院町 1', basePriceJpy: 26000, createdAt: day(5) });
  ids.others = await insertProperty(t.db, catalog, { hostId: otherHost.user.id, title: '京町家 よその宿', prefecture: '京都府', city: '京都市東山区', addressLine: '清水一丁目 1' });

  // The machiya: a booking next week, one later this month or next, a cancelled one, and a review.
  await insertBooking(t.db, { propertyId: ids.machiya, guestId: guest.user.id, checkin: fromToday(7), checkout: fromToday(9) });
  await insertBooking(t.db, { propertyId: ids.machiya, guestId: guest.user.id, checkin: fromToday(3), checkout: fromToday(4), status: 'cancelled' });
  await insertReview(t.db, { propertyId: ids.machiya, guestId: guest.user.id, rating: 5 });
  await insertReview(t.db, { propertyId: ids.machiya, guestId: guest.user.id, rating: 4 });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/host/properties', () => {
  it("lists only the host's own houses, newest first, with their counts per status", async () => {
    const { items, total, counts } = await list();
    expect(titles(items)).toEqual(['停止された古民家', '審査中の古民家', 'カヤブキの宿', '茶屋街の町家', '京町家 一棟貸し「紬」']);
    expect(total).toBe(5);
    expect(counts).toEqual({ all: 5, draft: 1, in_review: 1, published: 1, private: 1, suspended: 1 });
    const other = await list('', otherHost.cookie);
    expect(titles(other.items)).toEqual(['京町家 よその宿']);
    expect(other.counts.all).toBe(1);
  });

  it('answers each house with its cover, price, rating, next booking and bookings of the month', async () => {
    const { items } = await list('?q=紬');
    expect(items).toHaveLength(1);
    const [machiya] = items;
    const month = japanMonthRange();
    const nextWeek = fromToday(7);
    expect(machiya).toMatchObject({
      id: ids.machiya,
      prefecture: '京都府',
      city: '京都市東山区',
      addressLine: '清水二丁目 214',
      status: 'published',
      basePriceJpy: 32000,
      ratingAverage: 4.5,
      reviewCount: 2,
      coverPhoto: { url: expect.stringContaining('/api/placeholder/'), variants: null },
      nextBooking: { checkinDate: nextWeek, guestName: '宿泊 花子' },
      bookingsThisMonth: nextWeek >= month.from && nextWeek < month.to ? 1 : 0,
      missing: [],
      rejectionReason: null,
    });
    const [photo] = await t.db.select({ url: propertyPhotos.url }).from(propertyPhotos).where(and(eq(propertyPhotos.propertyId, ids.machiya), eq(propertyPhotos.isCover, true)));
    expect(machiya.coverPhoto?.url).toBe(photo.url);
    const [kanazawa] = (await list('?q=茶屋')).items;
    expect(kanazawa.nextBooking).toBeNull();
    expect(kanazawa.bookingsThisMonth).toBe(0);
    expect(kanazawa.ratingAverage).toBeNull();
  });

  it('searches title and location, full-width, katakana and hiragana alike', async () => {
    expect(titles((await list(`?q=${encodeURIComponent('かやぶき')}`)).items)).toEqual(['カヤブキの宿']);
    expect(titles((await list(`?q=${encodeURIComponent('金沢')}`)).items)).toEqual(['茶屋街の町家']);
    expect(titles((await list(`?q=${encodeURIComponent('白川村')}`)).items)).toEqual(['カヤブキの宿']);
    expect(titles((await list(`?q=${encodeURIComponent('清水二丁目')}`)).items)).toEqual(['京町家 一棟貸し「紬」']);
    expect(titles((await list(`?q=${encodeURIComponent('京町家')}`)).items)).toEqual(['京町家 一棟貸し「紬」']);
    expect(titles((await list('?q=nara')).items)).toEqual(['停止された古民家']);
    const none = await list('?q=%25');
    expect(none.total).toBe(0);
    expect(none.counts.all).toBe(5);
  });

  it('filters by status, sorts and pages on the server', async () => {
    expect(titles((await list('?status=draft')).items)).toEqual(['カヤブキの宿']);
    expect(titles((await list('?status=in_review')).items)).toEqual(['審査中の古民家']);
    expect((await list('?status=all')).total).toBe(5);
    expect(titles((await list('?sort=price&status=published')).items)).toEqual(['京町家 一棟貸し「紬」']);
    const cheapest = await list('?sort=price&pageSize=2');
    expect(titles(cheapest.items)).toEqual(['茶屋街の町家', '審査中の古民家']);
    const second = await list('?pageSize=2&page=2');
    expect(titles(second.items)).toEqual(['カヤブキの宿', '茶屋街の町家']);
    expect(second.total).toBe(5);
    const bad = await call('GET', '/api/host/properties?status=deleted', host.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('status');
  });

  it('says what a draft still lacks before review', async () => {
    const [draft] = (await list('?status=draft')).items;
    expect(draft.missing.map((m) => m.item)).toEqual(['hostVerified', 'photos', 'cover']);
    expect(draft.missing[1].label).toBe('写真を3枚以上追加してください');
  });
});

describe('who may act', () => {
  const routes = (id: string): [Method, string, unknown?][] => [
    ['GET', '/api/host/properties'],
    ['GET', `/api/host/properties/${id}/preview`],
    ['POST', `/api/host/properties/${id}/submit`],
    ['POST', `/api/host/properties/${id}/withdraw`],
    ['POST', `/api/host/properties/${id}/visibility`, { visibility: 'private' }],
    ['POST', `/api/host/properties/${id}/duplicate`],
    ['DELETE', `/api/host/properties/${id}`],
  ];

  it('answers 401 without a session and 403 to a guest', async () => {
    for (const [method, url, payload] of routes(ids.machiya)) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, guest.cookie, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers another host's house with the same 404 as a missing one, and changes nothing", async () => {
    for (const [method, url, payload] of routes(ids.others).slice(1)) {
      const res = await call(method, url, host.cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('物件が見つかりません');
    }
    const missing = await call('POST', '/api/host/properties/00000000-0000-4000-8000-000000000000/duplicate', host.cookie);
    expect(missing.statusCode).toBe(404);
    const [others] = await t.db.select({ status: properties.status, deletedAt: properties.deletedAt }).from(properties).where(eq(properties.id, ids.others));
    expect(others).toEqual({ status: 'published', deletedAt: null });
    expect((await call('POST', '/api/host/properties/not-an-id/submit', host.cookie)).statusCode).toBe(400);
  });
});

describe('submitting for review', () => {
  it('refuses an incomplete draft with the list of what is missing, in the message and the body', async () => {
    const res = await call('POST', `/api/host/properties/${ids.draft}/submit`, host.cookie);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.message).toContain('本人確認が完了していません');
    expect(body.message).toContain('写真を3枚以上追加してください');
    expect(body.missing.map((m: { item: string }) => m.item)).toEqual(['hostVerified', 'photos', 'cover']);
  });

  it('refuses a complete draft while the host is not verified', async () => {
    await t.db.insert(propertyPhotos).values([0, 1].map((i) => ({ propertyId: ids.draft, url: `/api/placeholder/1200/800?seed=${900 + i}`, sortOrder: 5 + i, isCover: i === 0 })));
    const res = await call('POST', `/api/host/properties/${ids.draft}/submit`, host.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().missing.map((m: { item: string }) => m.item)).toEqual(['hostVerified']);
  });

  it('puts a complete draft of a verified host in review, which the host may withdraw', async () => {
    await t.db.update(hostProfiles).set({ kycStatus: 'verified', verificationStatus: 'verified' }).where(eq(hostProfiles.userId, host.user.id));
    expect((await list('?status=draft')).items[0].missing).toEqual([]);
    const res = await call('POST', `/api/host/properties/${ids.draft}/submit`, host.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.draft, status: 'in_review', submittedAt: expect.any(String) });
    const again = await call('POST', `/api/host/properties/${ids.draft}/submit`, host.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この物件はすでに審査待ちです');

    const back = await call('POST', `/api/host/properties/${ids.draft}/withdraw`, host.cookie);
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('draft');
    expect((await call('POST', `/api/host/properties/${ids.draft}/withdraw`, host.cookie)).statusCode).toBe(409);
  });
});

describe('visibility', () => {
  it('hides a published house from the guests and publishes it again without a review', async () => {
    expect(await guestSearch('紬')).toEqual([ids.machiya]);
    const hide = await call('POST', `/api/host/properties/${ids.machiya}/visibility`, host.cookie, { visibility: 'private' });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().status).toBe('private');
    expect(await guestSearch('紬')).toEqual([]);
    expect((await call('GET', `/api/properties/${ids.machiya}`)).statusCode).toBe(404);
    const again = await call('POST', `/api/host/properties/${ids.machiya}/visibility`, host.cookie, { visibility: 'private' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この物件はすでに非公開です');

    const show = await call('POST', `/api/host/properties/${ids.machiya}/visibility`, host.cookie, { visibility: 'published' });
    expect(show.json().status).toBe('published');
    expect(await guestSearch('紬')).toEqual([ids.machiya]);
  });

  it('refuses a draft, a house in review and a suspended house, with a clear message', async () => {
    const draft = await call('POST', `/api/host/properties/${ids.draft}/visibility`, host.cookie, { visibility: 'published' });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toContain('先に審査に提出してください');
    const suspended = await call('POST', `/api/host/properties/${ids.suspended}/visibility`, host.cookie, { visibility: 'published' });
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json().message).toContain('停止中の物件は公開できません');
    const review = await call('POST', `/api/host/properties/${ids.review}/visibility`, host.cookie, { visibility: 'published' });
    expect(review.statusCode).toBe(409);
    const bad = await call('POST', `/api/host/properties/${ids.kanazawa}/visibility`, host.cookie, { visibility: 'hidden' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('visibility');
  });
});

describe('duplicating', () => {
  it('makes a new draft with photos, features, amenities and prices, without bookings, calendar or ratings', async () => {
    await insertPricingRule(t.db, ids.machiya, { activeFrom: '2024-01-01', satPrice: 40000 });
    await insertSeason(t.db, ids.machiya, { dateFrom: '2030-08-01', dateTo: '2030-08-31', pricePerNightJpy: 50000 });
    await insertCalendar(t.db, ids.machiya, [{ date: fromToday(30), isAvailable: false }]);

    const res = await call('POST', `/api/host/properties/${ids.machiya}/duplicate`, host.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const copyId = res.json().id as string;
    expect(copyId).not.toBe(ids.machiya);

    const [copy] = (await list(`?q=${encodeURIComponent('（コピー）')}`)).items;
    expect(copy).toMatchObject({
      id: copyId,
      title: '京町家 一棟貸し「紬」（コピー）',
      status: 'draft',
      city: '京都市東山区',
      basePriceJpy: 32000,
      ratingAverage: null,
      reviewCount: 0,
      nextBooking: null,
      bookingsThisMonth: 0,
      missing: [],
    });
    const photos = (id: string) => t.db.select({ url: propertyPhotos.url, isCover: propertyPhotos.isCover }).from(propertyPhotos).where(eq(propertyPhotos.propertyId, id)).orderBy(propertyPhotos.sortOrder);
    expect(await photos(copyId)).toEqual(await photos(ids.machiya));
    expect(await t.db.select().from(propertyFeatures).where(eq(propertyFeatures.propertyId, copyId))).toHaveLength(2);
    expect(await t.db.select().from(pricingRules).where(eq(pricingRules.propertyId, copyId))).toHaveLength(1);
    expect(await t.db.select().from(propertyCalendar).where(eq(propertyCalendar.propertyId, copyId))).toHaveLength(0);
    const preview = await call('GET', `/api/host/properties/${copyId}/preview`, host.cookie);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ title: '京町家 一棟貸し「紬」（コピー）', status: 'draft', photos: expect.any(Array) });
    expect(preview.json().amenities.map((a: { amenity: { key: string } }) => a.amenity.key)).toEqual(['wifi']);
    expect(preview.json().features.map((f: { key: string }) => f.key).sort()).toEqual(['engawa', 'irori']);
    // The copy is a draft: guests do not see it.
    expect((await call('GET', `/api/properties/${copyId}`)).statusCode).toBe(404);
    expect((await list()).counts).toMatchObject({ all: 6, draft: 2 });
  });
});

describe('deleting', () => {
  it('refuses a house with upcoming bookings, a tentative hold included, naming how many', async () => {
    const res = await call('DELETE', `/api/host/properties/${ids.machiya}`, host.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('今後の予約がある物件は削除できません（今後の予約: 1件）');

    const held = await insertProperty(t.db, catalog, { hostId: host.user.id, title: '仮予約のある宿' });
    await insertBooking(t.db, { propertyId: held, guestId: guest.user.id, checkin: fromToday(20), checkout: fromToday(21), status: 'tentative' });
    const refused = await call('DELETE', `/api/host/properties/${held}`, host.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('1件');
  });

  it('removes a house without upcoming bookings from every list and page; its past bookings stay readable', async () => {
    const house = await insertProperty(t.db, catalog, { hostId: host.user.id, title: '削除する古民家 縁側', prefecture: '福井県', city: '坂井市', photos: { count: 3, cover: 0 } });
    const past = await insertBooking(t.db, { propertyId: house, guestId: guest.user.id, checkin: fromToday(-10), checkout: fromToday(-8), status: 'completed' });
    await insertBooking(t.db, { propertyId: house, guestId: guest.user.id, checkin: fromToday(10), checkout: fromToday(12), status: 'cancelled' });
    await call('POST', `/api/favorites/${house}`, guest.cookie);
    expect(await guestSearch('縁側')).toEqual([house]);
    const before = (await list()).counts;

    const res = await call('DELETE', `/api/host/properties/${house}`, host.cookie);
    expect(res.statusCode, res.body).toBe(204);

    expect(await guestSearch('縁側')).toEqual([]);
    expect((await call('GET', `/api/properties/${house}`)).statusCode).toBe(404);
    const favourites = await call('GET', '/api/user/favorites', guest.cookie);
    expect((favourites.json() as { id: string }[]).map((f) => f.id)).not.toContain(house);
    const after = await list(`?q=${encodeURIComponent('縁側')}`);
    expect(after.total).toBe(0);
    expect(after.counts.all).toBe(before.all - 1);
    expect(after.counts.published).toBe(before.published - 1);
    expect((await call('GET', `/api/host/properties/${house}/preview`, host.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/host/properties/${house}`, host.cookie)).statusCode).toBe(404);
    const [row] = await t.db.select({ title: properties.title, status: properties.status, deletedAt: properties.deletedAt }).from(properties).where(eq(properties.id, house));
    expect(row).toMatchObject({ title: '削除する古民家 縁側', status: 'private', deletedAt: expect.any(Date) });

    const booking = await call('GET', `/api/bookings/${past}`, guest.cookie);
    expect(booking.statusCode).toBe(200);
    expect(booking.json().propertyTitle).toBe('削除する古民家 縁側');
    const history = await call('GET', '/api/user/bookings', guest.cookie);
    expect(JSON.stringify(history.json())).toContain('削除する古民家 縁側');

    const dashboard = await call('GET', '/api/host/dashboard', host.cookie);
    expect(dashboard.json().stats.propertyCount).toBe(before.all - 1);
  });
});

describe('review by the back office (service)', () => {
  it('approves a submitted house, which the guest search then finds by its title, and audits it', async () => {
    const house = await insertProperty(t.db, catalog, { hostId: host.user.id, status: 'draft', title: '審査に出した茅葺きの家', prefecture: '富山県', city: '南砺市', photos: { count: 3, cover: 0 } });
    expect((await call('POST', `/api/host/properties/${house}/submit`, host.cookie)).statusCode).toBe(200);
    expect(await guestSearch('茅葺きの家')).toEqual([]);

    await expect(rejectProperty({ db: t.db, mail: t.app.mail }, admin, house, '  ')).rejects.toMatchObject({ statusCode: 400, field: 'reason' });
    expect(await approveProperty({ db: t.db, mail: t.app.mail }, admin, house)).toEqual({ id: house, status: 'published' });
    expect(await guestSearch('茅葺きの家')).toEqual([house]);
    await expect(approveProperty({ db: t.db, mail: t.app.mail }, admin, house)).rejects.toMatchObject({ statusCode: 409, message: '審査待ちの物件ではありません' });

    const [entry] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, house), eq(auditLogs.action, 'approve')));
    expect(entry).toMatchObject({ entityType: 'property', adminId: admin.adminId, userAgent: 'test-admin', oldValues: { status: 'in_review', rejectionReason: null }, newValues: { status: 'published', rejectionReason: null } });
  });

  it('rejects with a reason the host sees on the draft; a corrected draft may be submitted again', async () => {
    const house = await insertProperty(t.db, catalog, { hostId: host.user.id, status: 'draft', title: '却下される町家', photos: { count: 3, cover: 0 } });
    await call('POST', `/api/host/properties/${house}/submit`, host.cookie);
    expect(await rejectProperty({ db: t.db, mail: t.app.mail }, admin, house, '写真が暗く、建物の外観がわかりません')).toEqual({ id: house, status: 'draft' });
    const [item] = (await list(`?q=${encodeURIComponent('却下される')}`)).items;
    expect(item).toMatchObject({ status: 'draft', rejectionReason: '写真が暗く、建物の外観がわかりません' });
    const [entry] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, house), eq(auditLogs.action, 'reject')));
    expect(entry.newValues).toMatchObject({ status: 'draft', rejectionReason: '写真が暗く、建物の外観がわかりません', rejectedAt: expect.any(String) });

    expect((await call('POST', `/api/host/properties/${house}/submit`, host.cookie)).json().status).toBe('in_review');
    await approveProperty({ db: t.db, mail: t.app.mail }, admin, house);
    const [approved] = (await list(`?q=${encodeURIComponent('却下される')}`)).items;
    expect(approved).toMatchObject({ status: 'published', rejectionReason: null });
  });

  it('suspends a published house with a reason (gone from the search, the host cannot publish it) and lifts it back', async () => {
    const house = await insertProperty(t.db, catalog, { hostId: host.user.id, title: '停止と解除の古民家', prefecture: '鳥取県', city: '倉吉市' });
    expect(await suspendProperty(t.db, admin, house, '利用者からの通報を確認中です')).toEqual({ id: house, status: 'suspended' });
    expect(await guestSearch('停止と解除')).toEqual([]);
    const [item] = (await list(`?q=${encodeURIComponent('停止と解除')}`)).items;
    expect(item).toMatchObject({ status: 'suspended', suspensionReason: '利用者からの通報を確認中です' });
    expect((await call('POST', `/api/host/properties/${house}/visibility`, host.cookie, { visibility: 'published' })).statusCode).toBe(409);
    await expect(suspendProperty(t.db, admin, house, '二回目')).rejects.toMatchObject({ statusCode: 409 });

    expect(await liftSuspension(t.db, admin, house)).toEqual({ id: house, status: 'published' });
    expect(await guestSearch('停止と解除')).toEqual([house]);
    await expect(liftSuspension(t.db, admin, house)).rejects.toMatchObject({ statusCode: 409, message: 'この物件は停止されていません' });
    const trail = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, house)).orderBy(auditLogs.createdAt);
    expect(trail.map((e) => e.action)).toEqual(['suspend', 'lift_suspension']);
    expect(trail[0]).toMatchObject({ oldValues: { status: 'published', suspensionReason: null }, newValues: { status: 'suspended', statusBeforeSuspension: 'published' } });
  });

  it('does not find a deleted house', async () => {
    const house = await insertProperty(t.db, catalog, { hostId: host.user.id, status: 'draft', title: '消された下書き' });
    expect((await call('DELETE', `/api/host/properties/${house}`, host.cookie)).statusCode).toBe(204);
    await expect(suspendProperty(t.db, admin, house, '理由')).rejects.toMatchObject({ statusCode: 404 });
  });
});

import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, bookings, guestRegistryEntries } from '@/db/schema';
import { addDays } from '@/domain/japan-date';
import { fromToday, insertBooking, insertProperty } from '../../testing/fixtures';
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';
import { eraseExpiredRegistry } from '../../jobs/registry-erasure';

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUpGuest>>;
let other: Awaited<ReturnType<typeof signUpGuest>>;
let host: Awaited<ReturnType<typeof registerHost>>;
let stranger: Awaited<ReturnType<typeof registerHost>>;
let propertyId: string;
let bookingId: string;

const japanese = { fullName: '山田 太郎', fullNameKana: 'やまだ たろう', address: '東京都新宿区西新宿2-8-1', occupation: '会社員', contact: '090-1234-5678', livesInJapan: true, nationality: '', passportNumber: '' };
const foreign = { fullName: 'Emma Smith', fullNameKana: 'エマ スミス', address: '10 Downing Street, London', occupation: 'Engineer', contact: 'emma@example.com', livesInJapan: false, nationality: 'イギリス', passportNumber: 'gb 1234567' };

async function passportPng(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
    .withMetadata({ exif: { IFD0: { Artist: 'secret-gps-owner' } } })
    .png()
    .toBuffer();
}

function multipart(file: Buffer) {
  const boundary = '----registry';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="passport"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  t = await createTestApp();
  guest = await signUpGuest(t.app, { fullName: '山田 太郎' });
  other = await signUpGuest(t.app);
  host = await registerHost(t.app);
  stranger = await registerHost(t.app);
  propertyId = await insertProperty(t.db, null, { hostId: host.user.id, title: '登録テストの家' });
  bookingId = await insertBooking(t.db, { propertyId, guestId: guest.user.id, checkin: fromToday(0), checkout: fromToday(2) });
  await t.db.update(bookings).set({ guestsAdults: 2 }).where(eq(bookings.id, bookingId));
}, 180_000);
afterAll(() => t.close());

describe('online check-in and the guest registry', () => {
  it('refuses another guest and a stranger the booking’s check-in (404), and a visitor (401)', async () => {
    expect((await t.app.inject({ url: `/api/bookings/${bookingId}/check-in`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/bookings/${bookingId}/check-in` })).statusCode).toBe(401);
    const put = await t.app.inject({ method: 'PUT', url: `/api/bookings/${bookingId}/check-in/0`, headers: { cookie: other.cookie }, payload: japanese });
    expect(put.statusCode).toBe(404);
  });

  it('shows the guest a party of two, the first pre-filled from the profile, not complete', async () => {
    const res = await t.app.inject({ url: `/api/bookings/${bookingId}/check-in`, headers: { cookie: guest.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ partySize: 2, regime: 'minpaku', requirements: { occupation: true, contact: true }, window: { state: 'open' }, complete: false });
    expect(body.entries).toEqual([null, null]);
    expect(body.prefill.fullName).toBe('山田 太郎');
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('flags the stay checking in today to its host while the registry is incomplete (list and dashboard)', async () => {
    const list = await t.app.inject({ url: '/api/host/bookings', headers: { cookie: host.cookie } });
    expect(list.json().find((b: { id: string }) => b.id === bookingId)).toMatchObject({ registryIncomplete: true });
    const dashboard = await t.app.inject({ url: '/api/host/dashboard', headers: { cookie: host.cookie } });
    expect(dashboard.json().stats.registryIncompleteToday).toBe(1);
  });

  it('names every missing field in Japanese', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/bookings/${bookingId}/check-in/1`, headers: { cookie: guest.cookie }, payload: { ...foreign, occupation: '', passportNumber: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { field: string }) => i.field)).toEqual(['occupation', 'passportNumber', 'passportImage']);
    expect(res.json().message).toBe('職業を入力してください');
  });

  it('takes a Japanese guest and a foreign guest with the passport photo, without its metadata', async () => {
    const first = await t.app.inject({ method: 'PUT', url: `/api/bookings/${bookingId}/check-in/0`, headers: { cookie: guest.cookie }, payload: japanese });
    expect(first.statusCode).toBe(200);
    expect(first.json().entries[0]).toMatchObject({ fullNameKana: 'ヤマダ タロウ', submitted: true });
    const upload = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/check-in/1/passport`, headers: { cookie: guest.cookie, ...multipart(await passportPng()).headers }, payload: multipart(await passportPng()).payload });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().entries[1]).toMatchObject({ hasPassportImage: true, passportImageUrl: null, submitted: false });
    const second = await t.app.inject({ method: 'PUT', url: `/api/bookings/${bookingId}/check-in/1`, headers: { cookie: guest.cookie }, payload: foreign });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ complete: true });
    expect(second.json().entries[1]).toMatchObject({ passportNumber: 'GB1234567', nationality: 'イギリス', submitted: true });
  });

  it('shows the host the registry; the passport photo is read by the host and an admin, each read audited', async () => {
    const list = await t.app.inject({ url: '/api/host/bookings', headers: { cookie: host.cookie } });
    expect(list.json().find((b: { id: string }) => b.id === bookingId)).toMatchObject({ registryIncomplete: false });
    expect((await t.app.inject({ url: '/api/host/dashboard', headers: { cookie: host.cookie } })).json().stats.registryIncompleteToday).toBe(0);
    const registry = await t.app.inject({ url: `/api/host/bookings/${bookingId}/registry`, headers: { cookie: host.cookie } });
    expect(registry.statusCode).toBe(200);
    expect(registry.json()).toMatchObject({ partySize: 2, submittedCount: 2, complete: true, canVerify: true });
    const url = registry.json().entries[1].passportImageUrl as string;
    expect(url).toBe(`/api/host/bookings/${bookingId}/registry/1/passport`);

    const image = await t.app.inject({ url, headers: { cookie: host.cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();

    expect((await t.app.inject({ url, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: { cookie: guest.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/host/bookings/${bookingId}/registry`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);

    const token = await adminToken(t);
    const adminRegistry = await t.app.inject({ url: `/api/admin/bookings/${bookingId}/registry`, headers: { authorization: `Bearer ${token}` } });
    expect(adminRegistry.statusCode).toBe(200);
    const adminUrl = adminRegistry.json().entries[1].passportImageUrl as string;
    expect((await t.app.inject({ url: adminUrl, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);

    const reads = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, bookingId), eq(auditLogs.action, 'read_passport')));
    expect(reads).toHaveLength(2);
    expect(reads.map((r) => [r.userId, r.adminId === null, r.newValues])).toContainEqual([host.user.id, true, { guestNumber: 2 }]);
    expect(reads.some((r) => r.adminId !== null && r.userId === null)).toBe(true);
  });

  it('lets the host mark a guest 本人確認済み; another host cannot', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/host/bookings/${bookingId}/registry/1/verify`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/api/host/bookings/${bookingId}/registry/1/verify`, headers: { cookie: host.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().entries[1].verifiedAt).not.toBeNull();
    expect(res.json().entries[0].verifiedAt).toBeNull();
  });

  it('downloads the house’s registry as CSV for Excel: BOM, CRLF, Japanese columns, formulas neutralised', async () => {
    await t.app.inject({ method: 'PUT', url: `/api/bookings/${bookingId}/check-in/0`, headers: { cookie: guest.cookie }, payload: { ...japanese, occupation: '=HYPERLINK("x")' } });
    const res = await t.app.inject({ url: `/api/host/properties/${propertyId}/registry.csv?from=${fromToday(-1)}&to=${fromToday(30)}`, headers: { cookie: host.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFF予約番号,チェックイン,チェックアウト,宿泊者No.,氏名,フリガナ,住所,職業,連絡先,国内の住所,国籍,旅券番号,旅券の写し,本人確認\r\n')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`,1,山田 太郎,ヤマダ タロウ,東京都新宿区西新宿2-8-1,"'=HYPERLINK(""x"")",090-1234-5678,あり,,,,未確認`);
    expect(lines[2]).toContain(',2,Emma Smith,エマ スミス,"10 Downing Street, London",Engineer,emma@example.com,なし,イギリス,GB1234567,保存済み,確認済み');
    expect((await t.app.inject({ url: `/api/host/properties/${propertyId}/registry.csv?from=${fromToday(-1)}&to=${fromToday(30)}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
  });

  it('says before the window opens from which day the guest may fill it', async () => {
    const later = await insertBooking(t.db, { propertyId, guestId: guest.user.id, checkin: fromToday(20), checkout: fromToday(22) });
    const res = await t.app.inject({ url: `/api/bookings/${later}/check-in`, headers: { cookie: guest.cookie } });
    expect(res.json().window).toMatchObject({ state: 'not_yet', opensOn: fromToday(13) });
    expect(res.json().window.message).toContain('チェックインの7日前');
    const put = await t.app.inject({ method: 'PUT', url: `/api/bookings/${later}/check-in/0`, headers: { cookie: guest.cookie }, payload: japanese });
    expect(put.statusCode).toBe(409);
  });

  it('erases the registry 3 years after check-out and keeps the booking', async () => {
    const old = await insertBooking(t.db, { propertyId, guestId: guest.user.id, checkin: '2020-01-10', checkout: '2020-01-12', status: 'completed' });
    await t.db.insert(guestRegistryEntries).values({ bookingId: old, guestIndex: 0, fullName: '古い 記録', submittedAt: new Date() });
    const files = new Map<string, boolean>();
    const area = { put: async () => undefined, get: async () => null, exists: async () => false, delete: async (key: string) => void files.set(key, true) };
    expect(await eraseExpiredRegistry(t.db, area, new Date('2023-01-12T23:59:00+09:00'))).toBe(0);
    const erased = await eraseExpiredRegistry(t.db, area, new Date(`${addDays('2023-01-12', 1)}T00:01:00+09:00`));
    expect(erased).toBe(1);
    expect(await t.db.select().from(guestRegistryEntries).where(eq(guestRegistryEntries.bookingId, old))).toHaveLength(0);
    expect(await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, old))).toHaveLength(1);
    // Today's stays are three years from their erasure.
    expect(await t.db.select().from(guestRegistryEntries).where(eq(guestRegistryEntries.bookingId, bookingId))).toHaveLength(2);
  });
});

import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, uploadedFiles } from '@/db/schema';
import { fromToday, insertBooking, insertHost, insertProperty } from '../../testing/fixtures';
import { multipart } from '../../testing/multipart';
import { createTestApp, signUpGuest, type TestApp } from '../../testing/test-app';
import { removeUnusedReviewPhotos, REVIEW_PHOTO_DAILY_BYTES } from './service';

let t: TestApp;
let houseId: string;
let guest: { user: { id: string }; cookie: string };
let other: { user: { id: string }; cookie: string };
/** A completed stay of `guest` that may be reviewed, in a house of its own. */
let reviewable: string;
let photoHouse: string;

/** The smallest valid PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A PNG whose header says width × height, with one tiny row of data: what a decompression bomb looks like to a header reader. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.alloc(width * 3 + 1))), chunk('IEND', Buffer.alloc(0))]);
}

/** Uploads review photos for a booking (by default the guest's reviewable stay). */
const upload = (cookie: string, files: Parameters<typeof multipart>[0], bookingId = reviewable) => {
  const body = multipart(files);
  return t.app.inject({ method: 'POST', url: `/api/reviews/photos?bookingId=${bookingId}`, headers: { ...body.headers, cookie }, payload: body.payload });
};

const review = (bookingId: string, extra: Record<string, unknown> = {}) => ({
  bookingId,
  overallRating: 5,
  cleanlinessRating: 4,
  accuracyRating: 5,
  locationRating: 4,
  valueRating: 5,
  hostRating: 5,
  comment: '囲炉裏を囲んで過ごす夜は格別でした。また伺います。',
  photos: [],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const hostId = (await insertHost(t.db)).id;
  houseId = await insertProperty(t.db, null, { hostId });
  guest = await signUpGuest(t.app);
  other = await signUpGuest(t.app);
  photoHouse = await insertProperty(t.db, null, { hostId });
  reviewable = await insertBooking(t.db, { propertyId: photoHouse, guestId: guest.user.id, checkin: fromToday(-4), checkout: fromToday(-2), status: 'completed' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/bookings/{id}/review-details', () => {
  it('a completed stay within 14 days of check-out may be reviewed', async () => {
    const id = await insertBooking(t.db, { propertyId: houseId, guestId: guest.user.id, checkin: fromToday(-5), checkout: fromToday(-3), status: 'completed' });
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/review-details`, headers: { cookie: guest.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ canReview: true, reason: null, bookingId: id, checkIn: fromToday(-5), checkOut: fromToday(-3), nights: 2, reviewDeadline: fromToday(11) });
  });

  it.each([
    ['a stay not yet completed', 10, 12, 'confirmed', 'ご宿泊が完了した予約のみレビューできます'],
    ['a stay more than 14 days ago', -20, -15, 'completed', 'レビューの投稿期限（チェックアウトから14日）を過ぎています'],
  ] as const)('refuses %s', async (_label, from, to, status, reason) => {
    const id = await insertBooking(t.db, { propertyId: houseId, guestId: guest.user.id, checkin: fromToday(from), checkout: fromToday(to), status });
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/review-details`, headers: { cookie: guest.cookie } });
    expect(res.json()).toMatchObject({ canReview: false, reason });
    const post = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie: guest.cookie }, payload: review(id) });
    expect(post.statusCode).toBe(409);
    expect(post.json().message).toBe(reason);
  });

  it("answers 404 for another guest's booking", async () => {
    const id = await insertBooking(t.db, { propertyId: houseId, guestId: guest.user.id, checkin: fromToday(-30), checkout: fromToday(-29), status: 'completed' });
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/review-details`, headers: { cookie: other.cookie } });
    expect(res.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie: other.cookie }, payload: review(id) });
    expect(post.statusCode).toBe(404);
  });
});

describe('POST /api/reviews/photos', () => {
  it('stores a real image under a generated name, re-encoded as a JPEG, and serves it', async () => {
    const res = await upload(guest.cookie, [{ field: 'photo_0', name: 'irori.png', type: 'image/png', bytes: PNG }]);
    expect(res.statusCode, res.body).toBe(201);
    const [url] = res.json().photoUrls as string[];
    expect(url).toMatch(/^\/uploads\/reviews\/[0-9a-f-]{36}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1, height: 1 });
  });

  it('publishes no metadata: the GPS position and the camera’s serial number are gone', async () => {
    // A 40×20 photo with the camera's make, GPS and the body's serial number.
    const taken = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c0a080' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'KominkaCam', Model: 'Z9' },
        IFD2: { BodySerialNumber: 'SERIAL-7731-AB' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 0/1 4432/100', GPSLongitudeRef: 'E', GPSLongitude: '135/1 46/1 1234/100' },
      })
      .toBuffer();
    expect(taken.includes('SERIAL-7731-AB')).toBe(true);
    const res = await upload(guest.cookie, [{ field: 'photo_0', name: 'gps.jpg', type: 'image/jpeg', bytes: taken }]);
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().photoUrls[0] });
    expect(served.rawPayload.equals(taken)).toBe(false);
    expect(served.rawPayload.includes('SERIAL-7731-AB')).toBe(false);
    expect(served.rawPayload.includes('KominkaCam')).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({ width: 40, height: 20, orientation: undefined });
  });

  it('refuses a PNG bomb of 20,000 × 20,000 pixels from its header (415), storing nothing', async () => {
    const bomb = pngHeaderOnly(20_000, 20_000);
    const before = await t.db.select().from(uploadedFiles);
    const res = await upload(guest.cookie, [{ field: 'photo_0', name: 'bomb.png', type: 'image/png', bytes: bomb }]);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'photo_0' });
    expect(await t.db.select().from(uploadedFiles)).toHaveLength(before.length);
  });

  it('keeps nothing of a JPEG/HTML polyglot but the picture', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#223344' } }).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    const res = await upload(guest.cookie, [{ field: 'photo_0', name: 'page.jpg', type: 'image/jpeg', bytes: polyglot }]);
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().photoUrls[0] });
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(served.rawPayload.includes('<html')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('refuses a file that is not an image by its bytes, whatever its name and type say (415)', async () => {
    const res = await upload(guest.cookie, [{ field: 'photo_0', name: 'photo.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: '画像ファイル（JPEG・PNG・WebP・GIF）のみアップロードできます' });
  });

  it('refuses a photo over 5 MB (413) and a visitor who is not signed in (401)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(guest.cookie, [{ field: 'photo_0', name: 'big.png', type: 'image/png', bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('写真は1枚5MBまでです');
    const anonymous = multipart([{ field: 'photo_0', name: 'a.png', type: 'image/png', bytes: PNG }]);
    expect((await t.app.inject({ method: 'POST', url: `/api/reviews/photos?bookingId=${reviewable}`, headers: anonymous.headers, payload: anonymous.payload })).statusCode).toBe(401);
  });

  it.each([
    ['without a closing boundary', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="photo_0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxxxx'],
    ['without a boundary at all', 'multipart/form-data', 'garbage'],
  ])('refuses a multipart body %s with a 400, not a 500', async (_case, contentType, payload) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/reviews/photos?bookingId=${reviewable}`, headers: { 'content-type': contentType, cookie: guest.cookie }, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'アップロードされたデータの形式が正しくありません' });
  });
});

describe('review photos cannot be hoarded', () => {
  const one = [{ field: 'photo_0', name: 'a.png', type: 'image/png', bytes: PNG }];

  it('takes photos only for a stay the guest may review now', async () => {
    const noBooking = await t.app.inject({ method: 'POST', url: '/api/reviews/photos', headers: { ...multipart(one).headers, cookie: guest.cookie }, payload: multipart(one).payload });
    expect(noBooking.statusCode).toBe(400);
    expect(noBooking.json()).toMatchObject({ field: 'bookingId', message: 'レビューする予約を指定してください' });
    const upcoming = await insertBooking(t.db, { propertyId: photoHouse, guestId: guest.user.id, checkin: fromToday(20), checkout: fromToday(22), status: 'confirmed' });
    expect((await upload(guest.cookie, one, upcoming)).statusCode).toBe(409);
    expect((await upload(other.cookie, one, reviewable)).statusCode).toBe(404);
  });

  it('caps the bytes a guest uploads in 24 hours', async () => {
    const guestOfQuota = await signUpGuest(t.app);
    const stay = await insertBooking(t.db, { propertyId: photoHouse, guestId: guestOfQuota.user.id, checkin: fromToday(-10), checkout: fromToday(-8), status: 'completed' });
    await t.db.insert(uploadedFiles).values({ key: `reviews/quota-${stay}.png`, userId: guestOfQuota.user.id, bookingId: stay, bytes: REVIEW_PHOTO_DAILY_BYTES - 10 });
    const refused = await upload(guestOfQuota.cookie, one, stay);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('1日50MBまで');
  });

  it('lets a review take only the guest’s own photos of that stay, and removes photos no review took after 24 hours', async () => {
    const [mine] = (await upload(guest.cookie, one)).json().photoUrls as string[];
    const stayOfOther = await insertBooking(t.db, { propertyId: photoHouse, guestId: other.user.id, checkin: fromToday(-13), checkout: fromToday(-11), status: 'completed' });
    const taken = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie: other.cookie }, payload: review(stayOfOther, { photos: [mine] }) });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ field: 'photos', message: 'アップロードされていない写真が含まれています' });

    expect(await removeUnusedReviewPhotos(t.db, t.app.storage.public, new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: mine })).statusCode).toBe(200);
    expect(await removeUnusedReviewPhotos(t.db, t.app.storage.public, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: mine })).statusCode).toBe(404);
  });
});

describe('POST /api/reviews', () => {
  it('records the review with its photo, unpublished until moderation or 24 hours; a second one is refused', async () => {
    const id = await insertBooking(t.db, { propertyId: houseId, guestId: guest.user.id, checkin: fromToday(-8), checkout: fromToday(-6), status: 'completed' });
    const photo = (await upload(guest.cookie, [{ field: 'photo_0', name: 'a.png', type: 'image/png', bytes: PNG }], id)).json().photoUrls[0];
    const res = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie: guest.cookie }, payload: review(id, { photos: [photo] }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('awaiting_publication');
    const [row] = await t.db.select().from(reviews).where(eq(reviews.bookingId, id));
    expect(row).toMatchObject({ ratingOverall: 5, ratingCleanliness: 4, ratingHost: 5, photoUrls: [photo], publishedAt: null });

    const listed = await t.app.inject({ method: 'GET', url: `/api/properties/${houseId}/reviews` });
    expect(listed.json().reviewCount).toBe(0);

    const again = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie: guest.cookie }, payload: review(id) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この予約のレビューは投稿済みです');
    const details = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/review-details`, headers: { cookie: guest.cookie } });
    expect(details.json()).toMatchObject({ canReview: false, reason: 'この予約のレビューは投稿済みです' });
  });

  it.each([
    [{ overallRating: 0 }, 'overallRating', '総合評価を選択してください'],
    [{ comment: '短すぎる' }, 'comment', 'コメントは10文字以上で入力してください'],
    [{ cleanlinessRating: 6 }, 'cleanlinessRating', '清潔さは5以下で選択してください'],
    [{ photos: ['https://evil.example/x.png'] }, 'photos.0', '写真のURLが正しくありません'],
  ])('refuses %j with 400 and the message', async (change, field, message) => {
    const otherHouse = await insertProperty(t.db, null, { hostId: (await insertHost(t.db)).id });
    const id = await insertBooking(t.db, { propertyId: otherHouse, guestId: guest.user.id, checkin: fromToday(-4), checkout: fromToday(-2), status: 'completed' });
    const res = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie: guest.cookie }, payload: review(id, change) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
  });
});

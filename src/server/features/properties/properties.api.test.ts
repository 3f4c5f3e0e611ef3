import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasicAmenityLink, KominkaFeature, PropertyDetail, PropertyReviews } from '@/contract/properties';
import { HIDDEN_AMENITY_CATEGORY } from '@/contract/enums';
import { kominkaFeaturesMaster, propertyPhotos, reviews } from '@/db/schema';
import { addDays, japanDate } from '@/domain/japan-date';
import { insertCatalog, insertHost, insertProperty, insertReview, insertUser, type Catalog } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findPropertyDetail, refreshPropertyRating } from './repository';
import { ageDecade, familyName, propertyDetailOf } from './service';

let t: TestApp;
let catalog: Catalog;
let hostId: string;
let houseId: string;
let draftId: string;
const missingId = '7b0c6a52-4f0e-4d8a-9f3e-2a1b3c4d5e6f';

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  catalog = await insertCatalog(t.db);
  hostId = (await insertHost(t.db, { displayName: '古民家の宿 紬', bio: '京都で三代続く町家を守っています。', profileImageUrl: '/img/host.jpg' })).id;
  houseId = await insertProperty(t.db, catalog, {
    hostId,
    title: '京町家 一棟貸し「紬」',
    prefecture: '京都府',
    city: '京都市東山区',
    addressLine: '清水二丁目 214-3',
    basePriceJpy: 28000,
    cleaningFeeJpy: 6000,
    maxGuests: 5,
    minNights: 2,
    maxNights: 14,
    // Out of display order on purpose: 内装, 屋根, 建築構造, 建築構造.
    features: ['tatami', 'kayabuki_roof', 'irori', 'doma'],
    amenities: ['towels', 'self_checkin', 'wifi', { key: 'refrigerator', value: '大型' }, { key: 'microwave', isAvailable: false }, 'free_parking'],
    photos: { count: 4, cover: 2 },
  });
  draftId = await insertProperty(t.db, catalog, { hostId, status: 'draft', features: ['irori'], amenities: ['wifi'], photos: { count: 1 } });
});
afterAll(async () => {
  await t?.close();
});

describe('only published houses exist for guests', () => {
  it.each(['', '/features', '/basic-amenities', '/host', '/reviews'])('GET /api/properties/{id}%s answers 404 for a draft and an unknown id', async (suffix) => {
    for (const id of [draftId, missingId]) {
      const res = await get(`/api/properties/${id}${suffix}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: '物件が見つかりません' });
    }
  });

  it.each(['', '/features', '/basic-amenities', '/host', '/reviews'])('GET /api/properties/{bad id}%s answers 400 naming the id', async (suffix) => {
    const res = await get(`/api/properties/not-a-uuid${suffix}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
  });
});

describe('GET /api/properties/{id}', () => {
  it('answers the detail with the cover photo first, then the others by sortOrder', async () => {
    const res = await get(`/api/properties/${houseId}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as PropertyDetail;
    expect(detail).toMatchObject({
      id: houseId,
      title: '京町家 一棟貸し「紬」',
      prefecture: '京都府',
      city: '京都市東山区',
      district: '清水二丁目',
      addressLine: null,
      accessInfo: null,
      basePriceJpy: 28000,
      cleaningFeeJpy: 6000,
      maxGuests: 5,
      minNights: 2,
      maxNights: 14,
      checkinFrom: '15:00',
      checkoutUntil: '11:00',
      cancelPolicy: 'moderate',
      requiresApproval: false,
      beds: 3,
      bathrooms: 1,
      floorSpaceM2: null,
      zipcode: null,
      isBooked: false,
      averageRating: null,
      reviewCount: 0,
    });
    expect(detail.photos.map((p) => [p.caption, p.isCover])).toEqual([
      ['写真3', true],
      ['写真1', false],
      ['写真2', false],
      ['写真4', false],
    ]);
    expect(detail.coverPhotoUrl).toBe(detail.photos[0].url);
    expect(detail.amenityLabels).toEqual(['Wi-Fi', '無料駐車場', '冷蔵庫', 'タオル']);
  });

  it("answers the same detail as the host's preview (but for the address, as a stranger sees it), with the photos' stored sizes, and for a house without photos", async () => {
    const sized = await insertProperty(t.db, catalog, { hostId, amenities: ['wifi'], photos: { count: 2, cover: 2 } });
    const variants = { sources: [{ format: 'webp', width: 640, url: '/uploads/photos/a-640.webp' }, { format: 'jpeg', width: 640, url: '/uploads/photos/a-640.jpg' }] };
    await t.db.update(propertyPhotos).set({ variants, width: 1600, height: 1067 }).where(eq(propertyPhotos.propertyId, sized));
    const bare = await insertProperty(t.db, catalog, { hostId, amenities: [], features: [] });
    for (const id of [houseId, sized, bare]) {
      const res = await get(`/api/properties/${id}`);
      expect(res.statusCode).toBe(200);
      const preview = await propertyDetailOf(t.db, (await findPropertyDetail(t.db, id))!, {});
      expect(res.json()).toEqual(JSON.parse(JSON.stringify(preview)));
    }
    const withSizes = (await get(`/api/properties/${sized}`)).json() as PropertyDetail;
    expect(withSizes.photos.map((p) => [p.variants, p.width, p.height])).toEqual([
      [variants, 1600, 1067],
      [variants, 1600, 1067],
    ]);
    expect(withSizes.coverVariants).toEqual(variants);
    expect(((await get(`/api/properties/${bare}`)).json() as PropertyDetail)).toMatchObject({ photos: [], coverPhotoUrl: null, amenityLabels: [] });
  });
});

describe('GET /api/properties/{id}/features', () => {
  it('answers the active features by category (in display order), then sortOrder', async () => {
    const res = await get(`/api/properties/${houseId}/features`);
    expect(res.statusCode).toBe(200);
    const features = res.json() as KominkaFeature[];
    expect(features.map((f) => [f.category, f.key])).toEqual([
      ['屋根', 'kayabuki_roof'],
      ['建築構造', 'doma'],
      ['建築構造', 'irori'],
      ['内装', 'tatami'],
    ]);
    expect(features[0]).toMatchObject({ label: '茅葺き屋根', description: expect.stringContaining('茅') });
  });

  it('leaves out a feature the operator has switched off', async () => {
    await t.db.update(kominkaFeaturesMaster).set({ isActive: false }).where(eq(kominkaFeaturesMaster.key, 'doma'));
    try {
      const res = await get(`/api/properties/${houseId}/features`);
      expect((res.json() as KominkaFeature[]).map((f) => f.key)).toEqual(['kayabuki_roof', 'irori', 'tatami']);
      const all = await get('/api/kominka-features/by-category');
      expect((all.json() as Record<string, KominkaFeature[]>)['建築構造'].map((f) => f.key)).not.toContain('doma');
    } finally {
      await t.db.update(kominkaFeaturesMaster).set({ isActive: true }).where(eq(kominkaFeaturesMaster.key, 'doma'));
    }
  });
});

describe('GET /api/kominka-features/by-category', () => {
  it('groups every active feature under its category, in display order', async () => {
    const res = await get('/api/kominka-features/by-category');
    expect(res.statusCode).toBe(200);
    const grouped = res.json() as Record<string, KominkaFeature[]>;
    expect(Object.keys(grouped)).toEqual(['屋根', '建築構造', '内装', '建具', '壁']);
    expect(grouped['屋根'].map((f) => f.key)).toEqual(['kayabuki_roof', 'irimoya_roof', 'kawara_roof', 'thatched_roof']);
    expect(Object.values(grouped).flat()).toHaveLength(16);
  });

  it('gives each feature and category its English name for English pages', async () => {
    const grouped = (await get('/api/kominka-features/by-category')).json() as Record<string, KominkaFeature[]>;
    expect(grouped['内装'].find((f) => f.key === 'tatami')).toMatchObject({ label: '畳', labelEn: 'Tatami mats', category: '内装', categoryEn: 'Interior' });
    const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
    for (const feature of Object.values(grouped).flat()) {
      expect(feature.labelEn).not.toMatch(japanese);
      expect(feature.categoryEn).not.toMatch(japanese);
    }
  });
});

describe('the cards’ amenity labels in English', () => {
  it('answer English labels for ?lang=en, in the same order, and Japanese otherwise', async () => {
    type Card = { id: string; amenityLabels: string[] };
    const labelsOf = async (url: string) => ((await get(url)).json() as Card[]).find((item) => item.id === houseId)!.amenityLabels;
    expect(await labelsOf('/api/properties-with-booking-status?pageSize=50')).toEqual(['Wi-Fi', '無料駐車場', '冷蔵庫', 'タオル']);
    expect(await labelsOf('/api/properties-with-booking-status?pageSize=50&lang=en')).toEqual(['Wi-Fi', 'Free parking', 'Refrigerator', 'Towels']);
  });
});

describe('GET /api/properties/{id}/basic-amenities', () => {
  it('answers the available amenities by category, then sortOrder, the check-in category included', async () => {
    const res = await get(`/api/properties/${houseId}/basic-amenities`);
    expect(res.statusCode).toBe(200);
    const links = res.json() as BasicAmenityLink[];
    expect(links.map((l) => [l.amenity.category, l.amenity.key])).toEqual([
      ['インターネット', 'wifi'],
      ['駐車場', 'free_parking'],
      [HIDDEN_AMENITY_CATEGORY, 'self_checkin'],
      ['キッチン設備', 'refrigerator'],
      ['リネン・アメニティ', 'towels'],
    ]);
    expect(links.find((l) => l.amenity.key === 'refrigerator')).toMatchObject({ value: '大型', notes: null, amenity: { label: '冷蔵庫' } });
  });
});

describe('GET /api/properties/{id}/host', () => {
  it('answers the host profile', async () => {
    const res = await get(`/api/properties/${houseId}/host`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ displayName: '古民家の宿 紬', bio: '京都で三代続く町家を守っています。', profileImageUrl: '/img/host.jpg' });
    expect(Date.parse(res.json().createdAt)).not.toBeNaN();
  });

  it('falls back to the introduction text when there is no bio', async () => {
    const other = await insertHost(t.db, { displayName: '田中', introText: '山里の暮らしをご案内します。' });
    const id = await insertProperty(t.db, null, { hostId: other.id });
    const res = await get(`/api/properties/${id}/host`);
    expect(res.json()).toMatchObject({ displayName: '田中', bio: '山里の暮らしをご案内します。', profileImageUrl: null });
  });

  it('answers 404 when the host has no profile', async () => {
    const bare = await insertHost(t.db, null);
    const id = await insertProperty(t.db, null, { hostId: bare.id });
    const res = await get(`/api/properties/${id}/host`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'ホスト情報が見つかりません' });
  });
});

describe('GET /api/properties/{id}/reviews', () => {
  it('answers the published reviews newest first, with family name, gender and age decade, and the summary', async () => {
    const id = await insertProperty(t.db, null, { hostId });
    const today = japanDate();
    // 34 years old when writing the review: shown as 30.
    const yamada = await insertUser(t.db, { fullName: '山田 太郎', gender: '男性', dateOfBirth: addDays(today, -(34 * 365 + 100)) });
    const suzuki = await insertUser(t.db, { fullName: '鈴木　花子', gender: '女性' });
    const tanaka = await insertUser(t.db, { fullName: 'タナカ' });
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    await insertReview(t.db, { propertyId: id, guestId: yamada.id, rating: 5, createdAt: day(30), comment: '囲炉裏を囲んだ夕食が忘れられません。', hostReply: 'ありがとうございました。' });
    await insertReview(t.db, { propertyId: id, guestId: suzuki.id, rating: 4, createdAt: day(10) });
    await insertReview(t.db, { propertyId: id, guestId: tanaka.id, rating: 3, createdAt: day(20) });
    // Not shown and not counted: hidden, not yet published, not public, and a host's review of a guest.
    await insertReview(t.db, { propertyId: id, guestId: tanaka.id, rating: 1, createdAt: day(1), hidden: true });
    await insertReview(t.db, { propertyId: id, guestId: tanaka.id, rating: 1, createdAt: day(2), published: false });
    await insertReview(t.db, { propertyId: id, guestId: tanaka.id, rating: 1, createdAt: day(3), isPublic: false });
    await insertReview(t.db, { propertyId: id, guestId: tanaka.id, rating: 2, createdAt: day(4), revieweeType: 'guest' });

    const res = await get(`/api/properties/${id}/reviews`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PropertyReviews;
    expect(body.reviewCount).toBe(3);
    expect(body.averageRating).toBe(4);
    expect(body.reviews.map((r) => [r.reviewerName, r.reviewerGender, r.reviewerAge, r.ratingOverall])).toEqual([
      ['鈴木', '女性', null, 4],
      ['タナカ', null, null, 3],
      ['山田', '男性', 30, 5],
    ]);
    expect(body.reviews[2]).toMatchObject({ comment: '囲炉裏を囲んだ夕食が忘れられません。', hostReply: 'ありがとうございました。' });

    // The card's stored rating agrees with the reviews.
    const detail = await get(`/api/properties/${id}`);
    expect(detail.json()).toMatchObject({ averageRating: 4, reviewCount: 3 });
  });

  it('keeps the stored rating in step when a review is hidden, down to no rating at all', async () => {
    const id = await insertProperty(t.db, null, { hostId });
    const guest = await insertUser(t.db);
    const first = await insertReview(t.db, { propertyId: id, guestId: guest.id, rating: 5 });
    const second = await insertReview(t.db, { propertyId: id, guestId: guest.id, rating: 2 });
    expect((await get(`/api/properties/${id}`)).json()).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    await t.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, second));
    await refreshPropertyRating(t.db, id);
    expect((await get(`/api/properties/${id}`)).json()).toMatchObject({ averageRating: 5, reviewCount: 1 });
    await t.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, first));
    await refreshPropertyRating(t.db, id);
    expect((await get(`/api/properties/${id}`)).json()).toMatchObject({ averageRating: null, reviewCount: 0 });
    expect((await get(`/api/properties/${id}/reviews`)).json()).toEqual({ reviews: [], reviewCount: 0, averageRating: null });
  });

  it('answers an empty list for a house without reviews', async () => {
    const res = await get(`/api/properties/${houseId}/reviews`);
    expect(res.json()).toEqual({ reviews: [], reviewCount: 0, averageRating: null });
  });

  it('shows at most the 50 newest reviews but counts them all', async () => {
    const id = await insertProperty(t.db, null, { hostId });
    const guest = await insertUser(t.db, { fullName: '佐々木 一郎' });
    for (let i = 0; i < 52; i++) await insertReview(t.db, { propertyId: id, guestId: guest.id, rating: i < 2 ? 1 : 5, createdAt: new Date(Date.now() - (100 - i) * 86_400_000) });
    const body = (await get(`/api/properties/${id}/reviews`)).json() as PropertyReviews;
    expect(body.reviews).toHaveLength(50);
    expect(body.reviews.every((r) => r.ratingOverall === 5)).toBe(true);
    expect(body.reviewCount).toBe(52);
    expect(body.averageRating).toBeCloseTo((2 + 50 * 5) / 52, 2);
  });
});

describe('reviewer display helpers', () => {
  it('takes the family name before the first space', () => {
    expect(familyName('山田 太郎')).toBe('山田');
    expect(familyName('鈴木　花子')).toBe('鈴木');
    expect(familyName('タナカ')).toBe('タナカ');
    expect(familyName('  佐藤  健一 ')).toBe('佐藤');
  });

  it('gives the decade of the age on the day of the review', () => {
    expect(ageDecade('1990-06-15', '2025-06-14')).toBe(30);
    expect(ageDecade('1990-06-15', '2025-06-15')).toBe(30);
    expect(ageDecade('1990-06-15', '2030-06-14')).toBe(30);
    expect(ageDecade('1990-06-15', '2030-06-15')).toBe(40);
    expect(ageDecade(null, '2030-06-15')).toBeNull();
  });
});

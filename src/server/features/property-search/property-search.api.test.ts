import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREAL_DAY_MESSAGE } from '@/contract/calendar-fields';
import { propertyListItemSchema, type PropertyListItem } from '@/contract/properties';
import { bookings, propertyBasicAmenities } from '@/db/schema';
import { fromToday, insertBooking, insertCalendar, insertCatalog, insertHost, insertProperty, insertReview, insertUser } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Five published houses whose orders differ by price, by rating and by the recommended score, plus a
 * draft that must never show:
 *
 *   house    prefecture  price   guests  features              reviews (published)  Bayesian score
 *   kyoto    京都府      30,000  4       irori, engawa         5, 5                 (10+20)/7  = 4.29
 *   miyama   京都府      40,000  10      kayabuki_roof         5                    (5+20)/6   = 4.17
 *   tokyo    東京都      20,000  2       engawa                4 × 10               (40+20)/15 = 4.00
 *   niseko   北海道      50,000  8       irori                 none                 20/5       = 4.00
 *   osaka    大阪府      15,000  6       irori, engawa, doma   3, 4 (+ a hidden 1)  (7+20)/7   = 3.86
 *   draft    京都府      10,000  12      irori, engawa         5
 */
let t: TestApp;
const ids: Record<'kyoto' | 'miyama' | 'tokyo' | 'niseko' | 'osaka' | 'draft', string> = {} as never;
const names = new Map<string, string>();
const checkIn = fromToday(30);
const checkOut = fromToday(32);
let kyotoBookingId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const catalog = await insertCatalog(db);
  const host = await insertHost(db);
  const guest = await insertUser(db);
  const house = async (key: keyof typeof ids, f: Omit<Parameters<typeof insertProperty>[2], 'hostId'>, daysAgo: number) => {
    ids[key] = await insertProperty(db, catalog, { hostId: host.id, createdAt: new Date(Date.now() - daysAgo * 86_400_000), ...f });
    names.set(ids[key], key);
  };
  const amenities = ['wifi', 'self_checkin', 'free_parking', 'refrigerator', 'microwave', 'shower', 'hair_dryer', 'futon', 'towels'];
  await house('kyoto', { title: '京町家 一棟貸し「紬」', prefecture: '京都府', city: '京都市東山区', basePriceJpy: 30000, maxGuests: 4, features: ['irori', 'engawa'], amenities, photos: { count: 3, cover: 1 } }, 50);
  await house('miyama', { title: '美山 茅葺きの一棟宿', prefecture: '京都府', city: '南丹市', basePriceJpy: 40000, maxGuests: 10, features: ['kayabuki_roof'], photos: { count: 2 } }, 40);
  await house('tokyo', { title: '谷中の長屋', prefecture: '東京都', city: '台東区', basePriceJpy: 20000, maxGuests: 2, features: ['engawa'] }, 30);
  await house('niseko', { title: 'ニセコの古民家', prefecture: '北海道', city: '虻田郡ニセコ町', basePriceJpy: 50000, maxGuests: 8, features: ['irori'] }, 20);
  await house('osaka', { title: '富田林 寺内町の町家', prefecture: '大阪府', city: '富田林市', basePriceJpy: 15000, maxGuests: 6, features: ['irori', 'engawa', 'doma'] }, 10);
  await house('draft', { status: 'draft', title: '下書きの古民家 京都', prefecture: '京都府', city: '京都市', basePriceJpy: 10000, maxGuests: 12, features: ['irori', 'engawa'] }, 5);

  for (const rating of [5, 5]) await insertReview(db, { propertyId: ids.kyoto, guestId: guest.id, rating });
  await insertReview(db, { propertyId: ids.miyama, guestId: guest.id, rating: 5 });
  for (let i = 0; i < 10; i++) await insertReview(db, { propertyId: ids.tokyo, guestId: guest.id, rating: 4 });
  for (const rating of [3, 4]) await insertReview(db, { propertyId: ids.osaka, guestId: guest.id, rating });
  await insertReview(db, { propertyId: ids.osaka, guestId: guest.id, rating: 1, hidden: true });
  await insertReview(db, { propertyId: ids.osaka, guestId: guest.id, rating: 1, published: false });
  await insertReview(db, { propertyId: ids.draft, guestId: guest.id, rating: 5 });

  // For [checkIn, checkOut): kyoto is booked, osaka closed on the first night; tokyo's booking is
  // cancelled and niseko's ends on the check-in day, so both are free.
  kyotoBookingId = await insertBooking(db, { propertyId: ids.kyoto, guestId: guest.id, checkin: fromToday(31), checkout: fromToday(33) });
  await insertCalendar(db, ids.osaka, [{ date: checkIn, isAvailable: false }, { date: checkOut, isAvailable: false }]);
  await insertBooking(db, { propertyId: ids.tokyo, guestId: guest.id, checkin: fromToday(29), checkout: fromToday(33), status: 'cancelled' });
  await insertBooking(db, { propertyId: ids.niseko, guestId: guest.id, checkin: fromToday(28), checkout: checkIn });
  await insertBooking(db, { propertyId: ids.miyama, guestId: guest.id, checkin: checkOut, checkout: fromToday(35) });
});
afterAll(async () => {
  await t?.close();
});

async function search(query: Record<string, string | number | boolean | string[]> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const res = await t.app.inject({ method: 'GET', url: `/api/properties-with-booking-status?${params}` });
  return res;
}

async function found(query: Record<string, string | number | boolean | string[]> = {}) {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  // The answer is written by a compiled serializer: it holds to the contract's schema.
  const items = propertyListItemSchema.array().parse(res.json());
  return { keys: items.map((i) => names.get(i.id)), items, total: Number(res.headers['x-total-count']) };
}

describe('GET /api/properties-with-booking-status', () => {
  it('lists the published houses only, with the total in x-total-count', async () => {
    const { keys, total, items } = await found();
    expect(new Set(keys)).toEqual(new Set(['kyoto', 'miyama', 'tokyo', 'niseko', 'osaka']));
    expect(total).toBe(5);
    expect(items.every((i) => i.isBooked === false)).toBe(true);
  });

  it('shows each card with its cover photo, rating and first six amenity labels, without the check-in category', async () => {
    const { items } = await found();
    const kyoto = items.find((i) => i.id === ids.kyoto)!;
    expect(kyoto).toMatchObject({ title: '京町家 一棟貸し「紬」', prefecture: '京都府', basePriceJpy: 30000, maxGuests: 4, averageRating: 5, reviewCount: 2 });
    // The cover is the second photo (sortOrder 1), not the first.
    expect(kyoto.coverPhotoUrl).toMatch(/seed=\d+01$/);
    expect(kyoto.amenityLabels).toEqual(['Wi-Fi', '無料駐車場', '冷蔵庫', '電子レンジ', 'シャワー', 'ドライヤー']);
    expect(kyoto.amenityLabels).not.toContain('セルフチェックイン');
    // Without a cover, the first photo; without photos, none.
    expect(items.find((i) => i.id === ids.miyama)!.coverPhotoUrl).toMatch(/seed=\d+00$/);
    expect(items.find((i) => i.id === ids.tokyo)!.coverPhotoUrl).toBeNull();
    // The hidden and the unpublished reviews do not count.
    expect(items.find((i) => i.id === ids.osaka)).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    expect(items.find((i) => i.id === ids.niseko)).toMatchObject({ averageRating: null, reviewCount: 0 });
  });

  it('leaves out amenities that are not available', async () => {
    await t.db.update(propertyBasicAmenities).set({ isAvailable: false }).where(eq(propertyBasicAmenities.propertyId, ids.kyoto));
    try {
      const { items } = await found();
      expect(items.find((i) => i.id === ids.kyoto)!.amenityLabels).toEqual([]);
    } finally {
      await t.db.update(propertyBasicAmenities).set({ isAvailable: true }).where(eq(propertyBasicAmenities.propertyId, ids.kyoto));
    }
  });

  describe('destination', () => {
    it.each(['kyoto', 'Kyōto', 'ＫＹＯＴＯ', 'きょうと', 'キョウト', 'ｷｮｳﾄ', '京都', '京都府'])('"%s" finds the houses of 京都府 (not 東京都, not the draft)', async (destination) => {
      const { keys, total } = await found({ destination });
      expect(new Set(keys)).toEqual(new Set(['kyoto', 'miyama']));
      expect(total).toBe(2);
    });

    it('finds by reading, romaji, title and city', async () => {
      expect((await found({ destination: 'tokyo' })).keys).toEqual(['tokyo']);
      expect((await found({ destination: 'とうきょう' })).keys).toEqual(['tokyo']);
      expect((await found({ destination: 'hokkaido' })).keys).toEqual(['niseko']);
      expect((await found({ destination: 'ﾆｾｺ' })).keys).toEqual(['niseko']);
      expect((await found({ destination: '東山' })).keys).toEqual(['kyoto']);
      expect((await found({ destination: '寺内町' })).keys).toEqual(['osaka']);
      expect((await found({ destination: 'おおさか' })).keys).toEqual(['osaka']);
    });

    it('takes % and _ literally and finds nothing for an unknown place', async () => {
      expect((await found({ destination: '%' })).total).toBe(0);
      expect((await found({ destination: '_' })).total).toBe(0);
      expect((await found({ destination: '沖縄' })).keys).toEqual([]);
    });

    it('ignores an empty destination', async () => {
      expect((await found({ destination: '' })).total).toBe(5);
      expect((await found({ destination: '　' })).total).toBe(5);
    });
  });

  it('keeps houses for at least the number of guests', async () => {
    expect(new Set((await found({ guests: 6 })).keys)).toEqual(new Set(['miyama', 'niseko', 'osaka']));
    expect((await found({ guests: 11 })).keys).toEqual([]);
    expect((await found({ guests: 99999999999 })).keys).toEqual([]);
  });

  it('keeps houses having every listed kominka feature', async () => {
    expect(new Set((await found({ kominkaFeatures: ['irori', 'engawa'] })).keys)).toEqual(new Set(['kyoto', 'osaka']));
    expect(new Set((await found({ kominkaFeatures: 'engawa' })).keys)).toEqual(new Set(['kyoto', 'tokyo', 'osaka']));
    expect((await found({ kominkaFeatures: ['irori', 'engawa', 'doma'] })).keys).toEqual(['osaka']);
    expect((await found({ kominkaFeatures: ['irori', 'no_such_feature'] })).keys).toEqual([]);
  });

  it('keeps houses within the price range, both ends included', async () => {
    expect((await found({ minPrice: 20000, maxPrice: 40000, sort: 'price-low' })).keys).toEqual(['tokyo', 'kyoto', 'miyama']);
    expect((await found({ minPrice: 40000, sort: 'price-low' })).keys).toEqual(['miyama', 'niseko']);
    expect((await found({ maxPrice: 15000 })).keys).toEqual(['osaka']);
  });

  it('refuses a minimum price that is not below the maximum', async () => {
    for (const [minPrice, maxPrice] of [[30000, 30000], [40000, 20000]]) {
      const res = await search({ minPrice, maxPrice });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'minPrice', message: '最低価格は最高価格よりも安く設定してください。' });
    }
  });

  describe('sort', () => {
    it('price-low and price-high order by the base price', async () => {
      expect((await found({ sort: 'price-low' })).keys).toEqual(['osaka', 'tokyo', 'kyoto', 'miyama', 'niseko']);
      expect((await found({ sort: 'price-high' })).keys).toEqual(['niseko', 'miyama', 'kyoto', 'tokyo', 'osaka']);
    });

    it('rating orders by the average, then the number of reviews, houses without reviews last', async () => {
      expect((await found({ sort: 'rating' })).keys).toEqual(['kyoto', 'miyama', 'tokyo', 'osaka', 'niseko']);
    });

    it('recommended orders by the Bayesian rating, then the number of reviews (and is the default)', async () => {
      const expected = ['kyoto', 'miyama', 'tokyo', 'niseko', 'osaka'];
      expect((await found({ sort: 'recommended' })).keys).toEqual(expected);
      expect((await found()).keys).toEqual(expected);
    });

    it('refuses an unknown sort', async () => {
      const res = await search({ sort: 'cheapest' });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('sort');
    });
  });

  it('pages with a stable order and the total of all pages', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await found({ sort: 'price-low', pageSize: 2, page });
      expect(res.total).toBe(5);
      pages.push(res.keys);
    }
    expect(pages).toEqual([['osaka', 'tokyo'], ['kyoto', 'miyama'], ['niseko'], []]);
    expect((await found({ pageSize: 100, page: 99999999999 })).total).toBe(5);
  });

  describe('with dates', () => {
    it('marks houses booked or closed on some night as 満室 and puts them last in recommended', async () => {
      const { items, keys, total } = await found({ checkIn, checkOut });
      const booked = Object.fromEntries(items.map((i) => [names.get(i.id), i.isBooked]));
      expect(booked).toEqual({ kyoto: true, osaka: true, tokyo: false, niseko: false, miyama: false });
      expect(total).toBe(5);
      expect(keys).toEqual(['miyama', 'tokyo', 'niseko', 'kyoto', 'osaka']);
    });

    it('hideBooked leaves booked and closed houses out, and the total follows', async () => {
      const { keys, total, items } = await found({ checkIn, checkOut, hideBooked: true });
      expect(keys).toEqual(['miyama', 'tokyo', 'niseko']);
      expect(total).toBe(3);
      expect(items.every((i) => !i.isBooked)).toBe(true);
    });

    it('frees the nights when the booking is cancelled', async () => {
      await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, kyotoBookingId));
      try {
        const { items, keys } = await found({ checkIn, checkOut, hideBooked: true });
        expect(keys).toContain('kyoto');
        expect(items.find((i) => i.id === ids.kyoto)!.isBooked).toBe(false);
      } finally {
        await t.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, kyotoBookingId));
      }
    });

    it('is not booked on other dates, and a one-night stay on the closed night is', async () => {
      const later = await found({ checkIn: fromToday(60), checkOut: fromToday(62) });
      expect(later.items.every((i) => !i.isBooked)).toBe(true);
      const closedNight = await found({ checkIn, checkOut: fromToday(31), hideBooked: true });
      expect(closedNight.keys).not.toContain('osaka');
      expect(closedNight.keys).toContain('kyoto');
    });

    it('combines with the other filters', async () => {
      const { keys } = await found({ checkIn, checkOut, hideBooked: true, destination: 'kyoto', kominkaFeatures: ['kayabuki_roof'] });
      expect(keys).toEqual(['miyama']);
    });

    it.each([
      [{ checkIn }, 'checkOut', 'チェックイン日とチェックアウト日は両方指定してください'],
      [{ checkOut }, 'checkIn', 'チェックイン日とチェックアウト日は両方指定してください'],
      [{ checkIn: checkOut, checkOut: checkIn }, 'checkOut', 'チェックアウト日はチェックイン日より後の日付を指定してください'],
      [{ checkIn, checkOut: checkIn }, 'checkOut', 'チェックアウト日はチェックイン日より後の日付を指定してください'],
      [{ checkIn: '2027-02-30', checkOut: '2027-03-02' }, 'checkIn', UNREAL_DAY_MESSAGE],
      [{ checkIn: '2027/03/01', checkOut: '2027-03-02' }, 'checkIn', undefined],
      [{ checkIn: '2027-01-01', checkOut: '2029-01-01' }, 'checkOut', '検索できる宿泊数は365泊までです'],
    ])('answers 400 naming the field for %j', async (query, field, message) => {
      const res = await search(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
      if (message) expect(res.json().message).toBe(message);
    });
  });

  it.each([
    [{ guests: 'two' }, 'guests'],
    [{ guests: 0 }, 'guests'],
    [{ minPrice: -1 }, 'minPrice'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ page: 0 }, 'page'],
  ])('answers 400, never 500, for %j', async (query, field) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });
});

describe('GET /api/properties/top-rated', () => {
  const topRated = async (query = '') => t.app.inject({ method: 'GET', url: `/api/properties/top-rated${query}` });

  it('lists published houses with reviews, best rated first, six by default', async () => {
    const res = await topRated();
    expect(res.statusCode).toBe(200);
    const keys = (res.json() as PropertyListItem[]).map((i) => names.get(i.id));
    expect(keys).toEqual(['kyoto', 'miyama', 'tokyo', 'osaka']);
  });

  it('takes a limit from 1 to 24', async () => {
    const two = await topRated('?limit=2');
    expect((two.json() as PropertyListItem[]).map((i) => names.get(i.id))).toEqual(['kyoto', 'miyama']);
    for (const limit of ['0', '25', 'x']) {
      const res = await topRated(`?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('limit');
    }
  });
});

describe('the API description', () => {
  it('lists the discovery calls with their parameters', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/properties-with-booking-status',
      '/api/properties/top-rated',
      '/api/properties/{id}',
      '/api/properties/{id}/calendar/calculate-pricing',
      '/api/properties/{id}/availability',
      '/api/favorites/{id}',
      '/api/user/favorites',
      '/api/users/{id}',
      '/api/user/profile',
      '/api/contact',
      '/api/faq',
      '/api/kominka-features/by-category',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    const search = doc.paths['/api/properties-with-booking-status'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['destination', 'checkIn', 'checkOut', 'guests', 'kominkaFeatures', 'minPrice', 'maxPrice', 'sort', 'hideBooked', 'page', 'pageSize']),
    );
  });
});

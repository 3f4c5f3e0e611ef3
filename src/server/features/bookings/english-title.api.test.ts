import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingBySession } from '@/contract/bookings';
import type { GuestCheckIn } from '@/contract/guest-registry';
import type { PropertyListItem } from '@/contract/properties';
import type { ReviewDetails } from '@/contract/reviews';
import { fromToday, insertBooking, insertHost, insertProperty } from '../../testing/fixtures';
import { createTestApp, signUpGuest, type TestApp } from '../../testing/test-app';

/**
 * A house's English title and its city's romaji reach the guest's own pages (docs/product/english-house-text.md):
 * the bookings, a booking, the review form, the check-in, the favourites and the payment steps answer
 * them beside the Japanese, null where the host wrote none or the site keeps no romaji.
 */
let t: TestApp;
let guest: { user: { id: string; email: string }; cookie: string };
let english: string;
let japanese: string;
let englishBooking: string;
let japaneseBooking: string;

beforeAll(async () => {
  t = await createTestApp();
  const host = await insertHost(t.db);
  english = await insertProperty(t.db, null, { hostId: host.id, title: '格子戸の町家', titleEn: 'A lattice-door machiya', prefecture: '京都府', city: '京都市東山区' });
  japanese = await insertProperty(t.db, null, { hostId: host.id, title: '名のない町の家', prefecture: '岐阜県', city: '架空町' });
  guest = await signUpGuest(t.app);
  englishBooking = await insertBooking(t.db, { propertyId: english, guestId: guest.user.id, checkin: fromToday(40), checkout: fromToday(42) });
  japaneseBooking = await insertBooking(t.db, { propertyId: japanese, guestId: guest.user.id, checkin: fromToday(50), checkout: fromToday(51) });
});
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: guest.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

const ENGLISH_HOUSE = {
  propertyTitle: '格子戸の町家',
  propertyTitleEn: 'A lattice-door machiya',
  propertyLocation: '京都府京都市東山区',
  propertyPrefecture: '京都府',
  propertyCity: '京都市東山区',
  propertyCityEn: 'Higashiyama Ward, Kyoto City',
};
const JAPANESE_HOUSE = { propertyTitle: '名のない町の家', propertyTitleEn: null, propertyPrefecture: '岐阜県', propertyCity: '架空町', propertyCityEn: null };

describe("a guest's bookings", () => {
  it('list the English title and the city in romaji where there are, and null where not', async () => {
    const list = await get<Booking[]>('/api/user/bookings');
    expect(list.find((b) => b.id === englishBooking)).toMatchObject(ENGLISH_HOUSE);
    expect(list.find((b) => b.id === japaneseBooking)).toMatchObject(JAPANESE_HOUSE);
  });

  it('answer them in a booking’s detail', async () => {
    expect(await get<Booking>(`/api/bookings/${englishBooking}`)).toMatchObject(ENGLISH_HOUSE);
    expect(await get<Booking>(`/api/bookings/${japaneseBooking}`)).toMatchObject(JAPANESE_HOUSE);
  });

  it('answer them to the review form and the English title to the check-in', async () => {
    expect((await get<ReviewDetails>(`/api/bookings/${englishBooking}/review-details`)).property).toMatchObject({
      title: '格子戸の町家',
      titleEn: 'A lattice-door machiya',
      location: '京都府京都市東山区',
      cityEn: 'Higashiyama Ward, Kyoto City',
    });
    expect((await get<ReviewDetails>(`/api/bookings/${japaneseBooking}/review-details`)).property).toMatchObject({ titleEn: null, cityEn: null });
    expect(await get<GuestCheckIn>(`/api/bookings/${englishBooking}/check-in`)).toMatchObject({ propertyTitle: '格子戸の町家', propertyTitleEn: 'A lattice-door machiya' });
    expect(await get<GuestCheckIn>(`/api/bookings/${japaneseBooking}/check-in`)).toMatchObject({ propertyTitleEn: null });
  });
});

describe("a guest's favourites", () => {
  it('answer the English title and the city in romaji, null where there are none', async () => {
    for (const id of [english, japanese]) expect((await t.app.inject({ method: 'POST', url: `/api/favorites/${id}`, headers: { cookie: guest.cookie } })).statusCode).toBe(201);
    const favourites = await get<PropertyListItem[]>('/api/user/favorites');
    expect(favourites.find((p) => p.id === english)).toMatchObject({ title: '格子戸の町家', titleEn: 'A lattice-door machiya', city: '京都市東山区', cityEn: 'Higashiyama Ward, Kyoto City' });
    expect(favourites.find((p) => p.id === japanese)).toMatchObject({ title: '名のない町の家', titleEn: null, cityEn: null });
  });
});

describe('the payment steps', () => {
  // A guest holds two stays at most: each check-out is another guest's.
  const checkout = async (propertyId: string, language: 'ja' | 'en', night: number) => {
    const guest = await signUpGuest(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: guest.cookie, 'accept-language': language },
      payload: { propertyId, checkinDate: fromToday(night), checkoutDate: fromToday(night + 2), guestsAdults: 1, guestName: 'Emma Clarke', guestNameKana: language === 'ja' ? 'エマ クラーク' : undefined, guestEmail: guest.user.email, guestPhone: '090-1111-2222', language },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...(res.json() as { sessionId: string }), cookie: guest.cookie };
  };

  it('answer the English title to the stay summary, and name it on an English payment page', async () => {
    const held = await checkout(english, 'en', 70);
    const bySession = await t.app.inject({ method: 'GET', url: `/api/booking-by-session/${held.sessionId}`, headers: { cookie: held.cookie } });
    expect((bySession.json() as BookingBySession).booking).toMatchObject(ENGLISH_HOUSE);
    const page = await get<{ description: string }>(`/api/payments/local/${held.sessionId}`);
    expect(page.description).toMatch(/^A lattice-door machiya \(/);
  });

  it('name the Japanese title on a Japanese payment page, and where the host wrote no English', async () => {
    const japanesePage = await checkout(english, 'ja', 80);
    expect((await get<{ description: string }>(`/api/payments/local/${japanesePage.sessionId}`)).description).toMatch(/^格子戸の町家（/);
    const noEnglish = await checkout(japanese, 'en', 90);
    expect((await get<{ description: string }>(`/api/payments/local/${noEnglish.sessionId}`)).description).toMatch(/^名のない町の家 \(/);
  });
});

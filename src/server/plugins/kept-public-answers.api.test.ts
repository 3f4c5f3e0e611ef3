import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { insertBooking, insertCatalog, insertPricingRule, insertProperty, insertReview, insertSeason, type Catalog } from '../testing/fixtures';
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from '../testing/test-app';
import { CACHE_HEADER } from './kept-public-answers';

/**
 * The public API's answers that are the same for everyone are kept (kept-public-answers.ts) until what
 * they show changes: each kind of change empties them at once, whoever makes it.
 */
let t: TestApp;
let catalog: Catalog;
let host: { cookie: string; user: { id: string } };
let guest: Awaited<ReturnType<typeof signUpGuest>>;
let houseId: string;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await insertCatalog(t.db);
  host = await registerHost(t.app);
  guest = await signUpGuest(t.app, { fullName: '鈴木 一郎' });
  houseId = await insertProperty(t.db, catalog, { hostId: host.user.id, title: '白川郷 合掌の宿', basePriceJpy: 18000 });
});
afterAll(async () => {
  await t?.close();
});

async function ask(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { json: res.json(), body: res.body, cache: res.headers[CACHE_HEADER], headers: res.headers };
}

/**
 * Asks until the answer is kept (an answer is kept from its second ask on) and checks that the next one
 * is the kept one.
 */
async function keptBy<T extends { cache: unknown }>(askOnce: () => Promise<T>, what: string): Promise<T> {
  await askOnce();
  await askOnce();
  const kept = await askOnce();
  expect(kept.cache, what).toBe('hit');
  return kept;
}

const keep = (url: string) => keptBy(() => ask(url), url);

const detailUrl = () => `/api/properties/${houseId}`;
const datedSearchUrl = (checkIn: string) => `/api/properties-with-booking-status?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2`;
const cardOf = (items: { id: string; isBooked: boolean; title: string; basePriceJpy: number }[]) => items.find((item) => item.id === houseId)!;

async function hostPut(url: string, payload: object) {
  const res = await t.app.inject({ method: 'PUT', url, headers: { cookie: host.cookie }, payload });
  expect(res.statusCode, res.body).toBe(200);
}

describe('kept public answers', () => {
  it('sends the same answer again from the kept ones, to a signed-in visitor too, and keeps the search total', async () => {
    const first = await ask(detailUrl());
    const second = await ask(detailUrl());
    const third = await ask(detailUrl());
    expect([first.cache, second.cache, third.cache]).toEqual(['miss', 'miss', 'hit']);
    expect(third.body).toBe(first.body);
    expect(third.headers['content-type']).toContain('application/json');
    expect((await ask(detailUrl(), { cookie: guest.cookie })).body).toBe(first.body);

    const search = await ask('/api/properties-with-booking-status?limit=5');
    const again = await keep('/api/properties-with-booking-status?limit=5');
    expect(again.body).toBe(search.body);
    expect(again.headers[TOTAL_COUNT_HEADER]).toBe(search.headers[TOTAL_COUNT_HEADER]);
    expect(Number(again.headers[TOTAL_COUNT_HEADER])).toBeGreaterThan(0);
  });

  it("keeps an answer asked for once only as a mark: a search with a visitor's own dates takes no memory until asked again", async () => {
    const checkIn = addDays(japanDate(), 33);
    expect((await ask(datedSearchUrl(checkIn))).cache).toBe('miss');
    expect((await ask(datedSearchUrl(addDays(checkIn, 1)))).cache).toBe('miss');
    expect((await ask(datedSearchUrl(checkIn))).cache).toBe('miss');
    expect((await ask(datedSearchUrl(checkIn))).cache).toBe('hit');
  });

  it('sends a kept answer compressed as the client accepts, the same JSON once unpacked', async () => {
    const plain = await keep(detailUrl());
    const packed = async (encoding: string) => {
      const res = await t.app.inject({ method: 'GET', url: detailUrl(), headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toContain('accept-encoding');
      return res;
    };
    // The compressed copies are made off the main thread once the answer is kept.
    await vi.waitFor(async () => expect((await packed('gzip, deflate, br')).headers['content-encoding']).toBe('br'), { timeout: 5000 });
    expect(zlib.brotliDecompressSync((await packed('gzip, deflate, br')).rawPayload).toString('utf8')).toBe(plain.body);
    await vi.waitFor(async () => expect((await packed('gzip')).headers['content-encoding']).toBe('gzip'), { timeout: 5000 });
    expect(zlib.gunzipSync((await packed('gzip')).rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('does not keep a refusal: an unknown house is looked up each time', async () => {
    const url = '/api/properties/00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers[CACHE_HEADER]).toBeUndefined();
    }
  });

  it('empties at once when the host renames the house or changes its price: the house and the search show them', async () => {
    await keep(detailUrl());
    await keep('/api/properties-with-booking-status');
    await hostPut(`/api/host/properties/${houseId}`, { title: '白川郷 合掌の宿 離れ', basePriceJpy: 23500 });
    const detail = await ask(detailUrl());
    expect(detail.cache).toBe('miss');
    expect(detail.json).toMatchObject({ title: '白川郷 合掌の宿 離れ', basePriceJpy: 23500 });
    expect(cardOf((await ask('/api/properties-with-booking-status')).json)).toMatchObject({ title: '白川郷 合掌の宿 離れ', basePriceJpy: 23500 });
  });

  it('empties at once when the host closes a night, and when a guest books nights: the dated search shows the house taken', async () => {
    const closed = addDays(japanDate(), 10);
    expect(cardOf((await keep(datedSearchUrl(closed))).json).isBooked).toBe(false);
    await hostPut(`/api/host/calendar/${houseId}/days`, { from: closed, to: closed, action: 'block', reason: '改修' });
    expect(cardOf((await ask(datedSearchUrl(closed))).json).isBooked).toBe(true);

    // A booking taken by any writer (here straight in the database, as a payment job would) is seen too.
    const checkin = addDays(japanDate(), 20);
    expect(cardOf((await keep(datedSearchUrl(checkin))).json).isBooked).toBe(false);
    await insertBooking(t.db, { propertyId: houseId, guestId: guest.user.id, checkin, checkout: addDays(checkin, 2) });
    expect(cardOf((await ask(datedSearchUrl(checkin))).json).isBooked).toBe(true);
  });

  it('empties at once when a review is published and when the back office hides it', async () => {
    const reviewsUrl = `/api/properties/${houseId}/reviews`;
    expect((await keep(reviewsUrl)).body).not.toContain('囲炉裏の火が忘れられません');
    const reviewId = await insertReview(t.db, { propertyId: houseId, guestId: guest.user.id, rating: 5, comment: '囲炉裏の火が忘れられません' });
    expect((await ask(reviewsUrl)).body).toContain('囲炉裏の火が忘れられません');
    expect((await ask(detailUrl())).json.reviewCount).toBe(1);

    await keep(reviewsUrl);
    const token = await adminToken(t);
    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${reviewId}/hide`,
      headers: { authorization: `Bearer ${token}` },
      payload: { reason: '個人情報を含むため' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await ask(reviewsUrl)).body).not.toContain('囲炉裏の火が忘れられません');
  });

  it("empties at once when the host's public profile changes", async () => {
    const hostUrl = `/api/properties/${houseId}/host`;
    await keep(hostUrl);
    await t.db.execute(sql`update host_profiles set display_name = '合掌 太郎' where user_id = ${host.user.id}::uuid`);
    expect((await ask(hostUrl)).json.displayName).toBe('合掌 太郎');
  });

  it('is not emptied by changes the public answers do not show, such as a sign-in', async () => {
    await keep(detailUrl());
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: guest.user.email, password: guest.password } });
    expect(login.statusCode, login.body).toBe(200);
    expect((await ask(detailUrl())).cache).toBe('hit');
  });
});

/**
 * A signed-out visitor's price of a stay is kept the same way (the route's `signedOutOnly`): the same
 * dates asked again get the kept quote until the house's prices, rules, seasons, calendar or bookings
 * change. A signed-in guest's quote is never kept: their own hold does not take the nights from them.
 */
describe('kept prices of a stay, for signed-out visitors', () => {
  let pricedId: string;
  beforeAll(async () => {
    pricedId = await insertProperty(t.db, catalog, { hostId: host.user.id, title: '大内宿 茅葺きの家', basePriceJpy: 20000 });
  });

  type Quote = { totalPrice: number; nightsTotal: number; available: boolean; unavailableDates: string[] };
  async function quote(checkinDate: string, nights = 2, headers: Record<string, string> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${pricedId}/calendar/calculate-pricing`,
      headers,
      payload: { checkinDate, checkoutDate: addDays(checkinDate, nights) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { json: res.json<Quote>(), body: res.body, cache: res.headers[CACHE_HEADER] };
  }

  const keptQuote = (checkinDate: string) => keptBy(() => quote(checkinDate), checkinDate);

  it('sends the same dates their kept quote; other dates and signed-in guests get one computed for them', async () => {
    const checkin = addDays(japanDate(), 30);
    const first = await quote(checkin);
    const second = await quote(checkin);
    const third = await quote(checkin);
    expect([first.cache, second.cache, third.cache]).toEqual(['miss', 'miss', 'hit']);
    expect(third.body).toBe(first.body);
    expect(first.json).toMatchObject({ nightsTotal: 40000, available: true });
    expect((await quote(checkin, 3)).cache).toBe('miss');
    for (let i = 0; i < 2; i++) {
      const signedIn = await quote(checkin, 2, { cookie: guest.cookie });
      expect(signedIn.cache).toBeUndefined();
      expect(signedIn.body).toBe(first.body);
    }
  });

  it('empties at once when the house price changes, and when a pricing rule or a season price is added', async () => {
    const checkin = addDays(japanDate(), 40);
    await keptQuote(checkin);
    await hostPut(`/api/host/properties/${pricedId}`, { basePriceJpy: 21000 });
    expect((await quote(checkin)).json.nightsTotal).toBe(42000);

    await insertPricingRule(t.db, pricedId, { activeFrom: japanDate(), monPrice: 25000, tuePrice: 25000, wedPrice: 25000, thuPrice: 25000, friPrice: 25000, satPrice: 25000, sunPrice: 25000 });
    expect((await quote(checkin)).json.nightsTotal).toBe(50000);

    await insertSeason(t.db, pricedId, { dateFrom: checkin, dateTo: addDays(checkin, 5), pricePerNightJpy: 30000 });
    const season = await quote(checkin);
    expect(season.cache).toBe('miss');
    expect(season.json.nightsTotal).toBe(60000);
  });

  it('empties at once when the host closes a night and when a guest books or holds nights: the quote says they are taken', async () => {
    const closed = addDays(japanDate(), 50);
    expect((await keptQuote(closed)).json.available).toBe(true);
    await hostPut(`/api/host/calendar/${pricedId}/days`, { from: closed, to: closed, action: 'block', reason: '改修' });
    expect((await quote(closed)).json).toMatchObject({ available: false, unavailableDates: [closed] });

    const booked = addDays(japanDate(), 60);
    expect((await keptQuote(booked)).json.available).toBe(true);
    await insertBooking(t.db, { propertyId: pricedId, guestId: guest.user.id, checkin: booked, checkout: addDays(booked, 1) });
    expect((await quote(booked)).json).toMatchObject({ available: false, unavailableDates: [booked] });

    // A live hold takes the nights from everyone but the guest who holds them.
    const held = addDays(japanDate(), 70);
    expect((await keptQuote(held)).json.available).toBe(true);
    await t.db.execute(sql`
      insert into bookings (property_id, guest_user_id, host_user_id, checkin_date, checkout_date, nights, status, hold_expires_at, pricing_snapshot_json, total_amount_jpy)
      select id, ${guest.user.id}::uuid, host_user_id, ${held}::date, ${addDays(held, 2)}::date, 2, 'tentative', now() + interval '10 minutes', '{}'::jsonb, 40000
      from properties where id = ${pricedId}::uuid`);
    expect((await quote(held)).json).toMatchObject({ available: false, unavailableDates: [held, addDays(held, 1)] });
    expect((await quote(held, 2, { cookie: guest.cookie })).json.available).toBe(true);
    expect((await quote(held)).json.available).toBe(false);
  });
});

/**
 * The date picker's calendar of a house (GET /api/properties/{id}/availability) is kept the same way for
 * signed-out visitors: the server's rendering of a house page asks for it on every page.
 */
describe('kept calendars of a house, for signed-out visitors', () => {
  let calendarId: string;
  beforeAll(async () => {
    calendarId = await insertProperty(t.db, catalog, { hostId: host.user.id, title: '祖谷 かずら橋の家', basePriceJpy: 16000 });
  });

  const from = () => japanDate();
  const to = () => addDays(japanDate(), 120);
  const calendar = (headers: Record<string, string> = {}) => ask(`/api/properties/${calendarId}/availability?from=${from()}&to=${to()}`, headers);

  it('sends the same window its kept calendar, empties it when a night is closed or booked or held, and never answers a signed-in guest from it', async () => {
    const kept = await keptBy(() => calendar(), 'calendar');
    expect(kept.json.unavailableDates).toEqual([]);

    const closed = addDays(japanDate(), 20);
    await hostPut(`/api/host/calendar/${calendarId}/days`, { from: closed, to: closed, action: 'block', reason: '改修' });
    const afterClose = await calendar();
    expect(afterClose.cache).toBe('miss');
    expect(afterClose.json.unavailableDates).toEqual([closed]);

    const booked = addDays(japanDate(), 30);
    await keptBy(() => calendar(), 'calendar after the close');
    await insertBooking(t.db, { propertyId: calendarId, guestId: guest.user.id, checkin: booked, checkout: addDays(booked, 1) });
    expect((await calendar()).json.unavailableDates).toEqual([closed, booked]);

    // A live hold takes the nights from everyone but the guest who holds them.
    const held = addDays(japanDate(), 40);
    await keptBy(() => calendar(), 'calendar after the booking');
    await t.db.execute(sql`
      insert into bookings (property_id, guest_user_id, host_user_id, checkin_date, checkout_date, nights, status, hold_expires_at, pricing_snapshot_json, total_amount_jpy)
      select id, ${guest.user.id}::uuid, host_user_id, ${held}::date, ${addDays(held, 1)}::date, 1, 'tentative', now() + interval '10 minutes', '{}'::jsonb, 16000
      from properties where id = ${calendarId}::uuid`);
    await keptBy(() => calendar(), 'calendar after the hold');
    expect((await calendar()).json.unavailableDates).toEqual([closed, booked, held]);
    for (let i = 0; i < 3; i++) {
      const own = await calendar({ cookie: guest.cookie });
      expect(own.cache).toBeUndefined();
      expect(own.json.unavailableDates).toEqual([closed, booked]);
    }
  });
});

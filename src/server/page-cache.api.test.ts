import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, japanDate } from '@/domain/japan-date';
import { dehydratedAnswers, type ServerRenderedState } from '@/web/app/server-rendered-state';
import { insertBooking, insertCatalog, insertProperty, insertReview, type Catalog } from './testing/fixtures';
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from './testing/test-app';
import { createTestWebDist } from './testing/web-dist';

/**
 * A rendered page comes from the cache until what it shows changes (page-cache.ts), in both variants
 * (without and with a session cookie): each kind of change empties it at once, whoever makes it.
 */
let t: TestApp;
let dist: ReturnType<typeof createTestWebDist>;
let catalog: Catalog;
let host: { cookie: string; user: { id: string } };
let guest: Awaited<ReturnType<typeof signUpGuest>>;
let houseId: string;

beforeAll(async () => {
  dist = createTestWebDist();
  t = await createTestApp({}, { webDistDir: dist.dir });
  catalog = await insertCatalog(t.db);
  host = await registerHost(t.app);
  guest = await signUpGuest(t.app, { fullName: '鈴木 一郎' });
  houseId = await insertProperty(t.db, catalog, { hostId: host.user.id, title: '白川郷 合掌の宿', basePriceJpy: 18000 });
});
afterAll(async () => {
  await t?.close();
  dist.remove();
});

async function visit(url: string, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, cache: res.headers['x-page-cache'] };
}

/** The answers a rendered page carries for the browser, but who is signed in: what the page shows. */
function answersOf(body: string) {
  const state = JSON.parse(/id="server-state">([^<]*)</.exec(body)![1]) as ServerRenderedState;
  return dehydratedAnswers(state.answers).queries.filter((query) => query.queryKey[0] !== '/api/auth/user').map((query) => [query.queryKey, query.state.data]);
}

/**
 * A page in both kept variants: for a visitor without a session and for one with a session (the
 * guest's). Both come from the cache or are rendered again together, and show the same answers.
 */
async function visitBoth(url: string) {
  const signedOut = await visit(url);
  const signedIn = await visit(url, guest.cookie);
  expect(signedIn.cache, url).toBe(signedOut.cache);
  expect(answersOf(signedIn.body), url).toEqual(answersOf(signedOut.body));
  return signedOut;
}

/** The nights the rendered house page shows as taken (its availability answer, carried for the browser). */
function unavailableNights(body: string): string[] {
  const match = /"unavailableDates":(\[[^\]]*\])/.exec(body);
  return match ? (JSON.parse(match[1]) as string[]) : [];
}

const houseUrl = () => `/property/${houseId}`;

/**
 * Asks for a page in both variants until it is kept (a URL is kept from its second ask on), and checks
 * that the next visit comes from the cache.
 */
async function keep(url: string) {
  for (const cookie of [undefined, guest.cookie]) for (let ask = 0; ask < 2; ask++) await visit(url, cookie);
  const kept = await visitBoth(url);
  expect(kept.cache, url).toBe('hit');
  return kept;
}

async function hostPut(url: string, payload: object) {
  const res = await t.app.inject({ method: 'PUT', url, headers: { cookie: host.cookie }, payload });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the cache of rendered public pages', () => {
  it('serves a signed-out visitor the same page again, and every signed-in visitor one kept page of their own variant', async () => {
    const first = await visit(houseUrl());
    const again = await visit(houseUrl());
    const third = await visit(houseUrl());
    expect([first.cache, again.cache, third.cache]).toEqual(['miss', 'miss', 'hit']);
    expect(third.body).toBe(again.body);
    const other = await signUpGuest(t.app, { fullName: '高橋 次郎' });
    const signedIn = await visit(houseUrl(), guest.cookie);
    const signedInAgain = await visit(houseUrl(), guest.cookie);
    const otherSignedIn = await visit(houseUrl(), other.cookie);
    expect([signedIn.cache, signedInAgain.cache, otherSignedIn.cache]).toEqual(['miss', 'miss', 'hit']);
    expect(otherSignedIn.body).toBe(signedInAgain.body);
    expect(signedIn.body).not.toBe(first.body);
    for (const body of [first.body, signedIn.body]) for (const name of ['鈴木 一郎', '高橋 次郎']) expect(body).not.toContain(name);
  });

  it("keeps a page asked for once only as a mark: a visitor's own dates take no memory until asked again", async () => {
    const dated = `/search?checkIn=${addDays(japanDate(), 33)}&checkOut=${addDays(japanDate(), 35)}&guests=3`;
    expect((await visit(dated)).cache).toBe('miss');
    expect((await visit(`${houseUrl()}?checkIn=${addDays(japanDate(), 33)}&checkOut=${addDays(japanDate(), 35)}`)).cache).toBe('miss');
    expect((await visit(dated)).cache).toBe('miss');
    expect((await visit(dated)).cache).toBe('hit');
  });

  it('sends a kept page compressed as the browser accepts, the same page once unpacked', async () => {
    const plain = await keep(houseUrl());
    const packed = async (encoding: string) => {
      const res = await t.app.inject({ method: 'GET', url: houseUrl(), headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-page-cache']).toBe('hit');
      expect(res.headers.vary).toContain('accept-encoding');
      return res;
    };
    // The compressed copies are made off the main thread once the page is kept.
    await vi.waitFor(async () => expect((await packed('gzip, deflate, br')).headers['content-encoding']).toBe('br'), { timeout: 5000 });
    expect(zlib.brotliDecompressSync((await packed('gzip, deflate, br')).rawPayload).toString('utf8')).toBe(plain.body);
    expect(zlib.gunzipSync((await packed('gzip')).rawPayload).toString('utf8')).toBe(plain.body);
    expect((await packed('identity')).body).toBe(plain.body);
  });

  it('empties at once when the host renames the house: its page and the search show the new name', async () => {
    await keep(houseUrl());
    expect((await keep('/search')).body).toContain('白川郷 合掌の宿');
    await hostPut(`/api/host/properties/${houseId}`, { title: '白川郷 合掌の宿 離れ' });
    const page = await visitBoth(houseUrl());
    expect(page.cache).toBe('miss');
    expect(page.body).toContain('白川郷 合掌の宿 離れ</h1>');
    expect((await visitBoth('/search')).body).toContain('白川郷 合掌の宿 離れ');
  });

  it('empties at once when the host changes the price', async () => {
    expect((await visitBoth(houseUrl())).body).toContain('18,000');
    await keep(houseUrl());
    await hostPut(`/api/host/properties/${houseId}`, { basePriceJpy: 23500 });
    const page = await visitBoth(houseUrl());
    expect(page.body).toContain('23,500');
    expect(page.body).not.toContain('18,000');
  });

  it('empties at once when the host closes a night on the calendar, and when a guest books nights', async () => {
    const night = addDays(japanDate(), 10);
    expect(unavailableNights((await visitBoth(houseUrl())).body)).not.toContain(night);
    await keep(houseUrl());
    await hostPut(`/api/host/calendar/${houseId}/days`, { from: night, to: night, action: 'block', reason: '改修' });
    expect(unavailableNights((await visitBoth(houseUrl())).body)).toContain(night);

    // A booking taken by any writer (here straight in the database, as a payment job would) is seen too.
    const checkin = addDays(japanDate(), 20);
    await keep(houseUrl());
    await insertBooking(t.db, { propertyId: houseId, guestId: guest.user.id, checkin, checkout: addDays(checkin, 2) });
    expect(unavailableNights((await visitBoth(houseUrl())).body)).toEqual(expect.arrayContaining([checkin, addDays(checkin, 1)]));
  });

  it('empties at once when a review is published and when the back office hides it', async () => {
    expect((await visitBoth(houseUrl())).body).not.toContain('囲炉裏の火が忘れられません');
    await keep(houseUrl());
    const reviewId = await insertReview(t.db, { propertyId: houseId, guestId: guest.user.id, rating: 5, comment: '囲炉裏の火が忘れられません' });
    expect((await visitBoth(houseUrl())).body).toContain('囲炉裏の火が忘れられません');

    await keep(houseUrl());
    const token = await adminToken(t);
    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${reviewId}/hide`,
      headers: { authorization: `Bearer ${token}` },
      payload: { reason: '個人情報を含むため' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await visitBoth(houseUrl())).body).not.toContain('囲炉裏の火が忘れられません');
  });

  it('is not emptied by changes the public pages do not show, such as a sign-in', async () => {
    await keep(houseUrl());
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: guest.user.email, password: guest.password } });
    expect(login.statusCode, login.body).toBe(200);
    expect((await visitBoth(houseUrl())).cache).toBe('hit');
  });
});

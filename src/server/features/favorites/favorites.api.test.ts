import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyListItem } from '@/contract/properties';
import { properties } from '@/db/schema';
import { insertCatalog, insertHost, insertProperty } from '../../testing/fixtures';
import { createTestApp, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let houseA: string;
let houseB: string;
let draftId: string;
let me: { user: { id: string }; cookie: string };
let other: { user: { id: string }; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await insertCatalog(t.db);
  const host = await insertHost(t.db);
  houseA = await insertProperty(t.db, catalog, { hostId: host.id, title: '古民家A', amenities: ['wifi', 'towels'], photos: { count: 2, cover: 0 } });
  houseB = await insertProperty(t.db, catalog, { hostId: host.id, title: '古民家B' });
  draftId = await insertProperty(t.db, catalog, { hostId: host.id, status: 'draft' });
  me = await signUpGuest(t.app);
  other = await signUpGuest(t.app);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const check = async (id: string, cookie: string) => (await call('GET', `/api/favorites/${id}/check`, cookie)).json().isFavorited as boolean;
const list = async (cookie: string) => ((await call('GET', '/api/user/favorites', cookie)).json() as PropertyListItem[]).map((p) => p.title);

describe('favourites need a signed-in session', () => {
  it.each([
    ['GET', '/check'],
    ['POST', ''],
    ['DELETE', ''],
  ] as const)('%s /api/favorites/{id}%s answers 401 signed out, and with only a spoofed x-user-id', async (method, suffix) => {
    for (const headers of [{}, { 'x-user-id': me.user.id }] as Record<string, string>[]) {
      const res = await call(method, `/api/favorites/${houseA}${suffix}`, undefined, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'ログインが必要です' });
    }
  });

  it('GET /api/user/favorites answers 401 signed out and with a spoofed x-user-id', async () => {
    expect((await call('GET', '/api/user/favorites')).statusCode).toBe(401);
    expect((await call('GET', '/api/user/favorites', undefined, { 'x-user-id': me.user.id })).statusCode).toBe(401);
  });
});

describe('adding, checking, listing and removing', () => {
  it('adds a house (201), twice without error, and the check and the list show it', async () => {
    expect(await check(houseA, me.cookie)).toBe(false);
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', `/api/favorites/${houseA}`, me.cookie);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ isFavorited: true });
    }
    expect(await check(houseA, me.cookie)).toBe(true);
    const res = await call('GET', '/api/user/favorites', me.cookie);
    expect(res.statusCode).toBe(200);
    const items = res.json() as PropertyListItem[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: houseA, title: '古民家A', isBooked: false, amenityLabels: ['Wi-Fi', 'タオル'] });
    expect(items[0].coverPhotoUrl).toMatch(/^\/api\/placeholder\//);
  });

  it('lists the newest favourite first', async () => {
    await call('POST', `/api/favorites/${houseB}`, me.cookie);
    expect(await list(me.cookie)).toEqual(['古民家B', '古民家A']);
  });

  it('never shows one user’s favourites to another', async () => {
    expect(await list(other.cookie)).toEqual([]);
    expect(await check(houseA, other.cookie)).toBe(false);
    // Even when the other user names me in x-user-id.
    const spoofed = await call('GET', '/api/user/favorites', other.cookie, { 'x-user-id': me.user.id });
    expect(spoofed.json()).toEqual([]);
    await call('POST', `/api/favorites/${houseB}`, other.cookie);
    await call('DELETE', `/api/favorites/${houseB}`, other.cookie, { 'x-user-id': me.user.id });
    expect(await list(me.cookie)).toEqual(['古民家B', '古民家A']);
  });

  it('removes a house (200), twice without error', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', `/api/favorites/${houseB}`, me.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isFavorited: false });
    }
    expect(await check(houseB, me.cookie)).toBe(false);
    expect(await list(me.cookie)).toEqual(['古民家A']);
  });

  it('hides a favourite whose house is no longer published, and still lets the user remove it', async () => {
    await t.db.update(properties).set({ status: 'suspended' }).where(eq(properties.id, houseA));
    try {
      expect(await list(me.cookie)).toEqual([]);
      expect((await call('GET', `/api/favorites/${houseA}/check`, me.cookie)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/favorites/${houseA}`, me.cookie)).statusCode).toBe(200);
    } finally {
      await t.db.update(properties).set({ status: 'published' }).where(eq(properties.id, houseA));
    }
    expect(await list(me.cookie)).toEqual([]);
  });
});

describe('only published houses', () => {
  it('refuses a draft or unknown house with 404 and a bad id with 400', async () => {
    for (const id of [draftId, '0f1e2d3c-4b5a-4968-8776-655443322110']) {
      const res = await call('POST', `/api/favorites/${id}`, me.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('物件が見つかりません');
    }
    const bad = await call('POST', '/api/favorites/123', me.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
  });
});

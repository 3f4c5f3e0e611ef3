import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../testing/test-app';
import { AREA_PREFIXES, PUBLIC_AREA_ROUTES, area, areaOfUrl, enforceAreas } from './areas';

let t: TestApp;
let guestCookie: string;
let hostCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  guestCookie = (await signUpGuest(t.app)).cookie;
  hostCookie = (await registerHost(t.app)).cookie;
});
afterAll(async () => {
  await t?.close();
});

/** Every registered route under a gated prefix, walked from the app itself (not a hand-kept list). */
function gatedRoutes() {
  return t.app.routeTable.flatMap((route) => {
    const expected = areaOfUrl(route.url);
    if (!expected) return [];
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    return methods
      .filter((method) => !PUBLIC_AREA_ROUTES.includes(`${method} ${route.url}`))
      .map((method) => ({ method, url: route.url, area: route.area, expected }));
  });
}

const sample = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('the gated areas', () => {
  it('finds routes in each area, and every one sits behind its area', () => {
    const routes = gatedRoutes();
    for (const { area: name } of AREA_PREFIXES) {
      if (name === 'host') expect(routes.some((r) => r.expected === 'host')).toBe(true);
      if (name === 'admin') expect(routes.filter((r) => r.expected === 'admin').length).toBeGreaterThanOrEqual(8);
    }
    for (const route of routes) expect({ ...route, area: route.area }).toEqual({ ...route, area: route.expected });
  });

  it('refuses every gated route without identity (401) and with the wrong role (403)', async () => {
    const routes = gatedRoutes();
    for (const route of routes) {
      const url = sample(route.url);
      const anonymous = await t.app.inject({ method: route.method, url, payload: route.method === 'GET' ? undefined : {} });
      expect({ route: `${route.method} ${route.url}`, status: anonymous.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });

      // A guest is the wrong role in both areas; a host's session is the wrong identity in the back office.
      const wrongRoles = route.expected === 'admin' ? [guestCookie, hostCookie] : [guestCookie];
      for (const cookie of wrongRoles) {
        const res = await t.app.inject({ method: route.method, url, headers: { cookie, 'x-user-id': 'anything' }, payload: route.method === 'GET' ? undefined : {} });
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode, message: res.json().message }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 403,
          message: 'この画面にアクセスする権限がありません',
        });
      }
    }
  });

  it('documents each gated route with its area\'s security scheme', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
    for (const route of gatedRoutes()) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation?.security, `${route.method} ${route.url}`).toEqual(route.expected === 'admin' ? [{ adminToken: [] }] : [{ session: [] }]);
    }
  });
});

describe('a route that forgets its area', () => {
  it('stops the app from starting', async () => {
    const app = Fastify();
    enforceAreas(app);
    app.get('/api/admin/forgotten', async () => ({ leaked: true }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/admin\/forgotten は admin エリアの外で登録されています/);
    await app.close().catch(() => undefined);
  });

  it('starts when the same route is registered through its area', async () => {
    const app = Fastify();
    enforceAreas(app);
    await app.register(area('admin', [async (scope) => void scope.get('/api/admin/guarded', async () => ({ ok: true }))]));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/admin/guarded' })).statusCode).toBe(401);
    await app.close();
  });
});

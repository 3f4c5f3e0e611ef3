import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpGuest, type TestApp } from '../testing/test-app';

/**
 * Who may call a guarded guest-side route is decided before its body is read: a stranger with a broken
 * body gets 401 (a guest on a host's route 403), never the 400 that would tell them what the body lacks.
 */
let t: TestApp;
let guestCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  guestCookie = (await signUpGuest(t.app)).cookie;
});
afterAll(async () => t?.close());

function guardedRoutes() {
  return t.app.routeTable.flatMap((route) =>
    route.guard
      ? [route.method]
          .flat()
          .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
          .map((method) => ({ method, url: route.url, guard: route.guard }))
      : [],
  );
}

/** Path parameters that are not ids, and a body of the wrong shape. */
const broken = (url: string) => url.replace(/:[A-Za-z]+/g, 'not-an-id');
const brokenBody = { title: 12, status: ['?'], checkinDate: 'yesterday', rating: 'ten' };

describe('guards before validation', () => {
  it('guards the guest side’s signed-in routes, the owner form among them', () => {
    const routes = guardedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/properties', guard: 'host' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/user/profile', guard: 'user' });
  });

  it('answers 401 to a stranger with a broken body or path on every guarded route', async () => {
    for (const route of guardedRoutes()) {
      const res = await t.app.inject({ method: route.method, url: `${broken(route.url)}?bookingId=x`, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : brokenBody });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
    }
  });

  it('answers 403 to a guest on a host’s route whatever the body, before naming a field', async () => {
    const invalid = await t.app.inject({ method: 'POST', url: '/api/properties', headers: { cookie: guestCookie }, payload: { title: '' } });
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json()).toEqual({ code: 'FORBIDDEN', message: 'ホストとしてログインしてください' });
    for (const route of guardedRoutes().filter((r) => r.guard === 'host')) {
      const res = await t.app.inject({ method: route.method, url: broken(route.url), headers: { cookie: guestCookie }, payload: brokenBody });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 403 });
    }
  });

  it('lists the signed-in routes’ security in the API description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/properties'].post.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/bookings/{id}'].get.security).toEqual([{ session: [] }, { adminToken: [] }]);
  });
});

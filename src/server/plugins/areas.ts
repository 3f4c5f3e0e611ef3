import type { FastifyInstance, FastifyPluginAsync, HTTPMethods, RouteOptions } from 'fastify';
import { TWO_STEP_SETUP_REQUIRED_MESSAGE } from '@/domain/two-step';
import { AppError, unauthenticated } from '../lib/app-error';
import type { Guard } from './guards';
import { ADMIN_SIGN_IN_MESSAGE, actorOf, assertMayEnter, type Area } from '../policy';
import { bearerToken } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An admin route that answers before the admin's second step is set up (the set-up itself, who am I, sign-out). */
    beforeTwoStep?: boolean;
    /** The area whose gate this route sits behind (set by `area()`, never by hand). */
    area?: Area;
  }
  interface FastifyInstance {
    /** Every route the app registered, in order: for the boot check below and the guard-walking test. */
    routeTable: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  area: Area | undefined;
  /** The route's own guard outside the areas (plugins/guards.ts). */
  guard: Guard | undefined;
}

/** URL prefixes that belong to a gated area: a route under one must be registered through `area()`. */
export const AREA_PREFIXES: readonly { prefix: string; area: Area }[] = [
  { prefix: '/api/admin/', area: 'admin' },
  { prefix: '/api/host/', area: 'host' },
  { prefix: '/api/owner/', area: 'host' },
];

/** The back office's doors: signing in and asking for an account need no token. */
export const PUBLIC_AREA_ROUTES: readonly string[] = ['POST /api/admin/login', 'POST /api/admin/login/second-step', 'POST /api/admin/login/passkey-options', 'POST /api/admin/login/second-step/passkey', 'POST /api/admin/register'];

const SECURITY: Record<Area, Record<string, string[]>[]> = {
  user: [{ session: [] }],
  host: [{ session: [] }],
  admin: [{ adminToken: [] }],
};

/**
 * A route group behind one gate (fastify/demo's autohooks): every route registered inside gets the
 * area's guard (401 without identity, 403 with the wrong role, before the body is even read) and its
 * OpenAPI security entry. A route cannot opt out: the hook runs for the whole scope.
 */
export function area(name: Area, plugins: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, area: name };
      route.schema = { ...route.schema, security: SECURITY[name] };
    });
    scope.addHook('onRequest', async (request) => {
      // A token that was sent but is not valid (expired, revoked) is a sign-in problem, whatever cookie
      // comes with it: 401, so that the back office sends the admin to its login page.
      if (name === 'admin' && !request.admin && bearerToken(request)) throw unauthenticated(ADMIN_SIGN_IN_MESSAGE);
      assertMayEnter(name, actorOf(request));
      // Admins must set up a second step first (docs/product/accounts.md): until then only its routes answer.
      if (name === 'admin' && request.admin && !request.admin.twoStepEnabled && !request.routeOptions.config.beforeTwoStep) {
        throw new AppError('TWO_STEP_SETUP_REQUIRED', 403, TWO_STEP_SETUP_REQUIRED_MESSAGE);
      }
    });
    for (const plugin of plugins) await scope.register(plugin);
  };
}

function routeKeys(route: Pick<RouteOptions, 'method' | 'url'>): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => `${method} ${route.url}`);
}

/** The area a URL belongs to by its prefix, if any. */
export function areaOfUrl(url: string): Area | undefined {
  return AREA_PREFIXES.find(({ prefix }) => url.startsWith(prefix))?.area;
}

/**
 * Records every route and, when the app is ready, refuses to start if a route under a gated prefix was
 * registered outside its area (a forgotten guard fails at boot, not in production).
 */
export function enforceAreas(app: FastifyInstance): void {
  app.decorate('routeTable', [] as RegisteredRoute[]);
  const options: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    options.push(route);
  });
  app.addHook('onReady', async () => {
    for (const route of options) {
      app.routeTable.push({ method: route.method, url: route.url, area: route.config?.area, guard: route.config?.guard });
      const expected = areaOfUrl(route.url);
      if (!expected || route.method === 'HEAD') continue;
      if (routeKeys(route).every((key) => PUBLIC_AREA_ROUTES.includes(key))) continue;
      if (route.config?.area !== expected) {
        throw new Error(`${routeKeys(route).join(', ')} は ${expected} エリアの外で登録されています（plugins/areas.ts の area() で登録してください）`);
      }
    }
  });
}

import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorBodySchema } from '@/contract/errors';
import { AREA_PREFIXES, PUBLIC_AREA_ROUTES } from './areas';

/**
 * The answers a route may give that come from the app around it rather than from the route itself, put
 * in its OpenAPI responses where the route does not list them (each with the one error body), so that the
 * document lists every answer a route can give (the API fuzz fails on any other):
 * - 400: a body or query the route cannot read (bad JSON, a value of the wrong form), for every route;
 * - 413, 415 and 429: a write's body too large, of a type the app does not read, or one upload too many
 *   from one address (plugins/../throttle/rate-limits.ts counts every multipart write);
 * - 414: a path parameter longer than the router accepts;
 * - 401 and 403: the gate of an area (plugins/areas.ts) or of a route's own guard (plugins/guards.ts).
 * Registered on the root before any route.
 */
export function documentAnswersAroundRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.schema || route.schema.hide) return;
    const methods = [route.method].flat();
    const writes = methods.some((m) => m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS');
    const statuses = [400];
    if (writes) statuses.push(413, 415, 429);
    if (route.url.includes(':')) statuses.push(414);
    if (isGated(route, methods)) statuses.push(401, 403);
    const listed = (route.schema.response ?? {}) as Record<string, unknown>;
    const added = Object.fromEntries(statuses.filter((status) => !(String(status) in listed)).map((status) => [status, errorBodySchema]));
    route.schema = { ...route.schema, response: { ...listed, ...added } };
  });
}

function isGated(route: RouteOptions, methods: string[]): boolean {
  if (route.config?.guard) return true;
  const inArea = AREA_PREFIXES.some(({ prefix }) => route.url.startsWith(prefix));
  return inArea && !methods.every((m) => PUBLIC_AREA_ROUTES.includes(`${m} ${route.url}`));
}

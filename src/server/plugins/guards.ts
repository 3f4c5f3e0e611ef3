import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { User } from '@/contract/auth';
import { unauthenticated } from '../lib/app-error';
import { allowOr403, mayEnterHostArea, requiredActorOf, userActorOf } from '../policy';

/**
 * Who may call a guest-side route that needs a signed-in caller (bookings, favourites, profile, the
 * seed's owner form): the route says `config: { guard }` and `enforceGuards` checks it in the route's
 * `onRequest`, before the body is read or validated (a stranger gets 401 or 403, never a 400 telling
 * them what the body lacks), and sets the route's OpenAPI `security`. The host area and the back office
 * are gated as a whole by plugins/areas.ts, not route by route.
 *
 * - `user`: a signed-in guest or host (session);
 * - `userOrAdmin`: that or an admin token (GET /api/bookings/{id}); what each may see is the service's policy question;
 * - `host`: a signed-in host (403 for a guest).
 */
export type Guard = 'user' | 'userOrAdmin' | 'host';

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard;
  }
}

const HOST_SIGN_IN_MESSAGE = 'ホストとしてログインしてください';

const checks: Record<Guard, (request: FastifyRequest) => void> = {
  user: (request) => {
    if (!request.user) throw unauthenticated();
  },
  userOrAdmin: (request) => {
    requiredActorOf(request);
  },
  host: (request) => {
    allowOr403(mayEnterHostArea(userActorOf(request)), HOST_SIGN_IN_MESSAGE);
  },
};

const SECURITY: Record<Guard, Record<string, string[]>[]> = {
  user: [{ session: [] }],
  userOrAdmin: [{ session: [] }, { adminToken: [] }],
  host: [{ session: [] }],
};

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** Registered on the root before any route: every guarded route gets its check first and its security entry. */
export function enforceGuards(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const guard = route.config?.guard;
    if (!guard) return;
    const check: onRequestHookHandler = async (request) => checks[guard](request);
    route.onRequest = [check, ...asList(route.onRequest)];
    route.schema = { ...route.schema, security: SECURITY[guard] };
  });
}

/** The signed-in user as the public `User` answer (GET /api/auth/user); for ids, use policy's userActorOf. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthenticated();
  return request.user;
}

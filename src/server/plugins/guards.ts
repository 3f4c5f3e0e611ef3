import type { FastifyRequest } from 'fastify';
import type { User } from '@/contract/auth';
import { unauthenticated } from '../lib/app-error';
import { requiredActorOf } from '../policy';

/**
 * preHandler of the guest side's signed-in routes (bookings, favourites, profile). The host area and
 * the back office are gated as a whole by plugins/areas.ts, not route by route.
 */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
}

/**
 * preHandler of a guest-side route an admin may use too (GET /api/bookings/{id}): a signed-in session
 * or an admin token; 401 only when neither came. What each may see is the service's policy question.
 */
export async function requireUserOrAdmin(request: FastifyRequest) {
  requiredActorOf(request);
}

/** The signed-in user as the public `User` answer (GET /api/auth/user); for ids, use policy's userActorOf. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthenticated();
  return request.user;
}

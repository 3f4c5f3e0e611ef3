import type { FastifyRequest } from 'fastify';
import type { User } from '@/contract/auth';
import { unauthenticated } from '../lib/app-error';

/**
 * preHandler of the guest side's signed-in routes (bookings, favourites, profile). The host area and
 * the back office are gated as a whole by plugins/areas.ts, not route by route.
 */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
}

export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthenticated();
  return request.user;
}

import type { FastifyRequest } from 'fastify';
import type { User } from '@/contract/auth';
import type { UserRole } from '@/contract/enums';
import { forbidden, unauthenticated } from '../lib/app-error';
import type { SessionAdmin } from './session';

/** preHandler: the request must come with a signed-in session. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
}

/** preHandler: a signed-in user whose role is one of these (admin users pass every role check). */
export function requireRole(...roles: UserRole[]) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    if (request.user.role !== 'admin' && !roles.includes(request.user.role)) {
      throw forbidden('この画面にアクセスする権限がありません');
    }
  };
}

/** preHandler: a valid admin bearer token from /api/admin/login. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.admin) throw unauthenticated('管理者としてログインしてください');
}

export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export function currentAdmin(request: FastifyRequest): SessionAdmin {
  if (!request.admin) throw unauthenticated('管理者としてログインしてください');
  return request.admin;
}

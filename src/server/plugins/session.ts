import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@/contract/auth';
import * as sessions from '../features/sessions/repository';
import { newToken, tokenDigest } from '../lib/tokens';

export const SESSION_COOKIE = 'kominka_sid';

export interface SessionAdmin {
  id: string;
  email: string;
  fullName: string;
  /** The admin's second step is set up; until it is, only the set-up routes answer (plugins/areas.ts). */
  twoStepEnabled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in guest or host, from the session cookie only (never from x-user-id). */
    user: User | null;
    /** The admin whose bearer token came with the request. */
    admin: SessionAdmin | null;
  }
  interface FastifyInstance {
    /** Reads the session cookie's user onto `request.user` (done for every API call; a page asks). */
    loadSessionUser(request: FastifyRequest): Promise<User | null>;
  }
  interface FastifyReply {
    startUserSession(userId: string): Promise<void>;
    endUserSession(): Promise<void>;
    /**
     * Ends every other session of the signed-in user (after a change of sign-in address), or of `userId`
     * (a confirmation link followed in any browser: this one keeps its session only if it is that account's).
     */
    endOtherUserSessions(userId?: string): Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Server-side sessions: an HttpOnly, SameSite=Lax cookie holds a random secret; the database keeps
 * only its digest. A new session is made at every sign-in and removed at sign-out.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const { db, config } = app;
  await app.register(cookie);

  app.decorateRequest('user', null);
  app.decorateRequest('admin', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const now = new Date();
    await loadSessionUser(request, now);
    const token = bearerToken(request);
    if (token) request.admin = await sessions.findAdminBySession(db, tokenDigest(token), now);
  });

  /** The session cookie's user on `request.user` (API calls get it on every request; a page asks for it). */
  async function loadSessionUser(request: FastifyRequest, now = new Date()) {
    const secret = request.cookies[SESSION_COOKIE];
    if (secret) request.user = await sessions.findUserBySession(db, tokenDigest(secret), now);
    return request.user;
  }
  app.decorate('loadSessionUser', loadSessionUser);

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
  };

  app.decorateReply('startUserSession', async function (this: FastifyReply, userId: string) {
    const previous = this.request.cookies[SESSION_COOKIE];
    if (previous) await sessions.deleteUserSession(db, tokenDigest(previous));
    const secret = newToken();
    const expiresAt = new Date(Date.now() + config.sessionDays * 24 * 60 * 60 * 1000);
    await sessions.insertUserSession(db, {
      id: tokenDigest(secret),
      userId,
      expiresAt,
      ipAddress: this.request.ip ?? null,
      userAgent: this.request.headers['user-agent']?.slice(0, 500) ?? null,
    });
    this.setCookie(SESSION_COOKIE, secret, { ...cookieOptions, expires: expiresAt });
  });

  app.decorateReply('endOtherUserSessions', async function (this: FastifyReply, userId?: string) {
    const target = userId ?? this.request.user?.id;
    if (!target) return;
    const secret = this.request.cookies[SESSION_COOKIE];
    const keep = secret && this.request.user?.id === target ? tokenDigest(secret) : null;
    await sessions.deleteOtherUserSessions(db, target, keep);
  });

  app.decorateReply('endUserSession', async function (this: FastifyReply) {
    const secret = this.request.cookies[SESSION_COOKIE];
    if (secret) await sessions.deleteUserSession(db, tokenDigest(secret));
    this.clearCookie(SESSION_COOKIE, cookieOptions);
  });
});

export { bearerToken };

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ThrottleLimit } from '@/domain/login-throttle';
import { AppError } from '../lib/app-error';
import { reserveThrottleAttempt } from './throttle-store';

const MINUTE = 60_000;

/**
 * Public writes limited per client address, counted in the database (`auth_throttle`) so that several
 * servers share the count. Generous enough never to meet a person's ordinary use of the site; a
 * script sending sign-ups, messages or uploads by the hundred gets 429 with Retry-After.
 */
export const RATE_LIMITS = {
  /** Guest sign-up and host registration together. */
  signup: { maxAttempts: 20, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE },
  adminRegister: { maxAttempts: 5, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE },
  contact: { maxAttempts: 10, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE },
  /** Every multipart upload: review photos, house photos, avatars, identity documents. */
  uploads: { maxAttempts: 120, windowMs: 10 * MINUTE, blockMs: 10 * MINUTE },
  /** Holds and payment pages. */
  checkout: { maxAttempts: 30, windowMs: 10 * MINUTE, blockMs: 10 * MINUTE },
} satisfies Record<string, ThrottleLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const LIMITED_ROUTES: Record<string, RateLimitName> = {
  'POST /api/auth/signup': 'signup',
  'POST /api/auth/register': 'signup',
  'POST /api/admin/register': 'adminRegister',
  'POST /api/contact': 'contact',
  'POST /api/bookings': 'checkout',
  'POST /api/create-checkout-session': 'checkout',
  'POST /api/checkout': 'checkout',
  'POST /api/create-payment-intent': 'checkout',
};

/** Which limit a request counts against, if any: its route's, or the uploads' for any multipart body. */
export function rateLimitOf(request: Pick<FastifyRequest, 'method' | 'headers'> & { routeUrl: string | undefined }): RateLimitName | null {
  const named = request.routeUrl ? LIMITED_ROUTES[`${request.method} ${request.routeUrl}`] : undefined;
  if (named) return named;
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  return request.method !== 'GET' && type.startsWith('multipart/') ? 'uploads' : null;
}

/** One hook for every route, the host area's and the back office's uploads included. */
export function registerRateLimits(app: FastifyInstance) {
  if (!app.config.rateLimits) return;
  app.addHook('onRequest', async (request) => {
    const name = rateLimitOf({ method: request.method, headers: request.headers, routeUrl: request.routeOptions.url });
    if (!name) return;
    const now = new Date();
    const { allowed, blockedUntil } = await reserveThrottleAttempt(app.db, `rate:${name}:${request.ip}`, RATE_LIMITS[name], now);
    if (allowed) return;
    const wait = Math.max(1, Math.ceil(((blockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
    throw new AppError(
      'TOO_MANY_ATTEMPTS',
      429,
      `短時間に送信が多すぎます。${Math.ceil(wait / 60)}分ほどおいてからもう一度お試しください。`,
      undefined,
      { 'retry-after': String(wait) },
    );
  });
}

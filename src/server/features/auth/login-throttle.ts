import type { Database } from '@/db/client';
import { PER_ACCOUNT_LIMIT, PER_CLIENT_LIMIT, retryAfterSeconds, tooManyAttemptsMessage } from '@/domain/login-throttle';
import { AppError } from '../../lib/app-error';
import * as repo from '../../throttle/throttle-store';

interface Attempt {
  accountKey: string;
  clientKey: string;
}

/**
 * Counts this sign-in attempt against this e-mail from this client and against this client as a
 * whole, before the password is checked (src/domain/login-throttle.ts); refuses it with 429 and
 * Retry-After when either is over its limit.
 */
export async function beginLoginAttempt(db: Database, scope: 'user' | 'admin', email: string, clientIp: string, now = new Date()): Promise<Attempt> {
  const attempt = { accountKey: `${scope}:account:${email}|${clientIp}`, clientKey: `${scope}:client:${clientIp}` };
  const [account, client] = await Promise.all([
    repo.reserveThrottleAttempt(db, attempt.accountKey, PER_ACCOUNT_LIMIT, now),
    repo.reserveThrottleAttempt(db, attempt.clientKey, PER_CLIENT_LIMIT, now),
  ]);
  if (!account.allowed || !client.allowed) {
    const wait = Math.max(
      1,
      ...[account, client].filter((c) => !c.allowed).map((c) => retryAfterSeconds(c.blockedUntil, now)),
    );
    throw new AppError('TOO_MANY_ATTEMPTS', 429, tooManyAttemptsMessage(wait), undefined, { 'retry-after': String(wait) });
  }
  return attempt;
}

/** The right password: the account's count starts again and the client gets its attempt back. */
export async function recordLoginSuccess(db: Database, attempt: Attempt) {
  await Promise.all([repo.clearThrottle(db, attempt.accountKey), repo.returnThrottleAttempt(db, attempt.clientKey)]);
}

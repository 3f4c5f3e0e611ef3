import type { Database } from '@/db/client';
import {
  PER_ACCOUNT_LIMIT,
  PER_CLIENT_LIMIT,
  recordFailure,
  retryAfterSeconds,
  type ThrottleLimit,
  type ThrottleState,
} from '@/domain/login-throttle';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';

interface Attempt {
  keys: { key: string; limit: ThrottleLimit }[];
  states: Map<string, ThrottleState>;
  now: Date;
}

/**
 * Refuses with 429 while this e-mail from this client, or this client as a whole, has failed too
 * often; otherwise returns the attempt to record as failed or succeeded.
 */
export async function beginLoginAttempt(
  db: Database,
  scope: 'user' | 'admin',
  email: string,
  clientIp: string,
  now = new Date(),
): Promise<Attempt> {
  const keys = [
    { key: `${scope}:account:${email}|${clientIp}`, limit: PER_ACCOUNT_LIMIT },
    { key: `${scope}:client:${clientIp}`, limit: PER_CLIENT_LIMIT },
  ];
  const states = await repo.findThrottles(
    db,
    keys.map((k) => k.key),
  );
  const wait = Math.max(...keys.map((k) => retryAfterSeconds(states.get(k.key), now)));
  if (wait > 0) {
    throw new AppError(
      'TOO_MANY_ATTEMPTS',
      429,
      `ログインの試行回数が多すぎます。${Math.ceil(wait / 60)}分後にもう一度お試しください。`,
      undefined,
      { 'retry-after': String(wait) },
    );
  }
  return { keys, states, now };
}

export async function recordLoginFailure(db: Database, attempt: Attempt) {
  for (const { key, limit } of attempt.keys) {
    await repo.saveThrottle(db, key, recordFailure(attempt.states.get(key), attempt.now, limit));
  }
}

export async function recordLoginSuccess(db: Database, attempt: Attempt) {
  await repo.clearThrottle(db, attempt.keys[0].key);
}

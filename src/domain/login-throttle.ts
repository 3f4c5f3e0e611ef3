/**
 * Slows down password guessing. Attempts are counted per e-mail and client address (so an attacker
 * elsewhere cannot lock the real user out) and per client address (so one client cannot try many
 * e-mails). Each attempt is counted before its password is checked, in one atomic step of the
 * database (src/server/features/auth/repository.ts, `reserveThrottleAttempt`), so that parallel
 * guesses cannot pass the limit: the attempt that reaches `maxAttempts` within the window is still
 * checked and starts the block; every later one is refused until the block ends. A successful
 * sign-in gives its attempt back.
 */
export interface ThrottleLimit {
  maxAttempts: number;
  windowMs: number;
  blockMs: number;
}

export const PER_ACCOUNT_LIMIT: ThrottleLimit = { maxAttempts: 5, windowMs: 15 * 60_000, blockMs: 5 * 60_000 };
export const PER_CLIENT_LIMIT: ThrottleLimit = { maxAttempts: 30, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };

/** Seconds to wait before trying again, or 0 when sign-in may be tried now. */
export function retryAfterSeconds(blockedUntil: Date | null, now: Date): number {
  if (!blockedUntil) return 0;
  const ms = blockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** The Japanese message of a refused sign-in. */
export function tooManyAttemptsMessage(waitSeconds: number): string {
  return `ログインの試行回数が多すぎます。${Math.ceil(waitSeconds / 60)}分後にもう一度お試しください。`;
}

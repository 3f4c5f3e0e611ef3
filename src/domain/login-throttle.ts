/**
 * Slows down password guessing. Failures are counted per e-mail and client address (so an attacker
 * elsewhere cannot lock the real user out) and per client address (so one client cannot try many
 * e-mails). Past the limit within the window, sign-in from that key is refused until blockedUntil.
 */
export interface ThrottleLimit {
  maxFailures: number;
  windowMs: number;
  blockMs: number;
}

export interface ThrottleState {
  failures: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
}

export const PER_ACCOUNT_LIMIT: ThrottleLimit = { maxFailures: 5, windowMs: 15 * 60_000, blockMs: 5 * 60_000 };
export const PER_CLIENT_LIMIT: ThrottleLimit = { maxFailures: 30, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };

/** Seconds to wait before trying again, or 0 when sign-in may be tried now. */
export function retryAfterSeconds(state: ThrottleState | null | undefined, now: Date): number {
  if (!state?.blockedUntil) return 0;
  const ms = state.blockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

export function recordFailure(state: ThrottleState | null | undefined, now: Date, limit: ThrottleLimit): ThrottleState {
  const windowOpen = state && now.getTime() - state.windowStartedAt.getTime() < limit.windowMs;
  const failures = windowOpen ? state.failures + 1 : 1;
  const windowStartedAt = windowOpen ? state.windowStartedAt : now;
  const blockedUntil = failures >= limit.maxFailures ? new Date(now.getTime() + limit.blockMs) : null;
  return { failures: blockedUntil ? 0 : failures, windowStartedAt: blockedUntil ? now : windowStartedAt, blockedUntil };
}

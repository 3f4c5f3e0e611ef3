import { describe, expect, it } from 'vitest';
import { PER_ACCOUNT_LIMIT, recordFailure, retryAfterSeconds, type ThrottleState } from './login-throttle';

const t0 = new Date('2026-11-22T10:00:00+09:00');
const at = (ms: number) => new Date(t0.getTime() + ms);

function failTimes(n: number, spacingMs = 1000): ThrottleState {
  let state: ThrottleState | null = null;
  for (let i = 0; i < n; i++) state = recordFailure(state, at(i * spacingMs), PER_ACCOUNT_LIMIT);
  return state!;
}

describe('login throttle', () => {
  it('lets the first failures through', () => {
    const state = failTimes(PER_ACCOUNT_LIMIT.maxFailures - 1);
    expect(retryAfterSeconds(state, at(5000))).toBe(0);
  });

  it('blocks after the limit for the block time, then lets sign-in be tried again', () => {
    const state = failTimes(PER_ACCOUNT_LIMIT.maxFailures);
    const lastFailure = (PER_ACCOUNT_LIMIT.maxFailures - 1) * 1000;
    expect(retryAfterSeconds(state, at(lastFailure))).toBe(PER_ACCOUNT_LIMIT.blockMs / 1000);
    expect(retryAfterSeconds(state, at(lastFailure + PER_ACCOUNT_LIMIT.blockMs))).toBe(0);
  });

  it('forgets failures once the window has passed', () => {
    const state = failTimes(PER_ACCOUNT_LIMIT.maxFailures - 1);
    const later = recordFailure(state, at(PER_ACCOUNT_LIMIT.windowMs + 60_000), PER_ACCOUNT_LIMIT);
    expect(later.failures).toBe(1);
    expect(later.blockedUntil).toBeNull();
  });

  it('treats a missing state as no failures', () => {
    expect(retryAfterSeconds(null, t0)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, tooManyAttemptsMessage } from './login-throttle';

const t0 = new Date('2026-11-22T10:00:00+09:00');

describe('login throttle', () => {
  it('asks to wait until the block ends, then not at all', () => {
    const until = new Date(t0.getTime() + 5 * 60_000);
    expect(retryAfterSeconds(until, t0)).toBe(300);
    expect(retryAfterSeconds(until, new Date(t0.getTime() + 299_500))).toBe(1);
    expect(retryAfterSeconds(until, until)).toBe(0);
    expect(retryAfterSeconds(null, t0)).toBe(0);
  });

  it('says how many minutes to wait, rounded up', () => {
    expect(tooManyAttemptsMessage(300)).toBe('ログインの試行回数が多すぎます。5分後にもう一度お試しください。');
    expect(tooManyAttemptsMessage(61)).toBe('ログインの試行回数が多すぎます。2分後にもう一度お試しください。');
  });
});

import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, isTotpCode, normalizeRecoveryCode } from './two-step';

describe('two-step codes', () => {
  it('tells an app code from a recovery code', () => {
    expect(isTotpCode(' 123456 ')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('abcd-efgh')).toBe(false);
  });

  it('reads a recovery code however it is typed', () => {
    expect(normalizeRecoveryCode('ABCD-EFGH')).toBe('abcdefgh');
    expect(normalizeRecoveryCode('abcd efgh')).toBe('abcdefgh');
    expect(normalizeRecoveryCode('abcd-efg')).toBeNull();
    expect(normalizeRecoveryCode('abc0-efgh')).toBeNull();
    expect(formatRecoveryCode('abcdefgh')).toBe('abcd-efgh');
  });
});

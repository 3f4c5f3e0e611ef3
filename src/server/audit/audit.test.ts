import { describe, expect, it } from 'vitest';
import { maskAccountNumber, maskSecrets } from './audit';

describe('maskSecrets', () => {
  it('hides password hashes, tokens and secrets, and keeps the last 3 digits of account numbers', () => {
    expect(
      maskSecrets({
        fullName: '山田 太郎',
        passwordHash: '$argon2id$v=19$…',
        sessionToken: 'abc',
        accountNumber: '1234567',
        bank: { account_number: '7654321', bankName: 'みずほ銀行' },
        suspendedAt: new Date('2026-11-24T01:02:03Z'),
        reason: null,
      }),
    ).toEqual({
      fullName: '山田 太郎',
      passwordHash: '[masked]',
      sessionToken: '[masked]',
      accountNumber: '****567',
      bank: { account_number: '****321', bankName: 'みずほ銀行' },
      suspendedAt: '2026-11-24T01:02:03.000Z',
      reason: null,
    });
  });

  it('masks short numbers entirely', () => {
    expect(maskAccountNumber('12')).toBe('***');
    expect(maskAccountNumber('123-4567')).toBe('****567');
  });
});

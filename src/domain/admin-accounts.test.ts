import { describe, expect, it } from 'vitest';
import { adminAccountStatus } from './admin-accounts';

describe('adminAccountStatus', () => {
  it('reads a never-enabled account as waiting, and one disabled after being enabled as disabled, signed in or not', () => {
    expect(adminAccountStatus({ isActive: true, enabledAt: new Date() })).toBe('active');
    expect(adminAccountStatus({ isActive: false, enabledAt: null })).toBe('awaiting');
    expect(adminAccountStatus({ isActive: false, enabledAt: '2026-05-01T00:00:00Z' })).toBe('disabled');
  });
});

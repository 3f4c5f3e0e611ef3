import { describe, expect, it } from 'vitest';
import { headerMode } from './nav-items';

describe('headerMode', () => {
  it('shows the host menu in the host area only, not on its public sign-in and registration pages', () => {
    expect(headerMode('/host/dashboard')).toBe('host');
    expect(headerMode('/host')).toBe('host');
    expect(headerMode('/host/login')).toBe('guest');
    expect(headerMode('/host/register')).toBe('guest');
    expect(headerMode('/admin/users')).toBe('admin');
    expect(headerMode('/search')).toBe('guest');
  });
});

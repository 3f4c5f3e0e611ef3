import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a first run', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 5000, dataDir: 'data', seed: 'demo', databaseUrl: undefined, cookieSecure: false });
  });

  it('uses secure cookies in production unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('refuses to start with a clear message when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL');
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.jp' })).toThrow('ADMIN_PASSWORD');
    expect(() => loadConfig({ SEED: 'lots' })).toThrow('SEED');
  });
});

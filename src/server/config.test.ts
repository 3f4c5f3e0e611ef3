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

  it('keeps as many PostgreSQL connections as DATABASE_POOL_SIZE says, else leaves the number to the database client', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow('DATABASE_POOL_SIZE');
  });

  it('refuses to start with a clear message when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL');
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.jp' })).toThrow('ADMIN_PASSWORD');
    expect(() => loadConfig({ SEED: 'lots' })).toThrow('SEED');
  });

  it('links to PUBLIC_URL, or to the listening address of a development server or the demo, never to a request’s Host', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kominka.example.jp/' }).siteUrl).toBe('https://kominka.example.jp');
    expect(loadConfig({}).siteUrl).toBe('http://localhost:5000');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '8080' }).siteUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ NODE_ENV: 'production' }).siteUrl).toBe('http://localhost:5000');
    expect(() => loadConfig({ NODE_ENV: 'production', SEED: 'none' })).toThrow('PUBLIC_URL');
  });

  it('takes the platform’s invoice registration number in its stored form, the demo’s sample when unset, and refuses a bad one', () => {
    expect(loadConfig({ INVOICE_REGISTRATION_NUMBER: 't-1234-5678-9012-3' }).invoicing).toEqual({ registrationNumber: 'T1234567890123', isDemo: false });
    expect(loadConfig({}).invoicing).toEqual({ registrationNumber: 'T7010001999999', isDemo: true });
    expect(() => loadConfig({ INVOICE_REGISTRATION_NUMBER: '1234567890123' })).toThrow('INVOICE_REGISTRATION_NUMBER');
    // A real deployment (production without the demo) must name its own number: a sample one on an invoice would be false.
    expect(() => loadConfig({ NODE_ENV: 'production', SEED: 'none', PUBLIC_URL: 'https://kominka.example.jp' })).toThrow('INVOICE_REGISTRATION_NUMBER');
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'none', PUBLIC_URL: 'https://kominka.example.jp', INVOICE_REGISTRATION_NUMBER: 'T1234567890123' }).invoicing.isDemo).toBe(false);
  });
});

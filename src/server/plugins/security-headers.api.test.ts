import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createWebDist } from '../testing/web-dist';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;" +
  "connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

/** Every header the site sends on every answer (HSTS only in production). */
const EVERY_ANSWER = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const HSTS = 'max-age=31536000; includeSubDomains';

function expectEveryHeader(res: LightMyRequestResponse, hsts: boolean) {
  expect(res.headers, `${res.statusCode} ${res.body.slice(0, 80)}`).toMatchObject(EVERY_ANSWER);
  expect(res.headers['strict-transport-security']).toBe(hsts ? HSTS : undefined);
}

let dist: ReturnType<typeof createWebDist>;
let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  dist = createWebDist({ 'main-abc123.js': 'console.log(1);' });
  t = await createTestApp({}, { webDistDir: dist.dir });
  production = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://kominka.example.jp', INVOICE_REGISTRATION_NUMBER: 'T1234567890123' }, { webDistDir: dist.dir });
});
afterAll(async () => {
  await t?.close();
  await production?.close();
  dist?.remove();
});

describe('security headers', () => {
  it('are on API answers, errors, pages and files, the same on every request', async () => {
    for (const testApp of [t, production]) {
      for (const url of ['/api/health', '/api/health', '/api/nothing-here', '/api/properties/not-a-uuid', '/', '/host/dashboard', '/assets/main-abc123.js', '/assets/missing-000.js']) {
        expectEveryHeader(await testApp.app.inject({ method: 'GET', url }), testApp === production);
      }
    }
  });

  it('are also on a request refused before it reaches its route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: 'https://evil.example.com' }, payload: {} });
    expect(res.statusCode).toBe(403);
    expectEveryHeader(res, false);
  });

  it('leave the API docs their own content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain('validator.swagger.io');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpGuest, type TestApp } from '../testing/test-app';
import { crossSiteReason } from './request-origin';

describe('crossSiteReason', () => {
  const own = ['kominka.example', 'localhost:5000'];
  it('lets the site itself and clients that are not browsers through', () => {
    expect(crossSiteReason({}, own)).toBeNull();
    expect(crossSiteReason({ origin: 'https://kominka.example' }, own)).toBeNull();
    expect(crossSiteReason({ origin: 'http://localhost:5000', 'sec-fetch-site': 'same-origin' }, own)).toBeNull();
    expect(crossSiteReason({ 'sec-fetch-site': 'none' }, own)).toBeNull();
  });
  it('refuses another site, a sibling subdomain and an opaque origin', () => {
    expect(crossSiteReason({ origin: 'https://evil.example' }, own)).toMatch(/evil/);
    expect(crossSiteReason({ origin: 'https://shop.kominka.example', 'sec-fetch-site': 'same-site' }, own)).toMatch(/same-site/);
    expect(crossSiteReason({ 'sec-fetch-site': 'cross-site' }, own)).toMatch(/cross-site/);
    expect(crossSiteReason({ origin: 'null' }, own)).toMatch(/null/);
  });
});

describe('writes from another site', () => {
  let testApp: TestApp;
  let cookie: string;
  let email: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    const guest = await signUpGuest(testApp.app);
    cookie = guest.cookie;
    email = guest.user.email;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const profileUpdate = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie, host: 'kominka.example', ...headers },
      payload: { firstName: '攻撃', lastName: 'された', email },
    });

  it('refuses a profile update sent from another site or a sibling subdomain, with the user’s cookie', async () => {
    const attempts: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'https://sub.kominka.example', 'sec-fetch-site': 'same-site' }];
    for (const headers of attempts) {
      const response = await profileUpdate(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: '他のサイトからのリクエストは受け付けていません' });
    }
    const user = await testApp.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(user.json().fullName).not.toContain('攻撃');
  });

  it('takes the same update from the site itself and from a client that sends no origin', async () => {
    const fromSite = await profileUpdate({ origin: 'http://kominka.example', 'sec-fetch-site': 'same-origin' });
    expect(fromSite.statusCode, fromSite.body).toBe(200);
    const fromScript = await profileUpdate({});
    expect(fromScript.statusCode, fromScript.body).toBe(200);
  });

  it('still takes the payment provider’s webhook from its own site (its signature is checked instead)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { origin: 'https://stripe.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).not.toBe(403);
  });

  it('lets reads from other sites through (links and images)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });
});

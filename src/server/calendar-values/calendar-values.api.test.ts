import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../testing/fixtures';
import { adminToken, createTestApp, registerHost, type TestApp } from '../testing/test-app';

/**
 * Every month and day the API accepts is a real calendar date of 2000–2199 (src/contract/month-pattern.ts):
 * year 0000 once answered 500 on the revenue and owner routes of both databases; it, an unreal day and a
 * far year now get a 400 naming the field.
 */
let t: TestApp;
let host: { user: { id: string }; cookie: string };
let token: string;
let houseId: string;

beforeAll(async () => {
  t = await createTestApp();
  host = await registerHost(t.app);
  token = await adminToken(t);
  houseId = await insertProperty(t.db, null, { hostId: host.user.id, basePriceJpy: 18000 });
});
afterAll(async () => t?.close());

const headersFor = (url: string) =>
  url.startsWith('/api/admin/') ? { authorization: `Bearer ${token}` } : url.startsWith('/api/host/') || url.startsWith('/api/owner/') ? { cookie: host.cookie } : {};

describe('months and days out of the calendar', () => {
  const monthRoutes = () => [
    '/api/host/revenue/transactions?month=',
    '/api/admin/revenue?month=',
    `/api/owner/${host.user.id}/bookings?month=`,
    '/api/host/calendar?month=',
    '/api/admin/payouts?month=',
  ];
  const dayRoutes = () => [
    ['/api/host/revenue/export.csv?to=2026-12-31&from=', 'from'],
    ['/api/admin/audit-logs?from=', 'from'],
    ['/api/holidays?to=2026-12-31&from=', 'from'],
    [`/api/properties/${houseId}/availability?to=2026-12-31&from=`, 'from'],
  ];

  it('refuses year 0000 and 9999 in a month with a 400 naming the month', async () => {
    for (const route of monthRoutes()) {
      for (const month of ['0000-01', '9999-12', '1899-05']) {
        const res = await t.app.inject({ method: 'GET', url: `${route}${month}`, headers: headersFor(route) });
        expect(res.statusCode, `${route}${month}: ${res.body}`).toBe(400);
        expect(res.json(), route).toMatchObject({ field: 'month', message: expect.stringContaining('月') });
      }
    }
  });

  it('refuses a day that does not exist or lies outside the years with a 400 naming the field', async () => {
    for (const [route, field] of dayRoutes()) {
      for (const day of ['0000-01-01', '2026-02-30', '2026-04-31', '2027-02-29', '9999-12-31']) {
        const res = await t.app.inject({ method: 'GET', url: `${route}${day}`, headers: headersFor(route) });
        expect(res.statusCode, `${route}${day}: ${res.body}`).toBe(400);
        expect(res.json().field, route).toBe(field);
      }
    }
  });

  it('refuses a payout run for an unreal month or transfer day', async () => {
    for (const body of [
      { periodMonth: '0000-01', transferDate: '2026-12-30' },
      { periodMonth: '2026-10', transferDate: '2026-11-31' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/payout-batches', headers: { authorization: `Bearer ${token}` }, payload: body });
      expect(res.statusCode, res.body).toBe(400);
    }
  });

  it('still answers a real month and a leap day', async () => {
    for (const route of monthRoutes()) {
      const res = await t.app.inject({ method: 'GET', url: `${route}2028-02`, headers: headersFor(route) });
      expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
    }
    const leap = await t.app.inject({ method: 'GET', url: '/api/holidays?from=2028-02-29&to=2028-03-31' });
    expect(leap.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Holiday } from '@/contract/holidays';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/holidays', () => {
  it('lists the national holidays of the window with their names, both ends included, cached a day', async () => {
    const res = await get('/api/holidays?from=2027-01-01&to=2027-01-11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.json<Holiday[]>()).toEqual([
      { date: '2027-01-01', name: '元日' },
      { date: '2027-01-11', name: '成人の日' },
    ]);
  });

  it('includes substitute holidays and answers an empty list for a window without holidays', async () => {
    // 2026-05-03 (憲法記念日) is a Sunday: 5/6 is a 振替休日.
    const may = await get('/api/holidays?from=2026-05-01&to=2026-05-31');
    expect(may.json<Holiday[]>().map((h) => h.date)).toEqual(['2026-05-03', '2026-05-04', '2026-05-05', '2026-05-06']);
    const june = await get('/api/holidays?from=2026-06-01&to=2026-06-30');
    expect(june.statusCode).toBe(200);
    expect(june.json()).toEqual([]);
  });

  it('refuses a malformed, unreal, reversed or too long window with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['from=2026-2-1&to=2026-03-01', 'from'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-02-01&to=2026-13-01', 'to'],
      ['from=2026-03-01&to=2026-02-01', 'to'],
      ['from=2026-01-01&to=2027-02-06', 'to'],
      ['to=2026-03-01', 'from'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/holidays?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
      expect(res.json().message, query).toMatch(/[日期]/);
    }
    // 400 days apart is still allowed.
    expect((await get('/api/holidays?from=2026-01-01&to=2027-02-05')).statusCode).toBe(200);
  });
});

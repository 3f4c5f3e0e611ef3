import Fastify from 'fastify';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema';
import { insertUser } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { countUpTo, sendListPage } from './list-page';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 5; i++) await insertUser(t.db, { fullName: `上限 テスト${i}`, email: `cap-${i}@example.jp` });
});
afterAll(() => t.close());

describe('countUpTo', () => {
  const matching = () => t.db.select({ one: users.id }).from(users).where(like(users.email, 'cap-%'));

  it('counts every match up to the cap', async () => {
    expect(await countUpTo(t.db, matching(), 5)).toEqual({ total: 5, capped: false });
    expect(await countUpTo(t.db, matching())).toEqual({ total: 5, capped: false });
  });

  it('stops at the cap and says there were more', async () => {
    expect(await countUpTo(t.db, matching(), 4)).toEqual({ total: 4, capped: true });
    expect(await countUpTo(t.db, matching(), 1)).toEqual({ total: 1, capped: true });
  });
});

describe('sendListPage', () => {
  it('answers the items with x-total-count, x-list-counts, and x-total-capped only when the count was capped', async () => {
    const app = Fastify();
    app.get('/capped', (_request, reply) => sendListPage(reply, { items: [1, 2], total: 1_000, totalCapped: true, counts: { total: 3 } }));
    app.get('/exact', (_request, reply) => sendListPage(reply, { items: [1], total: 1, counts: { total: 3 } }));
    const capped = await app.inject({ method: 'GET', url: '/capped' });
    expect(capped.json()).toEqual([1, 2]);
    expect(capped.headers).toMatchObject({ 'x-total-count': '1000', 'x-total-capped': 'true', 'x-list-counts': '{"total":3}' });
    const exact = await app.inject({ method: 'GET', url: '/exact' });
    expect(exact.headers['x-total-count']).toBe('1');
    expect(exact.headers['x-total-capped']).toBeUndefined();
    await app.close();
  });
});

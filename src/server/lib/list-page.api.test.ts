import Fastify from 'fastify';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema';
import { insertUser } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { countUpTo, searchCondition, sendListPage } from './list-page';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 5; i++) await insertUser(t.db, { fullName: `上限 テスト${i}`, email: `cap-${i}@example.jp` });
});
afterAll(() => t.close());

describe('countUpTo', () => {
  const matching = () => t.db.select({ one: users.id }).from(users).where(like(users.email, 'cap-%'));

  it('counts every match up to the cap', async () => {
    expect(await countUpTo(t.db, matching(), { cap: 5 })).toEqual({ total: 5, capped: false });
    expect(await countUpTo(t.db, matching())).toEqual({ total: 5, capped: false });
  });

  it('stops at the cap and says there were more', async () => {
    expect(await countUpTo(t.db, matching(), { cap: 4 })).toEqual({ total: 4, capped: true });
    expect(await countUpTo(t.db, matching(), { cap: 1 })).toEqual({ total: 1, capped: true });
  });
});

describe('countUpTo with a two-character search', () => {
  // Sixty accounts whose names hold 試験, found by the two-character pieces' index (searchCondition).
  const matching = () => t.db.select({ one: users.id }).from(users).where(searchCondition({ text: users.searchText, bigrams: users.searchBigrams }, '試験'));
  beforeAll(async () => {
    for (let i = 0; i < 60; i++) await insertUser(t.db, { fullName: `試験 利用者${i}`, email: `piece-${i}@example.jp` });
  });

  it('is exact up to the cap, whether the index hands over every match or a sample of them', async () => {
    expect(await countUpTo(t.db, matching(), { search: '試験' })).toEqual({ total: 60, capped: false });
    expect(await countUpTo(t.db, matching(), { cap: 60, search: '試験' })).toEqual({ total: 60, capped: false });
    expect(await countUpTo(t.db, matching(), { cap: 59, search: '試験' })).toEqual({ total: 59, capped: true });
    // A cap of 5 lets the index hand over a sample of about 25 of the 60: still more than the cap.
    expect(await countUpTo(t.db, matching(), { cap: 5, search: '試験' })).toEqual({ total: 5, capped: true });
    expect(await countUpTo(t.db, matching(), { cap: 2, search: '試験' })).toEqual({ total: 2, capped: true });
  });

  it('leaves whole index lists to the rest of a transaction it runs in', async () => {
    await t.db.transaction(async (tx) => {
      // The index, not a scan of the table, so that a sample would show in the second count.
      await tx.execute(sql`set local enable_seqscan = off`);
      await countUpTo(tx, matching(), { cap: 2, search: '試験' });
      expect(await countUpTo(tx, matching(), { cap: 100 })).toEqual({ total: 60, capped: false });
    });
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

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationNeedle } from '@/domain/destination-search';
import type { DatabaseHandle } from './client';
import { backfillPropertySearchText } from './property-search-text';
import { properties, users } from './schema';
import { openTestDatabase } from './testing/test-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('backfillPropertySearchText', () => {
  it('fills the search text of houses written without one (as before migration 0002), and only those', async () => {
    const db = handle.db;
    const [host] = await db.insert(users).values({ email: 'backfill@example.jp', fullName: 'ホスト', role: 'host' }).returning({ id: users.id });
    const house = { hostUserId: host.id, description: '説明', maxGuests: 4, bedrooms: 2, beds: 2, bathrooms: 1, basePriceJpy: 20000 };
    const updatedAt = new Date('2026-01-01T00:00:00Z');
    const [old] = await db
      .insert(properties)
      .values({ ...house, title: '古民家', prefecture: '京都府', city: '京都市', addressLine: '東山区1', updatedAt })
      .returning({ id: properties.id });
    const [kept] = await db
      .insert(properties)
      .values({ ...house, title: '古民家', prefecture: '奈良県', city: '奈良市', addressLine: '1', searchText: ' kept' })
      .returning({ id: properties.id });

    expect(await backfillPropertySearchText(db)).toBe(1);
    const [filled] = await db.select().from(properties).where(eq(properties.id, old.id));
    expect(filled.searchText).toContain(destinationNeedle('kyoto')!);
    expect(filled.updatedAt.toISOString()).toBe(updatedAt.toISOString());
    const [untouched] = await db.select({ searchText: properties.searchText }).from(properties).where(eq(properties.id, kept.id));
    expect(untouched.searchText).toBe(' kept');
    expect(await backfillPropertySearchText(db)).toBe(0);
  });
});

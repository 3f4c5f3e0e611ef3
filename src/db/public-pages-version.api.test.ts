import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, publicPagesVersion, users } from '@/db/schema';
import { createTestApp, type TestApp } from '@/server/testing/test-app';
import { insertCatalog, insertHost, insertProperty } from '@/server/testing/fixtures';

/** Migration 0014: the version of what the public pages show rises once per committed change, never before the commit. */
let t: TestApp;
let houseId: string;
let hostId: string;

const version = async () => (await t.db.select().from(publicPagesVersion))[0].version;

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await insertCatalog(t.db);
  const host = await insertHost(t.db);
  hostId = host.id;
  houseId = await insertProperty(t.db, catalog, { hostId: host.id, title: '版の古民家' });
});
afterAll(async () => t?.close());

describe('the public pages version', () => {
  it('rises once for a transaction that changes a house several times, and only at its commit', async () => {
    const before = await version();
    await t.db.transaction(async (tx) => {
      await tx.update(properties).set({ title: '版の古民家 二' }).where(eq(properties.id, houseId));
      await tx.update(properties).set({ title: '版の古民家 三' }).where(eq(properties.id, houseId));
      // The triggers are deferred: until the commit, not even the writer sees a new version.
      expect((await tx.select().from(publicPagesVersion))[0].version).toBe(before);
    });
    expect(await version()).toBe(before + 1);
  });

  it('stays when a transaction rolls back', async () => {
    const before = await version();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(properties).set({ title: '取り消される' }).where(eq(properties.id, houseId));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await version()).toBe(before);
  });

  it("rises for a person's shown name, not for a sign-in", async () => {
    const before = await version();
    await t.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, hostId));
    expect(await version()).toBe(before);
    await t.db.update(users).set({ fullName: '新しい名前' }).where(eq(users.id, hostId));
    expect(await version()).toBe(before + 1);
  });
});

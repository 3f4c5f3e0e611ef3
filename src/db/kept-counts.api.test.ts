import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/db/seed';
import { auditLogs, adminAccounts } from '@/db/schema';
import { createTestApp, type TestApp } from '@/server/testing/test-app';
import { rowsOf } from '@/server/lib/sql-rows';
import { bulkLoadWithKeptCounts, rebuildKeptCounts } from './kept-counts';

const TABLES = ['booking_counts', 'payment_totals', 'review_counts', 'audit_log_counts', 'payout_counts'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.db, (plain) => t.app.fieldCipher.encrypt(plain));
  const [admin] = await t.db.select({ id: adminAccounts.id }).from(adminAccounts).limit(1);
  await t.db.insert(auditLogs).values([
    { adminId: admin.id, entityType: 'booking', entityId: 'b-1', action: 'cancel', createdAt: new Date('2026-05-01T16:00:00Z') },
    { adminId: null, entityType: 'review', entityId: 'r-1', action: 'hide' },
  ]);
});
afterAll(() => t?.close());

/** Each kept table's rows with a count above zero, in a fixed order. */
async function snapshot() {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = rowsOf<Record<string, unknown>>(await t.db.execute(sql.raw(`select * from "${table}" where n > 0`)));
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

describe('the kept counts', () => {
  it('rebuilt from the rows equal what the triggers kept', async () => {
    const kept = await snapshot();
    expect(Object.values(kept).every((rows) => rows.length > 0)).toBe(true);
    await rebuildKeptCounts(t.db);
    expect(await snapshot()).toEqual(kept);
  });

  it('are made once after a bulk load with their triggers off, and the triggers are on again after it', async () => {
    await bulkLoadWithKeptCounts(t.db, async () => {
      await t.db.insert(auditLogs).values({ entityType: 'faq', entityId: 'f-1', action: 'create', createdAt: new Date('2026-06-01T00:00:00Z') });
      const during = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from audit_log_counts where entity_type = 'faq'`))[0];
      expect(during.n).toBe(0);
    });
    const after = rowsOf<{ n: number }>(await t.db.execute(sql`select n from audit_log_counts where entity_type = 'faq'`));
    expect(after).toEqual([{ n: 1 }]);
    await t.db.insert(auditLogs).values({ entityType: 'faq', entityId: 'f-2', action: 'create', createdAt: new Date('2026-06-01T01:00:00Z') });
    expect(rowsOf(await t.db.execute(sql`select n from audit_log_counts where entity_type = 'faq'`))).toEqual([{ n: 2 }]);
  });
});

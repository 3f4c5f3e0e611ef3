import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/sql-rows';
import { createTestApp, type TestApp } from '../testing/test-app';
import { upkeepEmbeddedDatabase } from './embedded-database-upkeep';

/**
 * The embedded database's upkeep (docs/decisions/0048-embedded-database-upkeep.md): a table past
 * autovacuum's thresholds is vacuumed and analyzed, so the planner has its statistics and the visibility
 * map is set; a table that has not changed since is left alone; one with too few pages all-visible is vacuumed. Run on both databases (on PostgreSQL
 * the table's own autovacuum is switched off, so that it does not do the work first).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`alter table audit_logs set (autovacuum_enabled = false)`);
});
afterAll(() => t?.close());

async function auditLogsTable() {
  return rowsOf<{ rows: number; pages: number; visible: number }>(
    await t.db.execute(sql`select reltuples::int as "rows", relpages as "pages", relallvisible as "visible" from pg_class where relname = 'audit_logs'`),
  )[0];
}

describe('the embedded database’s upkeep', () => {
  it('vacuums and analyzes a table with 1,100 new rows, then leaves it until it changes again', async () => {
    // The counters of this connection are written to the shared statistics when its transaction ends.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into audit_logs (entity_type, entity_id, action) select 'faq', 'f-' || g, 'create' from generate_series(1, 1100) g`);
      await tx.execute(sql`select pg_stat_force_next_flush()`);
    });
    const first = await upkeepEmbeddedDatabase(t.db);
    expect(first.vacuumed).toContain('audit_logs');
    const table = await auditLogsTable();
    expect(table.rows).toBeGreaterThanOrEqual(1100);
    expect(table.visible).toBe(table.pages);

    const second = await upkeepEmbeddedDatabase(t.db);
    expect([...second.vacuumed, ...second.analyzed]).not.toContain('audit_logs');
  });

  it('vacuums a table whose pages are no longer all-visible after a few changed rows, so index-only scans stay possible', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into audit_logs (entity_type, entity_id, action) select 'faq', 'v-' || g, 'create' from generate_series(1, 5000) g`);
      await tx.execute(sql`select pg_stat_force_next_flush()`);
    });
    await t.db.execute(sql`vacuum analyze audit_logs`);
    // One row in fifty changed: far below autovacuum's thresholds, but on nearly every page. The
    // analysis counts the pages (as the bench's loads and a restarted PGlite, which forgets its counters, leave them).
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update audit_logs set entity_id = entity_id || '-x' where entity_id like 'v-%' and substring(entity_id from 3)::int % 50 = 0`);
      await tx.execute(sql`select pg_stat_force_next_flush()`);
    });
    await t.db.execute(sql`analyze audit_logs`);
    const before = await auditLogsTable();
    expect(before.pages - before.visible).toBeGreaterThan(8 + before.pages / 10);

    const round = await upkeepEmbeddedDatabase(t.db);
    expect(round.vacuumed).toContain('audit_logs');
    const after = await auditLogsTable();
    expect(after.visible).toBe(after.pages);
  });
});

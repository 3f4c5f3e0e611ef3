import { and, asc, count, eq, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { faqItems } from '@/db/schema';
import { containsPattern, normalizeListSearch } from '@/domain/list-search';

/** FAQ管理's SQL: items in display order (then by id, so that ties keep one order). */
const ORDER = [asc(faqItems.displayOrder), asc(faqItems.id)];
/** Folded as every list search (search_fold, src/domain/list-search.ts). */
const FAQ_SEARCH_TEXT = sql`search_fold(${faqItems.category} || ' ' || ${faqItems.question} || ' ' || ${faqItems.answer})`;

export interface FaqListFilter {
  q?: string;
  category?: string;
  active?: 'active' | 'inactive';
}

function whereOf(filter: FaqListFilter): SQL | undefined {
  const needle = filter.q ? normalizeListSearch(filter.q) : '';
  return and(
    needle ? sql`${FAQ_SEARCH_TEXT} like ${containsPattern(needle)}` : undefined,
    filter.category ? eq(faqItems.category, filter.category) : undefined,
    filter.active ? eq(faqItems.isActive, filter.active === 'active') : undefined,
  );
}

export type FaqRow = typeof faqItems.$inferSelect;

export function findFaqPage(db: Database, filter: FaqListFilter, window: { limit: number; offset: number }) {
  return db.select().from(faqItems).where(whereOf(filter)).orderBy(...ORDER).limit(window.limit).offset(window.offset);
}

export async function countFaq(db: Database, filter: FaqListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(faqItems).where(whereOf(filter));
  return Number(row.n);
}

export async function faqCounters(db: Database) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${faqItems.isActive})`.mapWith(Number),
      categories: sql<number>`count(distinct ${faqItems.category})`.mapWith(Number),
    })
    .from(faqItems);
  return { total: row.total, active: row.active, inactive: row.total - row.active, categories: row.categories };
}

/** Every category in use, in the order its first item comes. */
export async function findCategories(db: Database): Promise<string[]> {
  const rows = await db
    .select({ category: faqItems.category, first: sql<number>`min(${faqItems.displayOrder})`.mapWith(Number) })
    .from(faqItems)
    .groupBy(faqItems.category)
    .orderBy(sql`min(${faqItems.displayOrder})`, faqItems.category);
  return rows.map((r) => r.category);
}

export async function findFaqItem(db: Database, id: string, lock = false): Promise<FaqRow | null> {
  const query = db.select().from(faqItems).where(eq(faqItems.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function lastDisplayOrder(db: Database): Promise<number> {
  const [row] = await db.select({ last: max(faqItems.displayOrder) }).from(faqItems);
  return row?.last ?? 0;
}

export async function insertFaqItem(db: Database, values: typeof faqItems.$inferInsert): Promise<FaqRow> {
  const [row] = await db.insert(faqItems).values(values).returning();
  return row;
}

export async function updateFaqItem(db: Database, id: string, values: Partial<typeof faqItems.$inferInsert>): Promise<FaqRow> {
  const [row] = await db.update(faqItems).set(values).where(eq(faqItems.id, id)).returning();
  return row;
}

export async function deleteFaqItem(db: Database, id: string): Promise<void> {
  await db.delete(faqItems).where(eq(faqItems.id, id));
}

/** The whole order (ids and places), every row locked until the transaction ends. */
export function lockWholeOrder(db: Database) {
  return db.select({ id: faqItems.id, displayOrder: faqItems.displayOrder }).from(faqItems).orderBy(...ORDER).for('update');
}

/** Sets each item's place; one UPDATE per item whose place changed. */
export async function setDisplayOrders(db: Database, places: { id: string; displayOrder: number }[], now: Date): Promise<void> {
  for (const place of places) {
    await db.update(faqItems).set({ displayOrder: place.displayOrder, updatedAt: now }).where(eq(faqItems.id, place.id));
  }
}

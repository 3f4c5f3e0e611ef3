import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { minpakuMunicipalLimits } from '@/db/schema';
import type { IsoDate } from '@/domain/japan-date';
import { datedRuleCounters, datedRuleStateWhere } from '../../lib/dated-rule-sql';
import { containsPattern, normalizeListSearch } from '@/domain/list-search';

export type MinpakuLimitRow = typeof minpakuMunicipalLimits.$inferSelect;
export type MinpakuLimitValues = Omit<typeof minpakuMunicipalLimits.$inferInsert, 'id' | 'createdAt'>;

const t = minpakuMunicipalLimits;
/** The rule's first and last days (in force, ended or upcoming on a day). */
const DATED = { from: t.effectiveFrom, to: t.effectiveTo };
/** A small table (a row per municipal ordinance): searched by a scan of the folded text, no index. */
const SEARCH_TEXT = sql`search_fold(${t.prefecture} || ' ' || ${t.city} || ' ' || ${t.zoneNote} || ' ' || ${t.sourceUrl})`;

export interface MinpakuLimitFilter {
  q?: string;
  prefecture?: string;
  state?: 'current' | 'ended' | 'upcoming';
}

function whereOf(filter: MinpakuLimitFilter, today: IsoDate): SQL | undefined {
  const needle = filter.q ? normalizeListSearch(filter.q) : '';
  return and(
    needle ? sql`${SEARCH_TEXT} like ${containsPattern(needle)}` : undefined,
    filter.prefecture ? eq(t.prefecture, filter.prefecture) : undefined,
    datedRuleStateWhere(DATED, filter.state, today),
  );
}

/** By place (prefecture, city, zone), then the day it applies from. */
const ORDER = [asc(t.prefecture), asc(t.city), asc(t.zoneNote), asc(t.effectiveFrom), asc(t.id)];

export function findLimitPage(db: Database, filter: MinpakuLimitFilter, today: IsoDate, window: { limit: number; offset: number }) {
  return db.select().from(t).where(whereOf(filter, today)).orderBy(...ORDER).limit(window.limit).offset(window.offset);
}

export async function countLimits(db: Database, filter: MinpakuLimitFilter, today: IsoDate): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(whereOf(filter, today));
  return Number(row.n);
}

/** The counters above the list, over every rule. */
export async function limitCounters(db: Database, today: IsoDate) {
  const [row] = await db
    .select(datedRuleCounters(DATED, today))
    .from(t);
  return row;
}

export async function findLimit(db: Database, id: string, lock = false): Promise<MinpakuLimitRow | null> {
  const query = db.select().from(t).where(eq(t.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertLimit(db: Database, values: MinpakuLimitValues): Promise<MinpakuLimitRow> {
  const [row] = await db.insert(t).values(values).returning();
  return row;
}

export async function updateLimit(db: Database, id: string, values: Partial<MinpakuLimitValues>): Promise<MinpakuLimitRow> {
  const [row] = await db.update(t).set(values).where(eq(t.id, id)).returning();
  return row;
}

export async function deleteLimit(db: Database, id: string): Promise<void> {
  await db.delete(t).where(eq(t.id, id));
}

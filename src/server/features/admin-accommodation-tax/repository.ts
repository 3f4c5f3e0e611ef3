import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { accommodationTaxRules } from '@/db/schema';
import { containsPattern, normalizeListSearch } from '@/domain/list-search';
import type { IsoDate } from '@/domain/japan-date';
import { datedRuleCounters, datedRuleStateWhere } from '../../lib/dated-rule-sql';
import { rowsOf } from '../../lib/sql-rows';

export type AccommodationTaxRuleRow = typeof accommodationTaxRules.$inferSelect;
export type AccommodationTaxRuleValues = Omit<typeof accommodationTaxRules.$inferInsert, 'id' | 'createdAt'>;

const t = accommodationTaxRules;
/** The rule's first and last days (in force, ended or upcoming on a day). */
const DATED = { from: t.appliesFrom, to: t.appliesTo };
const SEARCH_TEXT = sql`search_fold(${t.prefecture} || ' ' || coalesce(${t.city}, '') || ' ' || ${t.name} || ' ' || ${t.note})`;

export interface RuleFilter {
  q?: string;
  state?: 'current' | 'ended' | 'upcoming';
  /** The rules of one prefecture (its own and its cities'). */
  prefecture?: string;
}

function whereOf(filter: RuleFilter, today: IsoDate): SQL | undefined {
  const needle = filter.q ? normalizeListSearch(filter.q) : '';
  return and(
    needle ? sql`${SEARCH_TEXT} like ${containsPattern(needle)}` : undefined,
    datedRuleStateWhere(DATED, filter.state, today),
    filter.prefecture ? eq(t.prefecture, filter.prefecture) : undefined,
  );
}

/** By place (prefecture, then the prefecture's own rule before its cities'), then by the day it applies from. */
const ORDER = [asc(t.prefecture), sql`${t.city} nulls first`, asc(t.appliesFrom), asc(t.id)];

export function findRulePage(db: Database, filter: RuleFilter, today: IsoDate, window: { limit: number; offset: number }) {
  return db.select().from(t).where(whereOf(filter, today)).orderBy(...ORDER).limit(window.limit).offset(window.offset);
}

export async function countRules(db: Database, filter: RuleFilter, today: IsoDate): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(whereOf(filter, today));
  return Number(row.n);
}

export async function ruleCounters(db: Database, today: IsoDate) {
  const [row] = await db
    .select(datedRuleCounters(DATED, today))
    .from(t);
  return row;
}

export async function findRule(db: Database, id: string, lock = false): Promise<AccommodationTaxRuleRow | null> {
  const query = db.select().from(t).where(eq(t.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * A rule of the same place and name whose days meet `from`–`to` (null: no end), other than `exceptId`:
 * two of them would charge the same tax twice on the nights they share.
 */
export async function findOverlappingRule(
  db: Database,
  rule: { prefecture: string; city: string | null; name: string; appliesFrom: IsoDate; appliesTo: IsoDate | null },
  exceptId?: string,
): Promise<AccommodationTaxRuleRow | null> {
  const [row] = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.prefecture, rule.prefecture),
        rule.city === null ? isNull(t.city) : eq(t.city, rule.city),
        eq(t.name, rule.name),
        exceptId ? sql`${t.id} <> ${exceptId}` : undefined,
        rule.appliesTo === null ? undefined : sql`${t.appliesFrom} <= ${rule.appliesTo}`,
        or(isNull(t.appliesTo), sql`${t.appliesTo} >= ${rule.appliesFrom}`),
      ),
    )
    .orderBy(asc(t.appliesFrom))
    .limit(1);
  return row ?? null;
}

export async function insertRule(db: Database, values: AccommodationTaxRuleValues): Promise<AccommodationTaxRuleRow> {
  const [row] = await db.insert(t).values(values).returning();
  return row;
}

export async function updateRule(db: Database, id: string, values: Partial<AccommodationTaxRuleValues>): Promise<AccommodationTaxRuleRow> {
  const [row] = await db.update(t).set(values).where(eq(t.id, id)).returning();
  return row;
}

export async function deleteRule(db: Database, id: string): Promise<void> {
  await db.delete(t).where(eq(t.id, id));
}

export interface ReportRow {
  prefecture: string;
  city: string;
  nights: number;
  taxedGuestNights: number;
  taxJpy: number;
}

/**
 * The month's accommodation tax per municipality of the house: each taxed night of a confirmed,
 * or completed booking (a stay not taken owes none; the nights of its price snapshot whose date is in the month), with the
 * guests the tax counted (every guest, infants included) and the tax.
 */
export async function monthReport(db: Database, from: IsoDate, to: IsoDate): Promise<ReportRow[]> {
  const rows = await db.execute(sql`
    select p.prefecture, p.city,
      count(*)::int as nights,
      sum(b.guests_adults + b.guests_children + b.guests_infants)::int as "taxedGuestNights",
      sum((n->>'amountJpy')::int)::int as "taxJpy"
    from bookings b
    join properties p on p.id = b.property_id
    cross join lateral jsonb_array_elements(coalesce(b.pricing_snapshot_json->'accommodationTax'->'nights', '[]'::jsonb)) n
    where b.status in ('confirmed', 'completed')
      and b.accommodation_tax_jpy > 0
      and b.checkin_date < ${to}::date and b.checkout_date > ${from}::date
      and (n->>'date') >= ${from} and (n->>'date') < ${to}
      and (n->>'amountJpy')::int > 0
    group by p.prefecture, p.city
    order by p.prefecture, p.city`);
  return rowsOf<ReportRow>(rows);
}

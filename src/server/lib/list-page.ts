import type { FastifyReply } from 'fastify';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { LIST_COUNTS_HEADER, type ListPage, SEARCH_COUNT_CAP, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@/contract/list';
import { containsPattern, normalizeListSearch } from '@/domain/list-search';
import { rowsOf } from './sql-rows';

/**
 * The server half of the list kit (docs/product/back-office.md, docs/decisions/0012-list-kit.md):
 * filtering, search and paging happen in SQL; the route answers the seed's array and puts the total
 * and the counters in headers.
 */

/** LIMIT and OFFSET of a page. */
export function pageWindow(query: { page: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** A list's stored search text, and optionally its two-character pieces (see migration 0004's text_bigrams). */
export interface SearchColumns {
  text: SQLWrapper;
  bigrams?: SQLWrapper;
  /**
   * The pieces are computed from the text (an expression index's), not a stored column: a row tested one
   * by one, as the list's order is walked, is tested by the plain match first, which turns most away
   * before their pieces are computed (the audit log searched by an admin's name: 27 ms to 1.3 ms).
   */
  computedBigrams?: boolean;
}

/** A needle of two characters is one two-character piece, which searchCondition asks of the pieces' index. */
const isOnePiece = (needle: string) => [...needle].length === 2;

/**
 * The stored search text contains the search, the way list searches match (normalised like the stored
 * `search_text` columns); undefined when there is nothing to search for. A two-character search asks
 * the two-character pieces, which an index answers; a longer one uses the trigram index of the text.
 */
export function searchCondition(columns: SearchColumns, q: string | undefined): SQL | undefined {
  const needle = q === undefined ? '' : normalizeListSearch(q);
  if (!needle) return undefined;
  if (columns.bigrams && isOnePiece(needle)) {
    const pieces = sql`${columns.bigrams} @> array[${needle}]::text[]`;
    return columns.computedBigrams ? sql`(${columns.text} like ${containsPattern(needle)} and ${pieces})` : pieces;
  }
  return sql`${columns.text} like ${containsPattern(needle)}`;
}

/** Answers a list page: the items as the body, the total and the counters as headers. */
export function sendListPage<T>(reply: FastifyReply, page: ListPage<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.totalCapped) reply.header(TOTAL_CAPPED_HEADER, 'true');
  reply.header(LIST_COUNTS_HEADER, JSON.stringify(page.counts));
  return page.items;
}

/**
 * A page's ids alone, as the subquery `page(id)`: the list's filter and order run over its own table (an
 * index gives the ids, deep pages too), and what the page shows is then read for its rows only.
 */
export function pageIds(db: Database, id: PgColumn, table: PgTable, where: SQL | undefined, order: SQL[], window: { limit: number; offset: number }) {
  return db.select({ id }).from(table).where(where).orderBy(...order).limit(window.limit).offset(window.offset).as('page');
}

/** A count that stops at a cap: `total` is at most `cap`, `capped` says there were more. */
export interface CappedCount {
  total: number;
  capped: boolean;
}


/**
 * How many rows `matching` (a query of the matching rows, without ORDER BY or LIMIT) gives, counted up to
 * `cap` (docs/decisions/0025-search-totals-capped.md): a search that matches a common name among a
 * million bookings stops reading at the cap instead of visiting every match.
 *
 * For a two-character `search` the index hands over every match of a common name (96,000 payments for
 * 翔太) before the first is counted, so the count is first made with GIN scans that hand over a random
 * sample of a list longer than five times the cap (`gin_fuzzy_search_limit`). A sample only leaves rows
 * out: when it still finds more than the cap, there are more than the cap; otherwise every row is counted
 * again. Either way the answer is exact up to the cap.
 */
export async function countUpTo(db: Database, matching: SQLWrapper, options: { cap?: number; search?: string } = {}): Promise<CappedCount> {
  const cap = options.cap ?? SEARCH_COUNT_CAP;
  const count = async (on: Database) =>
    Number(rowsOf<{ n: number | string }>(await on.execute(sql`select count(*)::int as n from (${matching} limit ${cap + 1}) m`))[0]?.n ?? 0);
  const sampled = options.search !== undefined && isOnePiece(normalizeListSearch(options.search))
    ? await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local gin_fuzzy_search_limit = ${5 * cap}`));
        const n = await count(tx);
        // Whole lists again for the rest of a transaction this one may be part of.
        await tx.execute(sql.raw('set local gin_fuzzy_search_limit = 0'));
        return n;
      })
    : 0;
  const n = sampled > cap ? sampled : await count(db);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/**
 * The sum of a kept counts table's `n` (booking_counts, payment_totals, review_counts, audit_log_counts, payout_counts)
 * over the rows `where` picks: a list's total without a search, read instead of counting its rows.
 */
export async function sumOfKeptCounts(db: Database, n: PgColumn, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${n}), 0)`.mapWith(Number) }).from(n.table).where(where);
  return row.total;
}

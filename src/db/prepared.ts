import { createHash } from 'node:crypto';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';
import { MAX_KEPT_STATEMENTS, PgliteWorkerClient } from './pglite-worker-client';

/**
 * Runs a statement built with drizzle's `sql` as a named prepared statement, so that the database
 * parses and plans its text once instead of on every call: for a large statement asked for with other
 * values each time (the search: docs/performance/2026-11-30-new-dates.md). Its text must be the same for
 * every value (values as parameters, lists as array parameters); each distinct text is a statement of
 * its own, named by a hash of the text.
 *
 * - PostgreSQL: node-postgres' named statements (`query({ name, text, values })`), kept per connection
 *   of the pool; PostgreSQL plans the first five executions for their values and then, when its estimate
 *   is no worse, keeps one generic plan (plan_cache_mode = auto).
 * - PGlite: the worker's named statements of its one session (pglite-worker.mjs), bound and executed by name.
 * - In a transaction (no pool or worker at hand): drizzle's `execute`, planned anew as before.
 *
 * At most MAX_KEPT_STATEMENTS (pglite-worker-client.ts) are kept per connection (per session on PGlite): the least recently used
 * is deallocated to make room. The rows are the same as `db.execute`'s (dates and timestamps as text).
 */
/** The types whose text drizzle keeps as is (timestamp, timestamptz, interval, date, and the arrays of those and of numeric). */
const RAW_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const keepText = (value: string) => value;
const pgliteParsers = Object.fromEntries(RAW_TEXT_TYPES.map((type) => [type, keepText]));
const postgresTypes = {
  getTypeParser: (type: number, format?: 'text' | 'binary') =>
    RAW_TEXT_TYPES.includes(type) ? keepText : (pg.types.getTypeParser as (t: number, f?: string) => unknown)(type, format),
} as pg.CustomTypesConfig;

export interface PreparedResult {
  rows: Record<string, unknown>[];
}

/** The statement's name: a hash of its text. */
export function statementNameOf(text: string): string {
  return `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

export async function executePrepared(db: Database, query: SQL): Promise<PreparedResult> {
  const client = namedStatementsClientOf(db);
  if (!client) return (await db.execute(query)) as unknown as PreparedResult;
  const { sql: text, params } = dialectOf(db).sqlToQuery(query);
  return executeText(client, statementNameOf(text), text, params);
}

const dialectOf = (db: Database) => (db as unknown as { dialect: PgDialect }).dialect;

/** The pool or the PGlite worker behind `db`, which keep named statements; null in a transaction. */
function namedStatementsClientOf(db: Database): pg.Pool | PgliteWorkerClient | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool || client instanceof PgliteWorkerClient ? client : null;
}

function executeText(client: pg.Pool | PgliteWorkerClient, name: string, text: string, params: unknown[]): Promise<PreparedResult> {
  if (client instanceof PgliteWorkerClient) return client.queryPrepared<Record<string, unknown>>(name, text, params, { rowMode: 'object', parsers: pgliteParsers });
  return onPoolConnection(client, name, text, params);
}

/** A statement's text, name and parameters (placeholders among them), written once per shape. */
interface ShapedStatement {
  name: string;
  text: string;
  params: unknown[];
}

/** At most this many shapes' texts are kept (the search has a few dozen in use); past it, the oldest goes. */
const MAX_SHAPES = 500;
const shapedStatements = new Map<string, ShapedStatement>();

/**
 * executePrepared for a statement whose text depends only on its shape (`shape`: which filters a search
 * uses, its sort, its language…) and whose values are all placeholders (`sql.placeholder(name)`),
 * filled from `values` on each call: the statement is built and written by drizzle once per shape, not on
 * every call (for the search with new dates, building and writing its large text was a tenth of the
 * server's time: docs/performance/2026-12-02-new-dates.md). A missing value throws.
 */
export async function executeShaped(db: Database, shape: string, build: () => SQL, values: Record<string, unknown>): Promise<PreparedResult> {
  let statement = shapedStatements.get(shape);
  if (!statement) {
    const { sql: text, params } = dialectOf(db).sqlToQuery(build());
    statement = { name: statementNameOf(text), text, params };
    if (shapedStatements.size >= MAX_SHAPES) shapedStatements.delete(shapedStatements.keys().next().value!);
    shapedStatements.set(shape, statement);
  }
  const params = fillPlaceholders(statement.params, values);
  const client = namedStatementsClientOf(db);
  if (client) return executeText(client, statement.name, statement.text, params);
  // In a transaction: the same text and values, through drizzle.
  return (await db.execute(sqlOfText(statement.text, params))) as unknown as PreparedResult;
}

/** A statement written as text with $1, $2… and its values, as drizzle's SQL again. */
function sqlOfText(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1]))));
}

/** The names of the statements each pooled connection keeps, least recently used first. */
const keptByConnection = new WeakMap<pg.PoolClient, Map<string, true>>();

async function onPoolConnection(pool: pg.Pool, name: string, text: string, values: unknown[]): Promise<PreparedResult> {
  const connection = await pool.connect();
  let failure: Error | undefined;
  try {
    await keepRoomFor(connection, name);
    return await connection.query({ name, text, values, types: postgresTypes });
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // As pool.query does: a connection whose statement failed is closed rather than reused.
    connection.release(failure);
  }
}

/** Marks `name` as used on the connection, deallocating its least recently used statement when it keeps too many. */
async function keepRoomFor(connection: pg.PoolClient, name: string): Promise<void> {
  let kept = keptByConnection.get(connection);
  if (!kept) keptByConnection.set(connection, (kept = new Map()));
  if (kept.delete(name)) {
    kept.set(name, true);
    return;
  }
  // node-postgres remembers which names its connection has parsed, and parses a name only once.
  const parsed = (connection as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection?.parsedStatements;
  while (kept.size >= MAX_KEPT_STATEMENTS && parsed) {
    const oldest = kept.keys().next().value!;
    kept.delete(oldest);
    await connection.query(`deallocate ${oldest}`);
    delete parsed[oldest];
  }
  kept.set(name, true);
}

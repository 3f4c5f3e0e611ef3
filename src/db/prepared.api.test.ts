import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { MAX_KEPT_STATEMENTS } from './pglite-worker-client';
import { executePrepared, executeShaped, statementNameOf } from './prepared';
import { openTestDatabase } from './testing/test-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

const dialect = new PgDialect({ casing: 'snake_case' });

/** How often the session's named statement of this text has run, asked through a prepared statement itself. */
async function runsOf(text: string): Promise<number | undefined> {
  const rows = (
    await executePrepared(
      handle.db,
      sql`select (generic_plans + custom_plans)::int as "runs" from pg_prepared_statements where name = ${statementNameOf(text)}`,
    )
  ).rows;
  return rows[0]?.runs as number | undefined;
}

/** The number of this module's statements the session keeps. */
async function keptStatements(): Promise<number> {
  const [row] = (await executePrepared(handle.db, sql`select count(*)::int as "n" from pg_prepared_statements where name like ${'q\\_%'}`)).rows;
  return row.n as number;
}

const typed = (day: string, list: string[], amount: number | null) =>
  sql`select ${day}::date as "day", (${day}::date + interval '9 hours')::timestamptz as "at", ${amount}::numeric as "amount",
    ${sql.param(list)}::text[] as "list", cardinality(${sql.param(list)}::text[]) as "count", json_build_object('day', ${day}::date) as "json"`;

describe('a statement run prepared', () => {
  it('answers the same rows as drizzle’s execute, dates and timestamps as text, arrays as arrays', async () => {
    for (const [day, list, amount] of [
      ['2027-03-01', ['03-01', '03-02'], 12.5],
      ['2027-04-01', ['04-01'], null],
    ] as const) {
      const prepared = (await executePrepared(handle.db, typed(day, [...list], amount))).rows;
      const executed = (await handle.db.execute(typed(day, [...list], amount))) as unknown as { rows: unknown[] };
      expect(prepared).toEqual(executed.rows);
      expect(prepared[0]).toMatchObject({ day, list, count: list.length, json: { day } });
    }
  });

  it('is parsed once and run again by its name, whatever its values', async () => {
    const text = dialect.sqlToQuery(typed('2027-01-01', [], 1)).sql;
    const before = (await runsOf(text)) ?? 0;
    for (let i = 0; i < 7; i++) await executePrepared(handle.db, typed(`2027-01-${String(10 + i)}`, [`${i}`], i));
    expect(await runsOf(text)).toBe(before + 7);
  });

  it(`keeps at most ${MAX_KEPT_STATEMENTS} statements, and runs one it let go of again`, async () => {
    const numbered = (i: number) => sql`select ${i}::int as ${sql.identifier(`n${i}`)}`;
    for (let i = 0; i < MAX_KEPT_STATEMENTS + 10; i++) await executePrepared(handle.db, numbered(i));
    expect(await keptStatements()).toBeLessThanOrEqual(MAX_KEPT_STATEMENTS);
    expect((await executePrepared(handle.db, numbered(0))).rows).toEqual([{ n0: 0 }]);
  });

  it('rejects with PostgreSQL’s error for a wrong value, and runs again with a right one', async () => {
    const asNumber = (value: string) => sql`select ${value}::int as "n"`;
    await expect(executePrepared(handle.db, asNumber('x'))).rejects.toMatchObject({ code: '22P02' });
    expect((await executePrepared(handle.db, asNumber('42'))).rows).toEqual([{ n: 42 }]);
  });

  it('runs in a transaction, where it sees the transaction’s own writes', async () => {
    const rows = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table prepared_test (n int) on commit drop`);
      await tx.execute(sql`insert into prepared_test values (7)`);
      return (await executePrepared(tx, sql`select n from prepared_test where n = ${7}`)).rows;
    });
    expect(rows).toEqual([{ n: 7 }]);
  });
});

describe('a statement written once per shape', () => {
  const shaped = () => sql`select ${sql.placeholder('day')}::date as "day", cardinality(${sql.placeholder('list')}::text[]) as "count", ${sql.placeholder('n')}::int + 1 as "next"`;

  it('is built once for its shape and answers each call with that call’s values', async () => {
    let builds = 0;
    const build = () => {
      builds++;
      return shaped();
    };
    const first = await executeShaped(handle.db, 'test shape', build, { day: '2027-01-10', list: ['a', 'b'], n: 1 });
    const second = await executeShaped(handle.db, 'test shape', build, { day: '2027-03-01', list: ['c'], n: 41 });
    expect([first.rows, second.rows]).toEqual([[{ day: '2027-01-10', count: 2, next: 2 }], [{ day: '2027-03-01', count: 1, next: 42 }]]);
    expect(builds).toBe(1);
    expect(await runsOf(dialect.sqlToQuery(shaped()).sql)).toBe(2);
  });

  it('refuses a call that lacks a value', async () => {
    await expect(executeShaped(handle.db, 'test shape', shaped, { day: '2027-01-10', list: [] })).rejects.toThrow(/n/);
  });

  it('runs in a transaction with the same text and values', async () => {
    const rows = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table shaped_test (n int) on commit drop`);
      await tx.execute(sql`insert into shaped_test values (7), (8)`);
      const count = () => sql`select count(*)::int as "n" from shaped_test where n >= ${sql.placeholder('least')} and ${sql.placeholder('word')}::text = 'x'`;
      return (await executeShaped(tx, 'test transaction', count, { least: 8, word: 'x' })).rows;
    });
    expect(rows).toEqual([{ n: 1 }]);
  });
});

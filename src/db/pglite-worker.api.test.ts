import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isExclusionViolation, isUniqueViolation } from '@/server/lib/pg-errors';
import { openDatabase, type DatabaseHandle } from './client';
import { DataDirLockedError } from './data-dir-lock';

// The embedded database's own thread (docs/decisions/0020-pglite-worker.md). These tests run on PGlite
// whatever TEST_DB says: the worker is PGlite's alone.

/** The rows of `db.execute` (typed unknown on the shared Database type). */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The longest pause of this thread's event loop while `work` runs, sampled every few milliseconds. */
async function longestPauseDuring(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
    const now = performance.now();
    return Math.max(longest, now - last);
  } finally {
    clearInterval(timer);
  }
}

describe('PGlite on its worker thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('keeps this thread free while a slow query runs', async () => {
    let answered = false;
    const pause = await longestPauseDuring(async () => {
      await handle.db.execute(sql`select pg_sleep(0.5)`);
      answered = true;
    });
    expect(answered).toBe(true);
    // On this thread PGlite would block for the whole half second.
    expect(pause).toBeLessThan(150);
  });

  it('answers rows of the same shapes as PGlite on this thread (dates, timestamps, numeric, json, arrays, int8, bytea)', async () => {
    const query = sql`select timestamp '2026-03-01 10:20:30.123' as ts, timestamptz '2026-03-01 10:20:30+09' as tstz,
      date '2026-03-01' as d, 12.50::numeric as n, '{"a":[1,"x"]}'::jsonb as j, '[1,2]'::json as jj,
      array[1,2,3] as ints, array[date '2026-03-01'] as dates, array['a','b'] as texts, 9007199254740993::int8 as big,
      '\\x0102'::bytea as bytes, interval '1 day 2 hours' as i, true as b, null::text as nothing`;
    const direct = await PGlite.create();
    try {
      const expected = await drizzle(direct).execute(query);
      const actual = await handle.db.execute(query);
      expect(rowsOf(actual)).toEqual(expected.rows);
      expect(rowsOf(actual)[0]).toMatchObject({ ts: '2026-03-01 10:20:30.123', d: '2026-03-01', n: '12.50', j: { a: [1, 'x'] }, big: 9007199254740993n });
    } finally {
      await direct.close();
    }
  });

  it('runs an interactive transaction alone: others wait, a savepoint rolls back, a throw rolls back all', async () => {
    const { db } = handle;
    await db.execute(sql`create table worker_tx_probe (id int primary key, note text)`);
    let outsideSawDuringTx: unknown[] | undefined;
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_tx_probe values (1, 'kept')`);
      // A statement from outside the transaction waits until it ends (PGlite is one session).
      outside = db.execute(sql`select count(*)::int as n from worker_tx_probe`).then((r) => (outsideSawDuringTx = rowsOf(r)));
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(outsideSawDuringTx).toBeUndefined();
      await expect(
        tx.transaction(async (nested) => {
          await nested.execute(sql`insert into worker_tx_probe values (2, 'savepoint')`);
          throw new Error('undo the savepoint');
        }),
      ).rejects.toThrow('undo the savepoint');
      await tx.execute(sql`insert into worker_tx_probe values (3, 'kept')`);
    });
    await outside;
    expect(outsideSawDuringTx).toEqual([{ n: 2 }]);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into worker_tx_probe values (4, 'lost')`);
        throw new Error('undo all');
      }),
    ).rejects.toThrow('undo all');
    const rows = await db.execute(sql`select id from worker_tx_probe order by id`);
    expect(rowsOf(rows)).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('raises unique and exclusion violations with their SQLSTATE, constraint and detail', async () => {
    const { db } = handle;
    await db.execute(sql`create table worker_error_probe (id int primary key, during daterange, exclude using gist (during with &&))`);
    await db.execute(sql`insert into worker_error_probe values (1, '[2026-03-01,2026-03-03)')`);
    const unique = await db.execute(sql`insert into worker_error_probe values (1, '[2026-04-01,2026-04-02)')`).catch((e: unknown) => e);
    expect(unique).toBeInstanceOf(Error);
    expect(isUniqueViolation(unique)).toBe(true);
    // drizzle wraps the driver's error; the PostgreSQL fields are on its cause, as with PGlite on this thread.
    expect((unique as Error).cause).toMatchObject({ code: '23505', constraint: 'worker_error_probe_pkey', detail: 'Key (id)=(1) already exists.' });
    const overlap = await db
      .transaction((tx) => tx.execute(sql`insert into worker_error_probe values (2, '[2026-03-02,2026-03-04)')`))
      .catch((e: unknown) => e);
    expect(isExclusionViolation(overlap)).toBe(true);
    expect((overlap as Error).cause).toMatchObject({ code: '23P01', table: 'worker_error_probe' });
    // The failed transaction was rolled back and the database answers again.
    expect(rowsOf(await db.execute(sql`select count(*)::int as n from worker_error_probe`))).toEqual([{ n: 1 }]);
  });
});

describe('a PGlite data directory', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is refused to a second openDatabase while open, and keeps its data after close', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-worker-'));
    dirs.push(dataDir);
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
      await first.db.execute(sql`create table worker_kept (v text)`);
      await first.db.execute(sql`insert into worker_kept values ('still here')`);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(rowsOf(await again.db.execute(sql`select v from worker_kept`))).toEqual([{ v: 'still here' }]);
    } finally {
      await again.close();
    }
  });
});

describe('a closed PGlite database', () => {
  it('refuses further statements, and the next database opened (on the thread it left) is a new one', async () => {
    const first = await openDatabase({ kind: 'pglite' });
    await first.db.execute(sql`create table only_in_the_first (v text)`);
    await first.db.execute(sql`prepare kept_statement as select 1`);
    await first.close();
    await expect(first.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { message: 'The database is closed' } });

    const second = await openDatabase({ kind: 'pglite' });
    try {
      expect(rowsOf(await second.db.execute(sql`select to_regclass('only_in_the_first') as t`))).toEqual([{ t: null }]);
      // A new session: the first one's prepared statement is not there, and the name is free again.
      await second.db.execute(sql`prepare kept_statement as select 2 as two`);
      expect(rowsOf(await second.db.execute(sql`execute kept_statement`))).toEqual([{ two: 2 }]);
    } finally {
      await second.close();
    }
  });
});

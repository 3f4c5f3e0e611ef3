import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../client';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which database this test run uses: TEST_DB=postgres (with TEST_DATABASE_URL) or PGlite. */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user:password@host:port/db)');
  return url;
}

/** Creates an empty PostgreSQL database of its own and answers its URL and a function that drops it. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = adminUrl();
  const name = `kominka_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      // pool.end() resolves before the server has seen every connection close; wait for them so that
      // the forced drop below only ends connections a test left open.
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await client.query<{ count: number }>('select count(*)::int as count from pg_stat_activity where datname = $1', [name]);
        if (rows[0]?.count === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database. */
export async function openTestDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite' });
  const created = await createPostgresTestDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

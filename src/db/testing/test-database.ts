import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../client';
import { postgresTemplate, unpackPgliteTemplate, waitUntilNobodyIsConnected } from './migrated-templates';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which database this test run uses: TEST_DB=postgres (with TEST_DATABASE_URL) or PGlite. */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** The server that TEST_DATABASE_URL names: where test databases and their templates are made. */
export function postgresAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user:password@host:port/db)');
  return url;
}

/**
 * Creates a PostgreSQL database of its own, already migrated (a copy of the migrated template, or of
 * `template` when given, a database made from that one), and answers its URL and a function that drops it.
 */
export async function createPostgresTestDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = postgresAdminUrl();
  template ??= await postgresTemplate(base);
  const name = `kominka_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        break;
      } catch (error) {
        // 55006: another session is still on the template (a copy made at the same moment); try again.
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await waitUntilNobodyIsConnected(admin, template);
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      // pool.end() resolves before the server has seen every connection close; wait for them so that
      // the forced drop below only ends connections a test left open.
      await waitUntilNobodyIsConnected(client, name);
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: PGlite in a temporary data directory, or a new PostgreSQL
 * database (each a copy of a migrated template); `close` removes it.
 */
export async function openTestDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-test-db-'));
    try {
      await unpackPgliteTemplate(dataDir);
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      return {
        ...handle,
        async close() {
          try {
            await handle.close();
          } finally {
            fs.rmSync(dataDir, { recursive: true, force: true });
          }
        },
      };
    } catch (error) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
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

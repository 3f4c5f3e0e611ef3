import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row whose `version` goes up when a transaction that changes what the public pages show commits
 * (a house, its photos, calendar, prices, features, reviews, bookings, its host, a reviewer's name).
 * Deferred triggers of migration 0014 raise it at commit, once per transaction, whoever writes: the
 * server's cache of rendered pages (src/server/page-cache.ts) keeps a page only while the version it
 * was rendered at is still the current one, on every server sharing the database.
 */
export const publicPagesVersion = pgTable(
  'public_pages_version',
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('public_pages_version_one_row', sql`${t.id} = 1`)],
);

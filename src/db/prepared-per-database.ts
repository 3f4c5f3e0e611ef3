import type { Database } from './client';

/**
 * A prepared statement made once per database (PGlite or the PostgreSQL pool) and reused: drizzle builds
 * its SQL once, and PostgreSQL parses and plans it once per connection. For the statements asked for on
 * nearly every request (docs/performance/where-the-time-goes.md).
 */
export function preparedPerDatabase<Prepared>(prepare: (db: Database) => Prepared): (db: Database) => Prepared {
  const prepared = new WeakMap<Database, Prepared>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = prepare(db)));
    return statement;
  };
}

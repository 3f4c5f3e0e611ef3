import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { rowsOf } from '../lib/sql-rows';
import { startTimedJob, type StopTimedJob } from './timed-job';

const MINUTE = 60 * 1000;

/**
 * PostgreSQL's autovacuum defaults (docs/decisions/0048-embedded-database-upkeep.md): a table is vacuumed once its
 * dead rows pass 50 + 20 % of its rows, or the rows inserted since its last vacuum pass 1,000 + 20 %; it
 * is analyzed once the rows changed since its last analysis pass 50 + 10 %.
 */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const INSERT_BASE = 1000;
const INSERT_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
/**
 * Beyond autovacuum: a table is vacuumed too once more than 8 pages + 10 % of its pages are not marked
 * all-visible (as its last VACUUM or ANALYZE counted them), so that an index-only scan (the search's
 * covering index, migration 0072) is not given up for the table's rows. PGlite forgets the counters above
 * when it restarts; the page counts are kept in the catalogue.
 */
const VISIBLE_BASE = 8;
const VISIBLE_SCALE = 0.1;

export interface UpkeepRound {
  vacuumed: string[];
  analyzed: string[];
}

/**
 * One round of what autovacuum does, for the tables of the app's schema that need it by its thresholds:
 * VACUUM (ANALYZE) a table with enough dead or newly inserted rows, or too few pages known all-visible;
 * ANALYZE one with enough changed rows.
 * The embedded database (PGlite) runs PostgreSQL as one process without its background workers, so
 * without this its tables never get statistics for the planner, their dead rows are never reclaimed and
 * their visibility map is never set (which index-only scans need).
 */
export async function upkeepEmbeddedDatabase(db: Database): Promise<UpkeepRound> {
  const tables = rowsOf<{ name: string; vacuum: boolean; analyze: boolean }>(
    await db.execute(sql`
      select s.relname as "name",
        (s.n_dead_tup > ${VACUUM_BASE} + ${VACUUM_SCALE} * greatest(c.reltuples, 0)
          or s.n_ins_since_vacuum > ${INSERT_BASE} + ${INSERT_SCALE} * greatest(c.reltuples, 0)
          or c.relpages - c.relallvisible > ${VISIBLE_BASE} + ${VISIBLE_SCALE} * c.relpages::float8) as "vacuum",
        s.n_mod_since_analyze > ${ANALYZE_BASE} + ${ANALYZE_SCALE} * greatest(c.reltuples, 0) as "analyze"
      from pg_stat_user_tables s
      join pg_class c on c.oid = s.relid
      where s.schemaname = 'public'
      order by s.relname`),
  );
  const round: UpkeepRound = { vacuumed: [], analyzed: [] };
  // One table at a time: PGlite answers nothing else meanwhile, and a table's round is short.
  for (const table of tables) {
    const name = sql.identifier(table.name);
    if (table.vacuum) {
      await db.execute(sql`vacuum (analyze) ${name}`);
      round.vacuumed.push(table.name);
    } else if (table.analyze) {
      await db.execute(sql`analyze ${name}`);
      round.analyzed.push(table.name);
    }
  }
  return round;
}

/** The upkeep of the embedded database now (after the demo's load, the first start) and every ten minutes. */
export function startEmbeddedDatabaseUpkeep(db: Database, log: FastifyBaseLogger, intervalMs = 10 * MINUTE): StopTimedJob {
  return startTimedJob(
    async () => {
      const started = performance.now();
      const round = await upkeepEmbeddedDatabase(db);
      if (round.vacuumed.length + round.analyzed.length > 0) {
        log.info({ ...round, ms: Math.round(performance.now() - started) }, 'embedded database upkeep');
      }
    },
    intervalMs,
    (error) => log.error({ err: error }, 'embedded database upkeep failed'),
  );
}

// `npx tsx scripts/search-explain.ts [--houses 10000] [--runs 200] [--keep] [--reuse <database url>] [--generic]`
//
// Measures the guest search (GET /api/properties-with-booking-status) on PostgreSQL at scale: creates a
// scratch database on the server of SCRATCH_DATABASE_URL (default postgres://postgres:postgres@127.0.0.1:5432/postgres),
// applies the migrations, fills it as `npm run bench` does
// (scripts/bench/fill-bench-data.ts), prints EXPLAIN ANALYZE of the search query for typical filters,
// times the whole service call, and drops the database (unless --keep). --reuse measures again a database kept earlier.
// --generic explains the generic plan, the one a prepared statement keeps after its first runs.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
// @ts-expect-error: pg's own module without types; prepareValue writes a value as the driver sends it
import { prepareValue } from 'pg/lib/utils.js';
import type { PropertySearchQuery } from '@/contract/properties';
import { openDatabase } from '@/db/client';
import { addDays, japanDate } from '@/domain/japan-date';
import { searchStatementOf } from '@/server/features/property-search/repository';
import { searchFilterOf, searchProperties } from '@/server/features/property-search/service';
import { fillBenchData } from './bench/fill-bench-data';
import { summarise } from './bench/measure';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const HOUSES = option('houses', 10_000);
const RUNS = option('runs', 200);
const KEEP = args.includes('--keep');
const GENERIC = args.includes('--generic');
const reuseIndex = args.indexOf('--reuse');
const REUSE = reuseIndex >= 0 ? args[reuseIndex + 1] : undefined;
const baseUrl = process.env.SCRATCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const baseQuery: PropertySearchQuery = {
  kominkaFeatures: [],
  sort: 'recommended',
  hideBooked: false,
  page: 1,
  pageSize: 24,
};

function scenarios(today: string): { name: string; query: PropertySearchQuery }[] {
  // Mid-slot of the generated stays: about a fifth of the houses are booked on these nights.
  const checkIn = addDays(today, 24);
  const checkOut = addDays(today, 26);
  return [
    { name: 'no filter, recommended', query: baseQuery },
    { name: 'dates, recommended', query: { ...baseQuery, checkIn, checkOut } },
    { name: 'dates, hide booked, price-low', query: { ...baseQuery, checkIn, checkOut, hideBooked: true, sort: 'price-low' } },
    { name: 'dates, kyoto, 2 guests, recommended', query: { ...baseQuery, checkIn, checkOut, destination: 'kyoto', guests: 2 } },
    { name: 'dates, 2 features, price range, rating', query: { ...baseQuery, checkIn, checkOut, kominkaFeatures: ['irori', 'engawa'], minPrice: 20000, maxPrice: 60000, sort: 'rating' } },
    { name: 'dates, 旅館業 only, recommended', query: { ...baseQuery, checkIn, checkOut, lodgingRegime: 'ryokan' } },
    { name: 'dates, a week, page 10', query: { ...baseQuery, checkIn, checkOut: addDays(checkIn, 7), page: 10 } },
  ];
}


async function main() {
  const name = REUSE ? new URL(REUSE).pathname.slice(1) : `kominka_explain_${randomBytes(4).toString('hex')}`;
  if (!REUSE) await admin(`create database "${name}"`);
  const url = new URL(REUSE ?? baseUrl);
  url.pathname = `/${name}`;
  console.log(`${REUSE ? 'reusing' : 'scratch'} database ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    // The generated stays start on the day the database was filled; reuse it the same day.
    const today = japanDate();
    if (!REUSE) await fillBenchData(handle.db, HOUSES);
    for (const { name: label, query } of scenarios(today)) {
      console.log(`\n=== ${label}`);
      const { text, params } = searchStatementOf(searchFilterOf(query));
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      const client = await pool.connect();
      try {
        await client.query('begin');
        let plan;
        if (GENERIC) {
          // A statement PREPAREd in SQL, its values written as literals: EXPLAIN EXECUTE shows the plan it keeps.
          await client.query('set local plan_cache_mode = force_generic_plan');
          await client.query(`prepare search_explained as ${text}`);
          const literals = params.map((v) => (v === null || v === undefined ? 'null' : client.escapeLiteral(String(prepareValue(v)))));
          plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) execute search_explained(${literals.join(', ')})`);
        } else plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params);
        for (const row of plan.rows) console.log(row['QUERY PLAN']);
      } finally {
        await client.query('rollback');
        if (GENERIC) await client.query('deallocate search_explained');
        client.release();
      }
      for (let i = 0; i < 5; i++) await searchProperties(handle.db, query);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await searchProperties(handle.db, query);
        times.push(performance.now() - started);
      }
      const { p50, p95, p99 } = summarise(times);
      console.log(`service call (the statement, and the page's houses where not kept), ${RUNS} runs: p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms`);
    }
  } finally {
    await handle.close();
    if (KEEP || REUSE) console.log(`\nkept ${url.toString()}`);
    else await admin(`drop database if exists "${name}" with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

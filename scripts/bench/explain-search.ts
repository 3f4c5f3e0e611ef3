// The search statement's generic plan against its custom plans, on PostgreSQL or PGlite and the demo data
// (docs/performance/2026-11-30-new-dates.md): for typical searches, the statement is prepared once and
// EXPLAIN ANALYZE'd with plan_cache_mode = force_custom_plan and = force_generic_plan, over several new
// stays; then run as the server runs it (auto) to see which plan PostgreSQL keeps after five calls.
// Run: `npx tsx scripts/bench/explain-search.ts [--pglite] [--stays 8] [--plans]` (--plans prints both plans of
// each search).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/db/client';
import { seedIfEmpty } from '@/db/seed';
import { addDays, japanDate } from '@/domain/japan-date';
import { propertySearchQuerySchema } from '@/contract/properties';
import { searchStatementOf } from '@/server/features/property-search/repository';
import { searchFilterOf } from '@/server/features/property-search/service';
import { createFieldCipher } from '@/server/lib/field-cipher';
import { rowsOf } from '@/server/lib/sql-rows';
import { cliFlag } from './fresh-app';
import { freshPostgresDatabase } from './fresh-postgres';

const showPlans = process.argv.includes('--plans');
const stays = Number(cliFlag('stays') ?? 8);

const searches: Record<string, (i: number) => Record<string, string>> = {
  'no dates': () => ({}),
  'dates and a party': (i) => ({ ...stay(i), guests: '2', children: '1' }),
  'dates, a party, a prefecture': (i) => ({ ...stay(i), guests: '2', destination: '京都府' }),
  'dates, hide booked, cheapest first': (i) => ({ ...stay(i), guests: '3', hideBooked: 'true', sort: 'price-low' }),
  'a party, no dates': () => ({ guests: '4' }),
};

function stay(i: number) {
  const checkIn = addDays(japanDate(), 15 + 23 * i);
  return { checkIn, checkOut: addDays(checkIn, 1 + (i % 3)) };
}

const onPglite = process.argv.includes('--pglite');
const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!onPglite && !server) throw new Error('BENCH_DATABASE_URL か TEST_DATABASE_URL を指定してください');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'explain-search-'));
const postgres = onPglite ? undefined : await freshPostgresDatabase(server!, 'bench_explain_search');
const handle = await openDatabase(postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir });
const cipher = createFieldCipher(Buffer.alloc(32, 7));
await seedIfEmpty(handle.db, (plain) => cipher.encrypt(plain));
// One session: PREPARE, SET and EXECUTE must reach the same connection (PGlite is one session).
const client = postgres ? new pg.Client({ connectionString: postgres.url, options: '-c jit=off' }) : undefined;
await client?.connect();
const run = async (text: string): Promise<Record<string, unknown>[]> =>
  client ? (await client.query(text)).rows : rowsOf<Record<string, unknown>>(await handle.db.execute(sql.raw(text)));
const escapeLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;
const literal = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? escapeLiteral(`{${value.map((v) => JSON.stringify(v)).join(',')}}`) : escapeLiteral(String(value));
/** The statement of a search, its placeholders filled as the server fills them (executeShaped). */
const statementOf = (query: Record<string, string>) => searchStatementOf(searchFilterOf(propertySearchQuerySchema.parse(query)));
const timeOf = (plan: string, label: string) => Number(new RegExp(`${label} Time: ([\\d.]+) ms`).exec(plan)?.[1] ?? NaN);

try {
  console.log(`${onPglite ? 'PGlite' : 'PostgreSQL'}: plan_cache_mode = ${(await run('show plan_cache_mode'))[0].plan_cache_mode}`);
  let n = 0;
  for (const [label, queryOf] of Object.entries(searches)) {
    const name = `s${n++}`;
    const { text } = statementOf(queryOf(0));
    await run(`prepare ${name} as ${text}`);
    const totals = { custom: { planning: 0, execution: 0 }, generic: { planning: 0, execution: 0 } };
    for (let i = 0; i < stays; i++) {
      const { params } = statementOf(queryOf(i));
      const execute = `execute ${name}(${params.map(literal).join(', ')})`;
      for (const mode of ['custom', 'generic'] as const) {
        await run(`set plan_cache_mode = force_${mode}_plan`);
        const plan = (await run(`explain (analyze) ${execute}`)).map((r) => r['QUERY PLAN']).join('\n');
        totals[mode].planning += timeOf(plan, 'Planning');
        totals[mode].execution += timeOf(plan, 'Execution');
        if (showPlans && i === stays - 1) console.log(`--- ${label}, ${mode} plan\n${plan}`);
      }
    }
    await run('set plan_cache_mode = auto');
    await run(`deallocate ${name}`);
    await run(`prepare ${name} as ${text}`);
    for (let i = 0; i < stays; i++) {
      const { params } = statementOf(queryOf(i));
      await run(`execute ${name}(${params.map(literal).join(', ')})`);
    }
    const [kept] = await run(`select generic_plans, custom_plans from pg_prepared_statements where name = '${name}'`);
    const avg = (ms: number) => (ms / stays).toFixed(2);
    console.log(
      `${label}: custom plan ${avg(totals.custom.planning)} ms planning + ${avg(totals.custom.execution)} ms execution; ` +
        `generic plan ${avg(totals.generic.planning)} + ${avg(totals.generic.execution)} ms; ` +
        `auto after ${stays} calls: ${kept.generic_plans} generic, ${kept.custom_plans} custom`,
    );
  }
} finally {
  await client?.end();
  await handle.close();
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

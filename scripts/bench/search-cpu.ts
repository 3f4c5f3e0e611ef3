// CPU time of one search with new dates and a party (docs/performance/2026-11-30-new-dates.md): the
// service searchProperties called CALLS times in a row on the demo data, each time with other dates,
// counting the CPU of this process (node and PGlite's thread: process.cpuUsage) and, on PostgreSQL, of the
// server processes of the pool's connections (utime + stime of /proc/{pid}/stat; the server must run on
// this machine). Run: `npx tsx scripts/bench/search-cpu.ts [--only pglite|postgres] [--calls 150]`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/db/client';
import { seedIfEmpty } from '@/db/seed';
import { addDays, japanDate } from '@/domain/japan-date';
import { propertySearchQuerySchema } from '@/contract/properties';
import { searchProperties } from '@/server/features/property-search/service';
import { rowsOf } from '@/server/lib/sql-rows';
import { createFieldCipher } from '@/server/lib/field-cipher';
import { cliFlag, onEachDatabase } from './fresh-app';
import { freshPostgresDatabase } from './fresh-postgres';

const calls = Number(cliFlag('calls') ?? 150);
const warmup = 20;
const clockTicks = 100; // USER_HZ of /proc/{pid}/stat on Linux

/** The CPU seconds of the PostgreSQL server processes with these pids. */
function serverCpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of the file)
  }
  return ticks / clockTicks;
}

/** Search queries with dates nobody asked before in this run: the i-th stay starts i days after the first. */
function queryOf(i: number) {
  const checkIn = addDays(japanDate(), 20 + (i % 300));
  const nights = 1 + (i % 4);
  return propertySearchQuerySchema.parse({ checkIn, checkOut: addDays(checkIn, nights), guests: String(2 + (i % 3)), children: String(i % 2) });
}

await onEachDatabase(cliFlag('only'), async (kind) => {
  let url: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-cpu-'));
  if (kind === 'postgres') ({ url, drop } = await freshPostgresDatabase(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL!, 'bench_search_cpu'));
  const handle = await openDatabase(kind === 'postgres' ? { kind, url: url! } : { kind, dataDir });
  try {
    const cipher = createFieldCipher(Buffer.alloc(32, 7));
    await seedIfEmpty(handle.db, (plain) => cipher.encrypt(plain));
    // Concurrent calls, so that every connection of the pool is opened and warm (and its pid known).
    await Promise.all(Array.from({ length: 10 }, (_, i) => searchProperties(handle.db, queryOf(10_000 + i))));
    for (let i = 0; i < warmup; i++) await searchProperties(handle.db, queryOf(20_000 + i));
    const pids =
      kind === 'postgres'
        ? rowsOf<{ pid: number }>(await handle.db.execute(sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`)).map((r) => r.pid)
        : [];
    const serverBefore = kind === 'postgres' ? serverCpuSeconds(pids) : 0;
    const before = process.cpuUsage();
    const started = performance.now();
    let items = 0;
    for (let i = 0; i < calls; i++) items += (await searchProperties(handle.db, queryOf(i))).items.length;
    const wall = performance.now() - started;
    const used = process.cpuUsage(before);
    const nodeMs = (used.user + used.system) / 1000 / calls;
    const serverMs = kind === 'postgres' ? ((serverCpuSeconds(pids) - serverBefore) * 1000) / calls : 0;
    const total = nodeMs + serverMs;
    console.log(
      `${kind}: ${calls} searches with new dates, ${(items / calls).toFixed(1)} cards each: CPU ${total.toFixed(1)} ms a search` +
        (kind === 'postgres' ? ` (node ${nodeMs.toFixed(1)} + PostgreSQL ${serverMs.toFixed(1)})` : ' (node and PGlite\'s thread)') +
        `, wall ${(wall / calls).toFixed(1)} ms; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
    );
  } finally {
    await handle.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

// `npx tsx scripts/bench-host-calendar.ts [--only pglite|postgres] [--requests 300]`
// A host with 20 houses, each with a year of calendar rows, a pricing rule, two seasons and a year of
// bookings; then GET /api/host/calendar (all houses, a month, through the app's inject with the host's
// session) is timed: p50 / p95 / p99, and the app's CPU time per request. PostgreSQL: BENCH_DATABASE_URL
// or TEST_DATABASE_URL names the server whose `kominka_bench_calendar` database is made anew; PGlite: a
// scratch data directory.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { addDays, japanDate } from '@/domain/japan-date';
import { registerHost } from '@/server/testing/test-app';
import { insertProperty, insertUser } from '@/server/testing/fixtures';
import { cliFlag as flag, freshBenchApp, onEachDatabase } from './bench/fresh-app';

const only = flag('only');
const requests = Number(flag('requests') ?? 300);
const HOUSES = 20;

async function run(kind: 'pglite' | 'postgres') {
  const { app, handle, dataDir } = await freshBenchApp(kind, 'kominka_bench_calendar');
  const host = await registerHost(app);
  const guest = await insertUser(handle.db, { fullName: '山田 太郎' });
  const today = japanDate();
  const ids: string[] = [];
  for (let i = 0; i < HOUSES; i++) ids.push(await insertProperty(handle.db, null, { hostId: host.user.id, title: `ベンチの家 ${i + 1}`, maxNights: 60 }));
  const from = addDays(today, -30);
  for (const id of ids) {
    await handle.db.execute(sql`insert into pricing_rules (property_id, mon_price, fri_price, sat_price, holiday_price, active_from) values (${id}::uuid, 21000, 26000, 30000, 32000, ${from}::date)`);
    await handle.db.execute(sql`insert into property_season_prices (property_id, date_from, date_to, price_per_night_jpy, min_nights_override)
      values (${id}::uuid, ${addDays(today, 60)}::date, ${addDays(today, 90)}::date, 35000, 2), (${id}::uuid, ${addDays(today, 200)}::date, ${addDays(today, 230)}::date, 38000, null)`);
    await handle.db.execute(sql`insert into property_calendar (property_id, date, is_available, price_override_jpy, block_reason, closed_to_arrival)
      select ${id}::uuid, d::date, (extract(doy from d)::int % 11) <> 0, case when extract(doy from d)::int % 7 = 0 then 40000 end,
        case when (extract(doy from d)::int % 11) = 0 then '私用' end, extract(dow from d)::int = 0
      from generate_series(${from}::date, ${addDays(from, 395)}::date, interval '1 day') d`);
    // A two-night stay every five days, a year long, on nights no block covers.
    await handle.db.execute(sql`insert into bookings (property_id, guest_user_id, host_user_id, checkin_date, checkout_date, nights, status, pricing_snapshot_json, total_amount_jpy)
      select ${id}::uuid, ${guest.id}::uuid, ${host.user.id}::uuid, d::date, d::date + 2, 2, (case when extract(doy from d)::int % 3 = 0 then 'pending' else 'confirmed' end)::booking_status, '{}'::jsonb, 50000
      from generate_series(${from}::date, ${addDays(from, 390)}::date, interval '5 day') d`);
  }
  if (kind === 'postgres') await handle.db.execute(sql`vacuum analyze`);
  const months = Array.from({ length: 12 }, (_, i) => addDays(`${today.slice(0, 7)}-01`, i * 31).slice(0, 7));
  const times: number[] = [];
  let cpu = process.cpuUsage();
  for (let i = 0; i < requests + 20; i++) {
    if (i === 20) cpu = process.cpuUsage();
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: `/api/host/calendar?month=${months[i % months.length]}`, headers: { cookie: host.cookie } });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    if (i >= 20) times.push(ms);
  }
  // The app's own CPU time per request (the database server's is not counted): steadier than the
  // latency on a machine shared with other work.
  const { user, system } = process.cpuUsage(cpu);
  const cpuMs = ((user + system) / 1000 / requests).toFixed(1);
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(`${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: GET /api/host/calendar (20 houses, a month) p50 ${p(0.5)} / p95 ${p(0.95)} / p99 ${p(0.99)} ms over ${times.length} requests; app CPU ${cpuMs} ms a request`);
  await app.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await onEachDatabase(only, run);

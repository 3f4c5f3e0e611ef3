// `npx tsx scripts/bench-host-revenue.ts [--only pglite|postgres] [--requests 300]` (npm run bench:host-revenue)
// A host with 20 houses and 5,000 paid bookings over two years (stays, cancellations with a kept fee and
// their refunds, upcoming stays), the past months closed into payouts; then each revenue call of
// /api/host/revenue (through the app's inject with the host's session) is timed: p50 / p95 / p99.
// PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL names the server whose `kominka_bench_revenue`
// database is made anew; PGlite: a scratch data directory.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { addDays, japanDate } from '@/domain/japan-date';
import { addMonths } from '@/domain/payouts';
import { rowsOf } from '@/server/lib/sql-rows';
import { closeMonth } from '@/server/payouts/close-month';
import { registerHost } from '@/server/testing/test-app';
import { insertProperty, insertUser } from '@/server/testing/fixtures';
import { cliFlag as flag, freshBenchApp, onEachDatabase } from './bench/fresh-app';

const only = flag('only');
const requests = Number(flag('requests') ?? 300);
const HOUSES = 20;
const BOOKINGS_PER_HOUSE = 250;

async function run(kind: 'pglite' | 'postgres') {
  const { app, handle, dataDir } = await freshBenchApp(kind, 'kominka_bench_revenue');
  const host = await registerHost(app);
  // Another host with as many bookings, so that the host's own rows are picked out of twice as many.
  const other = await insertUser(handle.db, { role: 'host', fullName: '別の ホスト' });
  const guest = await insertUser(handle.db, { fullName: '山田 太郎' });
  const today = japanDate();
  const from = addDays(today, -690);
  const houses: string[] = [];
  for (const hostId of [host.user.id, other.id]) {
    for (let i = 0; i < HOUSES; i++) {
      const id = await insertProperty(handle.db, null, { hostId, title: `ベンチの家 ${i + 1}`, maxNights: 60, createdAt: new Date(`${from}T00:00:00+09:00`) });
      if (hostId === host.user.id) houses.push(id);
      // A two-night stay every three days: past ones completed (every 7th cancelled with a kept fee), later ones confirmed.
      await handle.db.execute(sql`
        with b as (
          insert into bookings (property_id, guest_user_id, host_user_id, checkin_date, checkout_date, nights, status, pricing_snapshot_json,
            total_amount_jpy, payment_status, cancel_at, cancelled_by, cancel_fee_jpy)
          select ${id}::uuid, ${guest.id}::uuid, ${hostId}::uuid, d::date, d::date + 2, 2,
            (case when n % 7 = 0 then 'cancelled' when d::date + 2 <= ${today}::date then 'completed' else 'confirmed' end)::booking_status,
            '{"nightsTotal": 44000, "cleaningFeeJpy": 6000}'::jsonb, 50000,
            (case when n % 7 = 0 then 'refunded' else 'paid' end)::payment_status,
            case when n % 7 = 0 then (d::date - 3)::timestamp at time zone 'Asia/Tokyo' + interval '10 hours' end,
            case when n % 7 = 0 then 'guest' end,
            case when n % 7 = 0 then 25000 else 0 end
          from generate_series(0, ${BOOKINGS_PER_HOUSE - 1}) n, lateral (select ${from}::date + n * 3 as d) dd
          returning id, status, cancel_at
        ), p as (
          insert into payments (booking_id, amount_jpy, status, captured_at)
          select id, 50000, (case when status = 'cancelled' then 'refunded' else 'paid' end)::payment_status, now() from b
          returning id, booking_id
        )
        insert into refunds (payment_id, amount_jpy, status, refunded_at, reason)
        select p.id, 25000, 'refunded', b.cancel_at, 'ゲストによるキャンセル' from p join b on b.id = p.booking_id where b.status = 'cancelled'`);
    }
  }
  const thisMonth = today.slice(0, 7);
  for (let m = addMonths(from.slice(0, 7), 0); m < thisMonth; m = addMonths(m, 1)) await closeMonth(handle.db, m);
  await handle.db.execute(sql`update payouts set status = 'paid', processed_at = scheduled_at where period_month < ${addMonths(thisMonth, -1)}`);
  if (kind === 'postgres') await handle.db.execute(sql`vacuum analyze`);
  const [{ n: bookingCount }] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from bookings where host_user_id = ${host.user.id}::uuid`));
  const payoutId = rowsOf<{ id: string }>(await handle.db.execute(sql`select id from payouts where host_user_id = ${host.user.id}::uuid order by period_month desc limit 1`))[0].id;

  const lastMonth = addMonths(thisMonth, -1);
  const calls: [string, (i: number) => string][] = [
    ['summary', () => '/api/host/revenue/summary'],
    ['transactions (a month)', (i) => `/api/host/revenue/transactions?month=${addMonths(thisMonth, -(i % 12))}`],
    ['transactions (a house)', (i) => `/api/host/revenue/transactions?month=${lastMonth}&propertyId=${houses[i % houses.length]}`],
    ['analytics', () => '/api/host/revenue/analytics'],
    ['payouts', () => '/api/host/revenue/payouts'],
    ['settings', () => '/api/host/revenue/settings'],
    ['statement', () => `/api/host/revenue/payouts/${payoutId}/statement`],
    ['export.csv (a month)', () => `/api/host/revenue/export.csv?from=${lastMonth}-01&to=${addDays(`${thisMonth}-01`, -1)}`],
    ['export.csv (a year)', () => `/api/host/revenue/export.csv?from=${addDays(today, -365)}&to=${today}`],
  ];
  const rows: string[] = [];
  for (const [name, url] of calls) {
    const times: number[] = [];
    // As many calls for every row, the year's export too: the p95 of 100 calls is their fifth slowest, which one
    // pause of this machine moves by 10–20 ms from run to run.
    for (let i = 0; i < requests + 10; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: url(i), headers: { cookie: host.cookie } });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      if (i >= 10) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1).padStart(7);
    rows.push(`${name.padEnd(24)} ${p(0.5)} ${p(0.95)} ${p(0.99)} ${String(times.length).padStart(6)}`);
  }
  console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: a host with ${HOUSES} houses and ${bookingCount} bookings (and another host with as many)`);
  console.log(`${'GET /api/host/revenue/…'.padEnd(24)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'calls'.padStart(6)}  (ms)`);
  for (const row of rows) console.log(row);
  await app.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await onEachDatabase(only, run);

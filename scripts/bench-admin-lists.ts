// `npx tsx scripts/bench-admin-lists.ts [--only pglite|postgres] [--runs 40] [--bookings 200000] [--reuse] [--lists bookings,payments] [--skip 'payments search']` (npm run bench:admin-lists)
// The back office's newer lists at scale: 100,000 users (a tenth hosts), a house per 50 bookings (20,000 with --bookings 1000000), the bookings over
// two years with their payments and refunds, 20,000 inquiries, 50,000 reviews, 100,000 audit records and a
// payout per host per month (scripts/bench/fill-bench-admin.ts); then each list call (through the app's
// inject with an admin's token) is timed — the first page, searches (a guest's name, a booking number's
// start, an e-mail's piece), each filter, page 200 — and each list's counters (x-list-counts) on their
// own: p50 / p95. PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL names the server whose
// `kominka_bench_admin` database is made anew (`--reuse` measures it again as a previous run left it,
// with any new migration applied); PGlite: a scratch data directory.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { bulkLoadWithKeptCounts } from '@/db/kept-counts';
import { japanMonthRange } from '@/domain/japan-date';
import { japanMonthOf } from '@/domain/payouts';
import { ensureAdmin } from '@/server/features/admin-auth/service';
import * as bookingsRepo from '@/server/features/admin-bookings/repository';
import * as inquiriesRepo from '@/server/features/admin-inquiries/repository';
import * as paymentsRepo from '@/server/features/admin-payments/repository';
import * as payoutsRepo from '@/server/features/admin-payouts/repository';
import * as reviewsRepo from '@/server/features/admin-reviews/repository';
import { rowsOf } from '@/server/lib/sql-rows';
import { enrolAuthenticator } from '@/server/testing/test-app';
import { monthPaymentsNet } from '@/server/revenue/payments-net';
import { fillBenchAdmin } from './bench/fill-bench-admin';
import { fillBenchHosts } from './bench/fill-bench-hosts';
import { fillBenchUsers } from './bench/fill-bench-users';
import { cliFlag as flag, freshBenchApp, onEachDatabase } from './bench/fresh-app';
import { summarise } from './bench/measure';

const only = flag('only');
const runs = Number(flag('runs') ?? 40);
const reuse = process.argv.includes('--reuse');
const bookingCount = Number(flag('bookings') ?? 200_000);
// Issue 12's size is 100,000 users, 20,000 houses and 1,000,000 bookings (`--bookings 1000000`): a house per
// 50 bookings, and reviews and audit records in the same proportion to the bookings as at 200,000.
const SIZES = {
  houses: Math.ceil(bookingCount / 50),
  bookings: bookingCount,
  inquiries: 20_000,
  reviews: Math.round(bookingCount / 4),
  auditLogs: Math.round(bookingCount / 2),
};
const USERS = 100_000;
const ADMIN = { email: 'bench-admin@example.jp', password: 'bench-admin-pass' };

interface Call {
  list: string;
  name: string;
  run: () => Promise<unknown>;
}

async function sampleIds(db: Database) {
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0];
  const booking = await one<{ id: string }>(sql`select id::text from bookings order by created_at desc offset 500 limit 1`);
  const admin = await one<{ id: string }>(sql`select id::text from admin_accounts where email like 'bench-staff%' order by email limit 1`);
  const month = await one<{ m: string }>(sql`select max(period_month) as m from payouts`);
  const house = await one<{ prefecture: string }>(sql`select prefecture from properties order by created_at desc limit 1`);
  return { bookingPrefix: booking.id.slice(0, 8), adminId: admin.id, lastMonth: month.m, prefecture: house.prefecture };
}

function callsOf(inject: (url: string) => Promise<unknown>, db: Database, ids: Awaited<ReturnType<typeof sampleIds>>): Call[] {
  const calls: Call[] = [];
  const list = (name: string, path: string, searches: Record<string, string>, filters: string[], extra: Record<string, string> = {}) => {
    const add = (label: string, query: string) => calls.push({ list: name, name: label, run: () => inject(`${path}?${query}`) });
    add('first page', '');
    for (const [label, q] of Object.entries(searches)) add(`search ${label}`, `q=${encodeURIComponent(q)}`);
    for (const f of filters) add(f, f);
    for (const [label, query] of Object.entries(extra)) add(label, query);
    add('page 200', 'page=200');
  };
  const guestSearches = { 'name 翔太': '翔太', 'name 佐藤 陽': '佐藤 陽', 'booking no.': ids.bookingPrefix, 'e-mail guest123': 'guest123' };
  list('bookings', '/api/admin/bookings', guestSearches, ['status=confirmed', 'status=pending', 'status=cancelled', 'status=completed', 'period=today', 'period=week', 'period=month', 'period=upcoming'], { 'sort=checkin': 'sort=checkin' });
  list('payments', '/api/admin/payments', { ...guestSearches, 'payment intent': 'pi_bench_1234' }, ['kind=payment', 'kind=refund', 'status=paid', 'status=failed', 'status=refunded'], { 'sort=amount': 'sort=amount' });
  list('inquiries', '/api/admin/inquiries', { 'name 翔太': '翔太', 'name 佐藤 陽': '佐藤 陽', 'e-mail inquirer123': 'inquirer123', subject: '領収書' }, ['status=open', 'status=in_progress', 'type=payment', 'status=open&type=booking'], { 'sort=oldest': 'sort=oldest' });
  list('reviews', '/api/admin/reviews', { 'name 翔太': '翔太', 'name 佐藤 陽': '佐藤 陽', comment: '囲炉裏', house: '宿 12号' }, ['rating=1', 'rating=5', 'visibility=published', 'visibility=hidden', 'visibility=awaiting'], { 'sort=lowest': 'sort=lowest' });
  list('audit-logs', '/api/admin/audit-logs', { 'booking no.': ids.bookingPrefix, 'admin name 花子': '花子', action: '利用停止' }, ['entityType=booking', `adminId=${ids.adminId}`, `from=${japanMonthRange(new Date()).from}`]);
  list('payouts', '/api/admin/payouts', { 'host name 翔太': '翔太', 'e-mail bench.user12': 'bench.user12' }, ['status=pending', 'status=failed', `month=${ids.lastMonth}`], { 'sort=amount': 'sort=amount', 'sort=host': 'sort=host' });
  list('users', '/api/admin/users', { 'name 翔太': '翔太', 'name 佐藤 陽': '佐藤 陽', 'e-mail bench.user12': 'bench.user12' }, ['role=host', 'verification=unverified', 'status=suspended'], { 'sort=name': 'sort=name' });
  list('hosts', '/api/admin/hosts', { 'name 翔太': '翔太', 'e-mail bench.user12': 'bench.user12' }, ['kyc=pending', 'kyc=verified'], { 'sort=name': 'sort=name' });
  list('host-approvals', '/api/admin/host-approvals', {}, [], { 'sort=newest': 'sort=newest' });
  list('properties', '/api/admin/properties', { 'title 宿 12号': '宿 12号', 'host 翔太': '翔太' }, ['status=published', 'status=in_review', `prefecture=${encodeURIComponent(ids.prefecture)}`], { 'sort=rating': 'sort=rating', 'sort=price-high': 'sort=price-high' });
  list('property-approvals', '/api/admin/property-approvals', {}, [], { 'sort=newest': 'sort=newest' });
  calls.push({ list: 'dashboard', name: 'stats', run: () => inject('/api/admin/stats') });
  calls.push({ list: 'revenue', name: 'this month', run: () => inject('/api/admin/revenue') });
  calls.push({ list: 'revenue', name: `month=${ids.lastMonth}`, run: () => inject(`/api/admin/revenue?month=${ids.lastMonth}`) });
  calls.push({ list: 'payout-batches', name: 'list', run: () => inject('/api/admin/payout-batches') });
  for (const path of ['accounts', 'faq', 'email-templates']) calls.push({ list: path, name: 'list', run: () => inject(`/api/admin/${path}`) });
  // The counters alone (each list call computes them besides its page).
  const counters: Record<string, () => Promise<unknown>> = {
    bookings: () => Promise.all([bookingsRepo.countByStatus(db), monthPaymentsNet(db, japanMonthOf(new Date()))]),
    payments: () => paymentsRepo.paymentCounts(db),
    inquiries: () => inquiriesRepo.countInquiriesByStatus(db),
    reviews: () => reviewsRepo.reviewCounters(db),
    payouts: () => payoutsRepo.payoutCounters(db, japanMonthOf(new Date())),
  };
  for (const [name, run] of Object.entries(counters)) calls.push({ list: name, name: 'counters (x-list-counts)', run });
  return calls;
}

async function run(kind: 'pglite' | 'postgres') {
  const started = performance.now();
  const { app, handle, dataDir } = await freshBenchApp(kind, 'kominka_bench_admin', { reuse: reuse && kind === 'postgres' });
  const db = handle.db;
  if (!(reuse && kind === 'postgres')) {
    await fillBenchUsers(db, USERS);
    await fillBenchHosts(db);
    // The kept counts' triggers are off while the big INSERTs run, and the counts are made once after.
    await bulkLoadWithKeptCounts(db, () => fillBenchAdmin(db, SIZES));
  }
  await ensureAdmin(db, ADMIN);
  const counts = rowsOf<Record<string, number>>(
    await db.execute(sql`select (select count(*)::int from users) as users, (select count(*)::int from bookings) as bookings, (select count(*)::int from payments) as payments,
      (select count(*)::int from refunds) as refunds, (select count(*)::int from inquiries) as inquiries, (select count(*)::int from reviews) as reviews,
      (select count(*)::int from audit_logs) as "auditLogs", (select count(*)::int from payouts) as payouts`),
  )[0];
  console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${Object.entries(counts).map(([k, v]) => `${k} ${v.toLocaleString('en')}`).join(', ')} (ready in ${Math.round((performance.now() - started) / 1000)} s)`);
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
  if (login.statusCode !== 200) throw new Error(`admin login failed ${login.statusCode}`);
  const authorization = `Bearer ${login.json<{ token: string }>().token}`;
  // Every admin sets up a second step before the back office answers (docs/product/accounts.md).
  await enrolAuthenticator(app, '/api/admin/two-step', { authorization });
  const inject = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const lists = flag('lists')?.split(',');
  // `--skip pattern`: leave out the calls whose "list call" matches (e.g. `payments search` when they take minutes).
  const skip = flag('skip');
  const calls = callsOf(inject, db, await sampleIds(db)).filter((c) => (!lists || lists.includes(c.list)) && !(skip && new RegExp(skip).test(`${c.list} ${c.name}`)));
  console.log(`| list | call | p50 (ms) | p95 (ms) |\n| --- | --- | ---: | ---: |`);
  for (const call of calls) {
    const warm = performance.now();
    await call.run();
    // A call slower than two seconds is warmed once and timed 3 times; one slower than half a second
    // 5 times (enough to show it is too slow).
    const slow = performance.now() - warm > 2000;
    if (!slow) for (let i = 0; i < 2; i++) await call.run();
    const n = slow ? Math.min(runs, 3) : performance.now() - warm > 1500 ? Math.min(runs, 5) : runs;
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await call.run();
      times.push(performance.now() - t);
    }
    const { p50, p95 } = summarise(times);
    console.log(`| ${call.list} | ${call.name} | ${p50} | ${p95}${p95 > 100 ? ' ⚠' : ''} |`);
  }
  await app.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await onEachDatabase(only, run);

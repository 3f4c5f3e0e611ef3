// `npm run bench [-- --houses 10000] [-- --users 100000] [-- --only pglite|postgres]`
// Fills a separate database with 10,000 houses and a year of calendar each and 100,000 users, starts
// the real server on it, and prints the latency (p50, p95, p99) of the search with dates, of the
// pricing call and of the back office's filtered, searched user list, and the requests per second
// under concurrent load — on PGlite and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL names
// the server whose `kominka_bench` database is made anew).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '@/db/client';
import { properties } from '@/db/schema';
import { ensureAdmin } from '@/server/features/admin-auth/service';
import { unusedTotpCode } from '@/server/testing/unused-totp-code';
import { addDays, japanDate } from '@/domain/japan-date';
import { freePort, spawnServer, waitForHealth } from '@/server/testing/spawn-server';
import { BENCH_PLACES, fillBenchData } from './bench/fill-bench-data';
import { fillBenchUsers } from './bench/fill-bench-users';
import { fillBenchHosts } from './bench/fill-bench-hosts';
import { measureLatency, measureLoad, type LatencySummary, type RequestSpec } from './bench/measure';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const houses = Number(flag('houses') ?? 10_000);
const userCount = Number(flag('users') ?? 100_000);
const BENCH_ADMIN = { email: 'bench-admin@example.jp', password: 'bench-admin-pass' };
const only = flag('only');
const root = path.resolve(import.meta.dirname, '..');
const postgresServer = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function prepare(kind: 'pglite' | 'postgres'): Promise<{ env: Record<string, string>; ids: string[] }> {
  let target: DatabaseTarget;
  let env: Record<string, string>;
  if (kind === 'pglite') {
    const dataDir = path.join(root, '.bench-data', `pglite-${houses}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    target = { kind: 'pglite', dataDir };
    env = { DATA_DIR: dataDir };
  } else {
    const admin = new pg.Client({ connectionString: postgresServer });
    await admin.connect();
    await admin.query('drop database if exists kominka_bench with (force)');
    await admin.query('create database kominka_bench');
    await admin.end();
    const url = new URL(postgresServer!);
    url.pathname = '/kominka_bench';
    target = { kind: 'postgres', url: url.toString() };
    env = { DATABASE_URL: url.toString() };
  }
  const started = performance.now();
  const handle = await openDatabase(target);
  await fillBenchData(handle.db, houses);
  await fillBenchUsers(handle.db, userCount);
  await fillBenchHosts(handle.db);
  await ensureAdmin(handle.db, BENCH_ADMIN);
  // The published houses only: the pricing call answers 404 for the houses fillBenchHosts puts in review.
  const ids = (await handle.db.select({ id: properties.id }).from(properties).where(eq(properties.status, 'published'))).map((r) => r.id);
  await handle.close();
  console.log(`  ${kind}: ${houses.toLocaleString('ja-JP')}件の古民家と1年分のカレンダー、${userCount.toLocaleString('ja-JP')}人の利用者を投入 (${Math.round((performance.now() - started) / 1000)} s)`);
  return { env, ids };
}

function requestMakers(base: string, ids: string[]) {
  const random = mulberry32(42);
  const today = japanDate();
  const destinations = ['', '京都', 'kyoto', 'きょうと', 'ながの', '白川', '北海道', 'キョウト', 'okinawa', ''];
  const sorts = ['recommended', 'price-low', 'price-high', 'rating'];
  const search = (i: number): RequestSpec => {
    const checkIn = addDays(today, 1 + Math.floor(random() * 300));
    const checkOut = addDays(checkIn, 1 + Math.floor(random() * 4));
    const params = new URLSearchParams({ checkIn, checkOut, guests: String(1 + Math.floor(random() * 6)), sort: sorts[i % sorts.length] });
    const destination = destinations[i % destinations.length];
    if (destination) params.set('destination', destination);
    if (i % 3 === 0) params.set('hideBooked', 'true');
    return { url: `${base}/api/properties-with-booking-status?${params}` };
  };
  const pricing = (): RequestSpec => {
    const id = ids[Math.floor(random() * ids.length)];
    const checkinDate = addDays(today, 1 + Math.floor(random() * 300));
    const checkoutDate = addDays(checkinDate, 1 + Math.floor(random() * 6));
    return {
      url: `${base}/api/properties/${id}/calendar/calculate-pricing`,
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ checkinDate, checkoutDate }) },
    };
  };
  // The back office's user list as admins use it: a search, a filter or both, on one of the first pages.
  const userSearches = ['佐藤', '翔太', 'ＴＡＲＯ', 'bench.user12', 'hanako', '山田 さくら', '', 'ﾊﾙﾄ', '090-12'];
  const userFilters = ['', 'role=host', 'verification=verified', 'role=guest&verification=unverified', 'status=active'];
  const userSorts = ['newest', 'oldest', 'name'];
  const adminUsers = (i: number, token: string): RequestSpec => {
    const params = new URLSearchParams(userFilters[i % userFilters.length]);
    const q = userSearches[i % userSearches.length];
    if (q) params.set('q', q);
    params.set('sort', userSorts[i % userSorts.length]);
    params.set('page', String(1 + (i % 3)));
    params.set('pageSize', '20');
    return { url: `${base}/api/admin/users?${params}`, init: { headers: { authorization: `Bearer ${token}` } } };
  };
  // The back office's host and house lists and their approval queues (a search, a filter or none, one of the first pages).
  const adminList = (path: string, searches: string[], filters: string[], sorts: string[]) => (i: number, token: string): RequestSpec => {
    const params = new URLSearchParams(filters[i % filters.length]);
    const q = searches[i % searches.length];
    if (q) params.set('q', q);
    params.set('sort', sorts[i % sorts.length]);
    params.set('page', String(1 + (i % 3)));
    params.set('pageSize', '20');
    return { url: `${base}/api/admin/${path}?${params}`, init: { headers: { authorization: `Bearer ${token}` } } };
  };
  const adminLists = {
    hosts: adminList('hosts', ['', '佐藤', 'ＴＡＲＯ', '南丹', 'bench.user12', ''], ['', 'kyc=verified', 'kyc=pending', 'kyc=rejected'], ['newest', 'oldest', 'name']),
    properties: adminList('properties', ['', '京都', '白川', 'ながの', '古民家', ''], ['', 'status=published', 'status=in_review', 'prefecture=長野県', 'status=published&prefecture=京都府'], ['newest', 'price-low', 'rating', 'oldest']),
    hostApprovals: adminList('host-approvals', ['', '', '佐藤'], [''], ['oldest', 'newest']),
    propertyApprovals: adminList('property-approvals', ['', '', '京都'], [''], ['oldest', 'newest']),
  };
  return { search, pricing, adminUsers, adminLists };
}

/**
 * The bench admin's token, with the authenticator app's second step set up as every admin must before
 * the back office answers (docs/product/accounts.md): the secret shown, a code from it confirmed.
 */
async function adminTokenOf(base: string): Promise<string> {
  const post = async (path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
    if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const { token } = (await post('/api/admin/login', BENCH_ADMIN)) as { token: string };
  const { secret } = (await post('/api/admin/two-step/totp', undefined, token)) as { secret: string };
  await post('/api/admin/two-step/totp/confirm', { code: await unusedTotpCode(secret) }, token);
  return token;
}

interface Row {
  database: string;
  searchLatency: LatencySummary;
  pricingLatency: LatencySummary;
  searchLoad: { requestsPerSecond: number; latency: LatencySummary };
  pricingLoad: { requestsPerSecond: number; latency: LatencySummary };
  adminUsersLatency: LatencySummary;
  adminListLatency: Record<string, LatencySummary>;
}

async function run(kind: 'pglite' | 'postgres'): Promise<Row> {
  const { env, ids } = await prepare(kind);
  const port = await freePort();
  const server = spawnServer({ ...env, PORT: String(port), HOST: '127.0.0.1', SEED: 'none', LOG_LEVEL: 'warn' });
  let exited = false;
  void server.exited.then(() => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, () => exited, server.output);
    const { search, pricing, adminUsers, adminLists } = requestMakers(base, ids);
    const token = await adminTokenOf(base);
    const adminUsersLatency = await measureLatency((i) => adminUsers(i, token), 500);
    const adminListLatency: Record<string, LatencySummary> = {};
    for (const [name, make] of Object.entries(adminLists)) adminListLatency[name] = await measureLatency((i) => make(i, token), 300);
    const searchLatency = await measureLatency(search, 500);
    const pricingLatency = await measureLatency(pricing, 1000);
    const searchLoad = await measureLoad(search, 16, 10);
    const pricingLoad = await measureLoad(pricing, 16, 10);
    return { database: kind === 'pglite' ? 'PGlite' : 'PostgreSQL', searchLatency, pricingLatency, searchLoad, pricingLoad, adminUsersLatency, adminListLatency };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const kinds: ('pglite' | 'postgres')[] = [];
if (only !== 'postgres') kinds.push('pglite');
if (only !== 'pglite') {
  if (postgresServer) kinds.push('postgres');
  else console.log('PostgreSQL は省略: BENCH_DATABASE_URL または TEST_DATABASE_URL を指定してください');
}

console.log(`ベンチマーク: ${houses.toLocaleString('ja-JP')}件の古民家 (${BENCH_PLACES.length}都道府県)、${userCount.toLocaleString('ja-JP')}人の利用者`);
const rows: Row[] = [];
for (const kind of kinds) rows.push(await run(kind));

const ms = (s: LatencySummary) => `${s.p50} / ${s.p95} / ${s.p99}`;
console.log('\n| database | search with dates p50 / p95 / p99 (ms) | pricing p50 / p95 / p99 (ms) | search req/s (16 clients) | pricing req/s (16 clients) |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.database} | ${ms(r.searchLatency)} | ${ms(r.pricingLatency)} | ${r.searchLoad.requestsPerSecond} (p99 ${r.searchLoad.latency.p99} ms) | ${r.pricingLoad.requestsPerSecond} (p99 ${r.pricingLoad.latency.p99} ms) |`,
  );
}
console.log(`\n| database | admin users list, filtered and searched, p50 / p95 / p99 (ms), ${userCount.toLocaleString('en')} users |`);
console.log('| --- | --- |');
for (const r of rows) console.log(`| ${r.database} | ${ms(r.adminUsersLatency)} |`);
console.log('\n| database | admin hosts p50 / p95 / p99 (ms) | admin properties | admin host approvals | admin property approvals |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows) {
  const l = r.adminListLatency;
  console.log(`| ${r.database} | ${ms(l.hosts)} | ${ms(l.properties)} | ${ms(l.hostApprovals)} | ${ms(l.propertyApprovals)} |`);
}

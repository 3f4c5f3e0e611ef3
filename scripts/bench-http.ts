// `npm run bench:http [-- --duration 10] [-- --connections 20] [-- --only pglite|postgres] [-- --calls health,detail]
//   [-- --profile DIR] [-- --idle-seconds 45]`
// The load benchmark of the real production server: `node scripts/start.mjs` (what `npm start` runs) as a
// child process on a fresh database with the demo data — PGlite in a scratch data directory, and
// PostgreSQL (a database `kominka_bench_http` made anew) when BENCH_DATABASE_URL or TEST_DATABASE_URL names
// a server — loaded by autocannon from this process, one call at a time, and a bare Fastify server as the
// ceiling. Prints one markdown table: requests per second, p50 and p99 latency, and the ratio to the bare
// server, per call and database, with the server's memory. Needs the built web app (`npx vite build`).
// --profile DIR: a CPU profile of the server during each call's load (DIR/{database}-{call}.cpuprofile;
// read them with `npx tsx scripts/bench/summarise-cpu-profile.ts FILE`); the profiler slows the server.
// --idle-seconds: how long after the runs the server's memory is read again, once quiet (default 45).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS } from '@/db/seed/build-users';
import { addDays, japanDate } from '@/domain/japan-date';
import { freePort } from '@/server/testing/spawn-server';
import { cliFlag as flag, postgresServer } from './bench/fresh-app';
import { freshPostgresDatabase } from './bench/fresh-postgres';
import { npmStartCommand } from './bench/npm-start-command';
import { ensureServerBuild } from './lib/server-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(flag('duration') ?? 10);
const connections = Number(flag('connections') ?? 20);
const only = flag('only');
const picked = flag('calls')?.split(',').map((c) => c.trim()).filter(Boolean);
const profileDir = flag('profile') ? path.resolve(flag('profile')!) : undefined;
const IDLE_SECONDS = Number(flag('idle-seconds') ?? 45);
const PG_DATABASE = 'kominka_bench_http';
/** The key that production on PostgreSQL requires (src/server/config.ts); fixed, the database is thrown away. */
const BENCH_FIELD_KEY = Buffer.alloc(32, 7).toString('base64');

// ---- children: every process started here is ended when this one ends, however it ends ----

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(130), 3000).unref();
  });
}

interface Started {
  base: string;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

async function startChild(label: string, args: string[], env: NodeJS.ProcessEnv, readyPath: string, logFile: string, port: number): Promise<Started> {
  const base = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'w');
  // The server's log goes to a file: a pipe read by this process would take CPU from the load generator.
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  children.add(child);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      children.delete(child);
      resolve();
    }),
  );
  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`${label} exited (${exitCode}) before it answered:\n${tail()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${label} did not answer within 300 s:\n${tail()}`);
    }
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: child.pid!,
    logFile,
    async stop() {
      if (exitCode === undefined) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** VmRSS (now) and VmHWM (the peak) of a process, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** CPU time the process has used (user + system), in clock ticks (1/100 s). */
function cpuTicksOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until the server is idle again (under a fifth of a core over half a second, at most 60 s): after
 * a load whose requests timed out it is still working through them, which the next call must not pay for.
 */
async function settle(pid: number) {
  const deadline = Date.now() + 60_000;
  for (let before = cpuTicksOf(pid); Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuTicksOf(pid);
    if (now - before < 10) return;
    before = now;
  }
}

// ---- the calls ----

interface Visit {
  houseId: string;
  houseTitle: string;
  checkIn: string;
  checkOut: string;
  /**
   * Signed-in guests' sessions (the demo guest and guests signed up for the run), each with its own
   * favourites: the signed-in calls go round them, so a page kept per visitor cannot make the figure.
   */
  cookies: string[];
}

interface CallSpec {
  key: string;
  label: string;
  request(v: Visit): { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; pathOf?: (n: number) => string };
  /** Sent once with each of the visit's sessions, in turn. */
  signedIn?: boolean;
  /** A text the first answer must contain: a rendered page, not the empty shell the browser fills. */
  mustContain?(v: Visit): string;
}

/** What a browser sends with a page request (it also asks for compressed answers, as every browser does). */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };
const API_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
/** A quote for the visit's 2 nights at its house. */
const pricingRequest = (v: Visit) => ({
  path: `/api/properties/${v.houseId}/calendar/calculate-pricing`,
  method: 'POST' as const,
  headers: { ...API_HEADERS, 'content-type': 'application/json' },
  body: JSON.stringify({ checkinDate: v.checkIn, checkoutDate: v.checkOut }),
});
const searchQuery = (v: Visit) => new URLSearchParams({ checkIn: v.checkIn, checkOut: v.checkOut, guests: '2' }).toString();

/**
 * The dates and party of the n-th request of a run whose requests never repeat (the method: a
 * check-in 20 to 340 days ahead, 2 to 7 nights, 1 to 6 guests; 11,556 of them before the first comes
 * again), so none is answered from the kept answers or pages (docs/decisions/0021-rendered-page-cache.md,
 * 0027-kept-public-answers.md): what a visitor with their own dates costs.
 */
function freshStay(n: number): string {
  const checkIn = addDays(japanDate(), 20 + (n % 321));
  const nights = 2 + (Math.floor(n / 321) % 6);
  const guests = 1 + (Math.floor(n / 1926) % 6);
  return new URLSearchParams({ checkIn, checkOut: addDays(checkIn, nights), guests: String(guests) }).toString();
}
const freshSearchPath = (n: number) => `/api/properties-with-booking-status?${freshStay(n)}`;

/** Every rendered page carries its state for the browser: a page the server did not render has none. */
const RENDERED_STATE = 'id="server-state"';

const CALLS: CallSpec[] = [
  { key: 'health', label: '`GET /api/health`', request: () => ({ path: '/api/health', headers: API_HEADERS }) },
  { key: 'detail', label: '`GET /api/properties/{id}`', request: (v) => ({ path: `/api/properties/${v.houseId}`, headers: API_HEADERS }) },
  {
    key: 'search',
    label: 'search with dates, 2 guests (`GET /api/properties-with-booking-status`)',
    request: (v) => ({ path: `/api/properties-with-booking-status?${searchQuery(v)}`, headers: API_HEADERS }),
  },
  {
    key: 'search-fresh',
    label: 'search with dates that change with every request (none kept)',
    request: () => ({ path: freshSearchPath(0), headers: API_HEADERS, pathOf: freshSearchPath }),
  },
  {
    key: 'pricing',
    label: 'pricing, 2 nights (`POST /api/properties/{id}/calendar/calculate-pricing`), signed out',
    request: pricingRequest,
  },
  {
    // A signed-in guest's quote is computed for them every time (their own hold counts): what pricing costs.
    key: 'pricing-signed-in',
    label: 'pricing, 2 nights, signed in (computed every time)',
    signedIn: true,
    request: pricingRequest,
  },
  {
    key: 'page-property',
    label: 'page `/property/{id}`, signed out',
    request: (v) => ({ path: `/property/${v.houseId}`, headers: PAGE_HEADERS }),
    mustContain: (v) => v.houseTitle,
  },
  {
    key: 'page-search',
    label: 'page `/search?checkIn…&guests=2`, signed out',
    request: (v) => ({ path: `/search?${searchQuery(v)}`, headers: PAGE_HEADERS }),
    mustContain: (v) => v.houseTitle,
  },
  {
    key: 'page-search-fresh',
    label: 'page `/search?checkIn…&guests=…` with dates and party that change with every request (none kept)',
    request: () => ({ path: `/search?${freshStay(0)}`, headers: PAGE_HEADERS, pathOf: (n) => `/search?${freshStay(n)}` }),
    mustContain: () => RENDERED_STATE,
  },
  {
    key: 'page-property-fresh',
    label: 'page `/property/{id}?checkIn…&guests=…` with dates and party that change with every request (none kept)',
    request: (v) => ({ path: `/property/${v.houseId}?${freshStay(0)}`, headers: PAGE_HEADERS, pathOf: (n) => `/property/${v.houseId}?${freshStay(n)}` }),
    mustContain: (v) => v.houseTitle,
  },
  {
    key: 'page-property-signed-in',
    label: 'page `/property/{id}`, signed in',
    request: (v) => ({ path: `/property/${v.houseId}`, headers: PAGE_HEADERS }),
    signedIn: true,
    mustContain: (v) => v.houseTitle,
  },
  {
    key: 'page-search-signed-in',
    label: 'page `/search?checkIn…&guests=2`, signed in',
    request: (v) => ({ path: `/search?${searchQuery(v)}`, headers: PAGE_HEADERS }),
    signedIn: true,
    mustContain: (v) => v.houseTitle,
  },
];
/** A monitor asking for /api/health on one connection while a search takes the full load: the same search
 * again and again (the method; its answer is kept), or searches with new dates (none kept). */
const HEALTH_BESIDE = {
  'health-under-search': 'search',
  'health-under-search-fresh': 'search-fresh',
  'health-under-page-search-fresh': 'page-search-fresh',
} as const;
type HealthBeside = keyof typeof HEALTH_BESIDE;
const ALL_KEYS = [...CALLS.map((c) => c.key), ...Object.keys(HEALTH_BESIDE)];
for (const key of picked ?? []) {
  if (!ALL_KEYS.includes(key)) throw new Error(`--calls: unknown call "${key}" (one of ${ALL_KEYS.join(', ')})`);
}
const wanted = (key: string) => !picked || picked.includes(key);

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, connection errors and timeouts; `answered` 0 means nothing came back in time. */
  bad: { non2xx: number; errors: number; timeouts: number; answered: number };
  /** A second load at the same time (health while the search runs): its requests per second. */
  alongside?: number;
}

type LoadOptions = ReturnType<CallSpec['request']> & { connections?: number; cookies?: string[] };

/** The next request of the never-repeating calls: the sequence goes on across calls, so no call meets an answer kept by the one before. */
let freshSequence = 0;

async function load(base: string, spec: LoadOptions): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}${spec.path}`,
    method: spec.method ?? 'GET',
    headers: spec.headers,
    body: spec.body,
    // Each connection sends the request once per session, in turn, and starts again; or each request its own path.
    requests: spec.pathOf ? [{ setupRequest: (request) => ({ ...request, path: spec.pathOf!(freshSequence++) }) }] : spec.cookies?.map((cookie) => ({ method: spec.method ?? 'GET', path: spec.path, headers: { ...spec.headers, cookie }, body: spec.body })),
    connections: spec.connections ?? connections,
    duration,
  });
}

/** The call's load: with every session in turn for a signed-in call. */
const loadOf = (call: CallSpec, visit: Visit): LoadOptions => ({ ...call.request(visit), ...(call.signedIn ? { cookies: visit.cookies } : {}) });

function measured(result: autocannon.Result): Measured {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, answered: result.requests.total },
  };
}

/** One request before the load: the call answers 200 (and a page is really rendered), or the run stops. */
async function preflight(base: string, call: CallSpec, visit: Visit) {
  const spec = call.request(visit);
  const headers = { ...spec.headers, ...(call.signedIn ? { cookie: visit.cookies[0] } : {}) };
  const res = await fetch(`${base}${spec.pathOf ? spec.pathOf(freshSequence++) : spec.path}`, { method: spec.method ?? 'GET', headers, body: spec.body });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${call.key}: ${res.status} ${text.slice(0, 300)}`);
  const needle = call.mustContain?.(visit);
  if (needle && !text.includes(needle)) throw new Error(`${call.key}: the answer does not contain "${needle}" (not rendered on the server?)`);
}

/** How many signed-in guests the signed-in calls go round (the demo guest and guests signed up; sign-ups allow 20 an hour). */
const SESSIONS = 20;

/** The session cookie a sign-in or sign-up answer sets. */
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * A published demo house free on the dates whose pricing answers 200, and SESSIONS signed-in guests:
 * the demo guest and new ones, every other one with the house among its favourites, each with a
 * different number of the first search results.
 */
async function visitOf(base: string): Promise<Visit> {
  const checkIn = addDays(japanDate(), 30);
  const checkOut = addDays(checkIn, 2);
  const res = await fetch(`${base}/api/properties-with-booking-status?${new URLSearchParams({ checkIn, checkOut, guests: '2' })}`);
  if (!res.ok) throw new Error(`search: ${res.status}`);
  const houses = (await res.json()) as { id: string; title: string; isBooked?: boolean }[];
  let house: { id: string; title: string } | undefined;
  for (const candidate of houses.filter((h) => !h.isBooked)) {
    const pricing = await fetch(`${base}/api/properties/${candidate.id}/calendar/calculate-pricing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ checkinDate: checkIn, checkoutDate: checkOut }),
    });
    if (pricing.ok) {
      house = candidate;
      break;
    }
  }
  if (!house) throw new Error(`no published demo house is free from ${checkIn} to ${checkOut} for 2 guests`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.guest.email, password: DEMO_ACCOUNTS.guest.password }),
  });
  if (!login.ok) throw new Error(`login of the demo guest: ${login.status} ${await login.text()}`);
  const cookies = [cookieOf(login)];
  for (let i = 1; i < SESSIONS; i++) {
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: `負荷 試験${i}`, email: `bench-guest-${i}-${Date.now()}@example.jp`, password: 'bench-password-1' }),
    });
    if (!signup.ok) throw new Error(`sign-up of bench guest ${i}: ${signup.status} ${await signup.text()}`);
    cookies.push(cookieOf(signup));
  }
  for (const [i, cookie] of cookies.entries()) {
    const favourites = [...(i % 2 === 1 ? [house.id] : []), ...houses.slice(0, i % 5).map((h) => h.id)];
    for (const id of new Set(favourites)) {
      const added = await fetch(`${base}/api/favorites/${id}`, { method: 'POST', headers: { cookie } });
      if (!added.ok) throw new Error(`favourite of bench guest ${i}: ${added.status} ${await added.text()}`);
    }
  }
  return { houseId: house.id, houseTitle: house.title, checkIn, checkOut, cookies };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The size of a rendered page's HTML as sent without compression (a client that accepts none). */
async function htmlBytesOf(base: string, pagePath: string): Promise<number> {
  const res = await fetch(`${base}${pagePath}`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200 || !body.includes(RENDERED_STATE)) throw new Error(`${pagePath}: ${res.status}, not a rendered page`);
  return body.length;
}

// ---- profiles ----

/** Starts (first signal) or stops and writes (second) the profile of a server started with the preload. */
async function profiled<T>(server: Started, name: string, run: () => Promise<T>): Promise<T> {
  if (!profileDir) return run();
  const before = new Set(fs.readdirSync(profileDir));
  process.kill(server.pid, 'SIGUSR2');
  await new Promise((r) => setTimeout(r, 200));
  const result = await run();
  process.kill(server.pid, 'SIGUSR2');
  const deadline = Date.now() + 60_000;
  for (;;) {
    const written = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile') && f.startsWith('profile-') && !before.has(f));
    if (written) {
      fs.renameSync(path.join(profileDir, written), path.join(profileDir, `${name}.cpuprofile`));
      return result;
    }
    if (Date.now() > deadline) throw new Error(`no CPU profile for ${name} within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// ---- one database ----

type Kind = 'pglite' | 'postgres';

interface DatabaseRun {
  rows: Map<string, Measured>;
  /** The rendered pages' HTML before compression, in bytes. */
  htmlBytes: { search: number; property: number };
  memory: { started: { rss: number; peak: number }; after: { rss: number; peak: number }; idle: { rss: number; peak: number } };
}

async function runDatabase(kind: Kind): Promise<DatabaseRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kominka-bench-http-${kind}-`));
  // The allocator's settings and node's flags as `npm start` gives them (package.json, docs/performance/memory.md).
  const start = npmStartCommand(root);
  const env: NodeJS.ProcessEnv = { ...process.env, ...start.env, NODE_ENV: 'production', SKIP_BUILD: '1', HOST: '127.0.0.1', SEED: 'demo', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const database = kind === 'postgres' ? await freshPostgresDatabase(postgresServer!, PG_DATABASE) : null;
  if (database) Object.assign(env, { DATABASE_URL: database.url, FIELD_ENCRYPTION_KEY: BENCH_FIELD_KEY });
  if (profileDir) env.BENCH_CPU_PROFILE_DIR = profileDir;
  const args = [
    ...start.nodeFlags,
    ...(profileDir ? ['--import', path.join(root, 'scripts/bench/cpu-profile-on-signal.mjs')] : []),
    path.join(root, 'scripts/start.mjs'),
  ];
  const port = await freePort();
  env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = await startChild(`the server on ${kind}`, args, env, '/api/health', path.join(dataDir, 'server.log'), port).catch(async (error) => {
    await database?.drop();
    throw error;
  });
  const rows = new Map<string, Measured>();
  try {
    console.log(`  ${kind}: server up with the demo data in ${Math.round((performance.now() - started) / 1000)} s (pid ${server.pid}, log ${server.logFile})`);
    const memoryStarted = memoryOf(server.pid);
    const visit = await visitOf(server.base);
    const htmlBytes = { search: await htmlBytesOf(server.base, `/search?${searchQuery(visit)}`), property: await htmlBytesOf(server.base, `/property/${visit.houseId}`) };
    console.log(`  ${kind}: HTML before compression: /search ${kb(htmlBytes.search)}, /property/{id} ${kb(htmlBytes.property)}`);
    for (const call of CALLS.filter((c) => wanted(c.key))) {
      await settle(server.pid);
      await preflight(server.base, call, visit);
      const result = await profiled(server, `${kind}-${call.key}`, () => load(server.base, loadOf(call, visit)));
      rows.set(call.key, measured(result));
      console.log(`  ${kind}: ${call.key} ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, load average ${loadAverage()}`);
    }
    for (const [key, searchKey] of Object.entries(HEALTH_BESIDE) as [HealthBeside, string][]) {
      if (!wanted(key)) continue;
      await settle(server.pid);
      const search = CALLS.find((c) => c.key === searchKey)!;
      const health = CALLS.find((c) => c.key === 'health')!;
      const [searchResult, healthResult] = await Promise.all([
        load(server.base, search.request(visit)),
        load(server.base, { ...health.request(visit), connections: 1 }),
      ]);
      rows.set(key, { ...measured(healthResult), alongside: searchResult.requests.average });
      console.log(`  ${kind}: ${key} p99 ${healthResult.latency.p99} ms (${searchKey} ${Math.round(searchResult.requests.average)} req/s)`);
    }
    await settle(server.pid);
    const after = memoryOf(server.pid);
    // V8 gives back the garbage of a burst of requests once they stop (its memory reducer, about 20–30 s
    // after the allocations slow down): the server's memory once quiet, as a monitor would see it.
    console.log(`  ${kind}: RSS ${after.rss} MB after the runs; waiting ${IDLE_SECONDS} s for the server's memory once quiet`);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    return { rows, htmlBytes, memory: { started: memoryStarted, after, idle: memoryOf(server.pid) } };
  } finally {
    await server.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runBaseline(): Promise<Measured> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-bench-hello-'));
  const server = await startChild('the bare Fastify server', [path.join(root, 'scripts/bench/hello-server.mjs')], { ...process.env }, '/', path.join(dir, 'hello.log'), await freePort());
  try {
    return measured(await load(server.base, { path: '/', headers: API_HEADERS }));
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---- the table ----

const loadAverage = () => os.loadavg().map((n) => n.toFixed(1)).join(' / ');

function table(baseline: Measured, runs: Partial<Record<Kind, DatabaseRun>>): string {
  const order: Kind[] = ['postgres', 'pglite'];
  const number = (n: number) => (n > 0 && n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en'));
  const ms = (n: number) => (n < 1 ? '<1 ms' : `${n} ms`);
  const isBad = (m: Measured) => m.bad.non2xx + m.bad.errors + m.bad.timeouts > 0 || m.bad.answered === 0;
  const cells = (m: Measured | undefined) =>
    m
      ? [number(m.requestsPerSecond), ...(m.bad.answered ? [ms(m.p50), ms(m.p99)] : ['—', '—']), `${(m.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}`]
      : ['—', '—', '—', '—'];
  const lines = [
    '| call | PostgreSQL req/s | p50 | p99 | ratio to baseline | PGlite req/s | p50 | p99 | ratio |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| bare Fastify \`GET /\` (baseline, no database)${isBad(baseline) ? ' ⚠' : ''} | ${[...cells(baseline), ...cells(baseline)].join(' | ')} |`,
  ];
  const notes: string[] = [];
  const labels: [string, string][] = [
    ...CALLS.map((c): [string, string] => [c.key, c.label]),
    ['health-under-search', '`GET /api/health` (1 connection) while the same search runs again and again'],
    ['health-under-search-fresh', '`GET /api/health` (1 connection) while searches with new dates run'],
    ['health-under-page-search-fresh', '`GET /api/health` (1 connection) while rendered /search pages with new dates run'],
  ];
  for (const [key, label] of labels) {
    const measuredRows = order.map((kind) => runs[kind]?.rows.get(key));
    if (measuredRows.every((m) => !m)) continue;
    const bad = measuredRows.some((m) => m && isBad(m));
    lines.push(`| ${label}${bad ? ' ⚠' : ''} | ${measuredRows.flatMap(cells).join(' | ')} |`);
    order.forEach((kind, i) => {
      const m = measuredRows[i];
      if (m && isBad(m)) notes.push(`⚠ ${key} on ${kind}: ${m.bad.answered} answers, ${m.bad.non2xx} not 2xx, ${m.bad.errors} errors, ${m.bad.timeouts} timeouts`);
      if (m?.alongside !== undefined) notes.push(`${key} on ${kind}: the search meanwhile answered ${number(m.alongside)} req/s`);
    });
  }
  const memory = (pick: (r: DatabaseRun) => string) => order.map((kind) => runs[kind]).map((r) => (r ? pick(r) : '—'));
  const [pgStart, pgliteStart] = memory((r) => `${r.memory.started.rss} MB`);
  const [pgAfter, pgliteAfter] = memory((r) => `${r.memory.after.rss} MB`);
  const [pgPeak, pglitePeak] = memory((r) => `${r.memory.idle.peak} MB`);
  const [pgSearchHtml, pgliteSearchHtml] = memory((r) => kb(r.htmlBytes.search));
  const [pgHouseHtml, pgliteHouseHtml] = memory((r) => kb(r.htmlBytes.property));
  lines.push(`| HTML of the rendered /search?checkIn… page, before compression | ${pgSearchHtml} | | | | ${pgliteSearchHtml} | | | |`);
  lines.push(`| HTML of the rendered /property/{id} page, before compression | ${pgHouseHtml} | | | | ${pgliteHouseHtml} | | | |`);
  lines.push(`| server RSS after start (VmRSS) | ${pgStart} | | | | ${pgliteStart} | | | |`);
  lines.push(`| server RSS after the runs (VmRSS) | ${pgAfter} | | | | ${pgliteAfter} | | | |`);
  const [pgIdle, pgliteIdle] = memory((r) => `${r.memory.idle.rss} MB`);
  lines.push(`| server RSS ${IDLE_SECONDS} s after the runs (VmRSS) | ${pgIdle} | | | | ${pgliteIdle} | | | |`);
  lines.push(`| server peak RSS (VmHWM) | ${pgPeak} | | | | ${pglitePeak} | | | |`);
  return [...lines, ...(notes.length ? ['', ...notes] : [])].join('\n');
}

// ---- main ----

if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
  console.error('dist/web がありません。先に Web アプリをビルドしてください: npx vite build');
  process.exit(1);
}
await ensureServerBuild();
if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
const kinds: Kind[] = [];
if (only !== 'postgres') kinds.push('pglite');
if (only !== 'pglite') {
  if (postgresServer) kinds.push('postgres');
  else console.log('PostgreSQL は省略: BENCH_DATABASE_URL または TEST_DATABASE_URL を指定してください');
}

console.log(
  `bench:http ${new Date().toISOString()}: ${connections} connections, ${duration} s per call; ${os.cpus().length} CPUs, node ${process.version}, load average ${loadAverage()}` +
    (profileDir ? `; CPU profiles into ${profileDir} (the profiler slows the server)` : ''),
);
const baseline = await runBaseline();
console.log(`  baseline: ${Math.round(baseline.requestsPerSecond)} req/s, p99 ${baseline.p99} ms`);
const runs: Partial<Record<Kind, DatabaseRun>> = {};
for (const kind of kinds) runs[kind] = await runDatabase(kind);
console.log(`\nload average at the end: ${loadAverage()} (1 / 5 / 15 min)\n`);
console.log(table(baseline, runs));

import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@/db/testing/test-database';
import { fromToday, insertBooking, insertProperty } from '../testing/fixtures';
import { adminSignIn, adminWithAuthenticator, createTestApp, registerHost, sessionCookie, signUpGuest, uniqueEmail, type TestApp } from '../testing/test-app';
import { brokenBody, objectFor, queryFor, valueFor, wildString, type JsonSchema, type RawBody } from './bad-inputs';

/**
 * Every operation the app registers (its route table, so new host and admin routes are fuzzed without
 * anyone listing them) gets REQUESTS_PER_OPERATION generated bad inputs, anonymously and as a
 * signed-in guest, host and admin. Any 5xx, an answer that hangs (10 s), or an answer the OpenAPI
 * document does not list (its status, or its body's media type), fails the suite.
 * Each run draws a new seed, so runs add up to more inputs than one run sends; 100 per operation and
 * database keeps CI within its budget (200 took 5.3 minutes on PGlite), FUZZ_REQUESTS=1000 goes deeper.
 */
const REQUESTS_PER_OPERATION = Number(process.env.FUZZ_REQUESTS ?? 100);
/** A hang detector, not a speed test (speed is the benchmarks'): a loaded CI machine has answered in 3.4 s. */
const SLOW_MS = 10_000;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

interface Operation {
  method: string;
  url: string;
  doc?: {
    parameters?: { name: string; in: string; schema?: JsonSchema }[];
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
    responses?: Record<string, { content?: Record<string, unknown> }>;
  };
}

/**
 * What the OpenAPI document says the answer may be: its status is listed, and a body comes in a listed
 * media type (a 204 without one). Null when the answer is documented, else what is wrong.
 */
function undocumented(op: Operation, status: number, contentType: string | undefined, bodyLength: number): string | null {
  // Files outside the API (/uploads, robots.txt, sitemap.xml) are not in the document; every /api route is (below).
  if (!op.doc && !op.url.startsWith('/api/')) return null;
  const responses = op.doc?.responses ?? {};
  const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  if (!documented) return `status ${status} is not in the document`;
  const media = (contentType ?? '').split(';')[0].trim();
  const listed = Object.keys(documented.content ?? {});
  if (bodyLength === 0) return null;
  if (listed.length === 0) return `a ${media} body where the document lists none`;
  return listed.includes(media) ? null : `${media} where the document lists ${listed.join(', ')}`;
}

type Identity = 'anonymous' | 'guest' | 'host' | 'admin';
const IDENTITIES: Identity[] = ['anonymous', 'guest', 'host', 'admin'];

let t: TestApp;
let operations: Operation[] = [];
const knownIds: string[] = [];
const credentials = {
  guest: { email: uniqueEmail('fuzz-guest'), password: 'fuzz-password-1', cookie: '' },
  host: { email: uniqueEmail('fuzz-host'), password: 'fuzz-password-2', cookie: '' },
  admin: { email: uniqueEmail('fuzz-admin'), password: 'fuzz-password-3', token: '', secret: '' },
};
const totals = { operations: 0, requests: 0, fiveHundreds: 0, undocumented: 0, slowest: 0 };

function listOperations(app: TestApp['app']): Operation[] {
  const doc = (app as unknown as { swagger(): { paths: Record<string, Record<string, Operation['doc']>> } }).swagger();
  const seen = new Set<string>();
  const out: Operation[] = [];
  for (const route of app.routeTable) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (route.url.startsWith('/api/docs') || route.url === '/' || route.url.includes('*')) continue;
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      out.push({ method, url: route.url, doc: doc.paths[openApiPath]?.[method.toLowerCase()] });
    }
  }
  return out;
}

/** Signs the identities in again if a fuzzed request ended their session (a logout, a suspension …). */
async function refreshIdentities() {
  for (const who of ['guest', 'host'] as const) {
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: credentials[who].cookie } });
    if (check.statusCode === 200) continue;
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: credentials[who].email, password: credentials[who].password } });
    if (login.statusCode === 200) credentials[who].cookie = sessionCookie(login);
  }
  const adminCheck = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${credentials.admin.token}` } });
  if (adminCheck.statusCode === 200) return;
  // The admin has an authenticator since the first sign-in: both steps again (a fuzzed request may have ended the session).
  const { email, password, secret } = credentials.admin;
  credentials.admin.token = (await adminSignIn(t.app, email, password, secret)).token;
}

function headersFor(identity: Identity): Record<string, string> {
  if (identity === 'guest') return { cookie: credentials.guest.cookie };
  if (identity === 'host') return { cookie: credentials.host.cookie };
  if (identity === 'admin') return { authorization: `Bearer ${credentials.admin.token}` };
  return {};
}

/** One generated request for an operation: its path, query and body drawn from its documented schemas. */
function requestArbitrary(op: Operation): fc.Arbitrary<{ path: string; query: string; body?: RawBody | { json: unknown }; identity: Identity }> {
  const parameters = op.doc?.parameters ?? [];
  const pathNames = [...op.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  const pathValues = fc.tuple(
    ...pathNames.map((name) => valueFor(parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? { type: 'string' }, knownIds)),
  );
  const query = queryFor(parameters.filter((p) => p.in === 'query'), knownIds);
  const jsonSchema = op.doc?.requestBody?.content?.['application/json']?.schema;
  const writes = op.method !== 'GET' && op.method !== 'DELETE';
  const body: fc.Arbitrary<RawBody | { json: unknown } | undefined> = writes
    ? fc.oneof(
        { weight: 3, arbitrary: (jsonSchema ? objectFor(jsonSchema, knownIds) : valueFor(undefined, knownIds)).map((json) => ({ json })) },
        { weight: 1, arbitrary: brokenBody },
      )
    : fc.option(brokenBody, { nil: undefined, freq: 10 });
  return fc.record({ path: pathValues, query, body, identity: fc.constantFrom(...IDENTITIES) }).map(({ path, query, body, identity }) => {
    let i = 0;
    const filled = op.url.replace(/:([A-Za-z0-9_]+)/g, () => {
      const value = path[i++];
      const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
      const segment = encodeURIComponent(wellFormed(text || 'x'));
      // A segment '.' or '..' (or %2E forms) is resolved away before a request is sent (the URL standard, as
      // inject and every client parse it), so it would ask another path, not this operation: '...' instead.
      return segment === '.' || segment === '..' ? '...' : segment;
    });
    return { path: filled, query, body, identity };
  });
}

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A lone surrogate cannot be sent in a URL: it is replaced, as a browser would. (One pass of a regular
 * expression: splitting the huge generated strings into characters took 7 % of the suite's CPU.)
 */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

beforeAll(async () => {
  t = await createTestApp();
  operations = listOperations(t.app);
  const guest = await signUpGuest(t.app, { email: credentials.guest.email, password: credentials.guest.password });
  credentials.guest.cookie = guest.cookie;
  const host = await registerHost(t.app, { email: credentials.host.email, password: credentials.host.password });
  credentials.host.cookie = host.cookie;
  const admin = await adminWithAuthenticator(t, credentials.admin.email, credentials.admin.password);
  credentials.admin.token = admin.token;
  credentials.admin.secret = admin.secret;
  const houseId = await insertProperty(t.db, null, { hostId: host.user.id, basePriceJpy: 18000 });
  const bookingId = await insertBooking(t.db, { propertyId: houseId, guestId: guest.user.id, checkin: fromToday(20), checkout: fromToday(22), status: 'confirmed' });
  knownIds.push(houseId, bookingId);
  console.log(`API fuzz (${testDatabaseKind()}): seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
}, 120_000);

afterAll(async () => {
  console.log(
    `API fuzz (${testDatabaseKind()}): ${totals.operations} operations, ${totals.requests} requests, ${totals.fiveHundreds} 5xx, ${totals.undocumented} undocumented answers, slowest ${Math.round(totals.slowest)} ms`,
  );
  await t?.close();
});

describe('every operation under generated bad input', () => {
  it('has operations to fuzz, the host area’s and the back office’s among them', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.some((op) => op.url.startsWith('/api/host/'))).toBe(true);
    expect(operations.some((op) => op.url.startsWith('/api/admin/'))).toBe(true);
  });

  it('documents every /api operation with its success answer', () => {
    const lacking = operations
      .filter((op) => op.url.startsWith('/api/') && !op.url.startsWith('/api/docs'))
      .filter((op) => !Object.keys(op.doc?.responses ?? {}).some((status) => status.startsWith('2')))
      .map((op) => `${op.method} ${op.url}`);
    expect(lacking).toEqual([]);
  });

  it('answers every request without a 5xx, without hanging, and only as the OpenAPI document says', { timeout: 1_800_000 }, async () => {
    const failures: string[] = [];
    for (const [index, op] of operations.entries()) {
      await refreshIdentities();
      const samples = fc.sample(requestArbitrary(op), { numRuns: REQUESTS_PER_OPERATION, seed: seed + index });
      for (const sample of samples) {
        const request: InjectOptions = {
          method: op.method as InjectOptions['method'],
          url: sample.query ? `${sample.path}?${sample.query}` : sample.path,
          headers: headersFor(sample.identity),
        };
        if (sample.body && 'json' in sample.body) {
          request.payload = JSON.stringify(sample.body.json) ?? 'null';
          request.headers = { ...request.headers, 'content-type': 'application/json' };
        } else if (sample.body) {
          request.payload = sample.body.payload;
          request.headers = { ...request.headers, 'content-type': sample.body.contentType };
        }
        const started = performance.now();
        const response = await t.app.inject(request);
        const took = performance.now() - started;
        totals.requests += 1;
        totals.slowest = Math.max(totals.slowest, took);
        if (response.statusCode >= 500) {
          totals.fiveHundreds += 1;
          failures.push(`${response.statusCode} ${op.method} ${String(request.url).slice(0, 200)} as ${sample.identity}: ${String(request.payload ?? '').slice(0, 200)} → ${response.body.slice(0, 200)}`);
        } else if (undocumented(op, response.statusCode, response.headers['content-type'] as string | undefined, response.rawPayload.length)) {
          totals.undocumented += 1;
          failures.push(`undocumented: ${op.method} ${op.url} ${response.statusCode}: ${undocumented(op, response.statusCode, response.headers['content-type'] as string | undefined, response.rawPayload.length)}`);
        } else if (took > SLOW_MS) {
          failures.push(`${Math.round(took)} ms ${op.method} ${String(request.url).slice(0, 200)} as ${sample.identity}`);
        }
      }
      totals.operations += 1;
    }
    expect([...new Set(failures)].slice(0, 60), `${failures.length} failures (seed ${seed})`).toEqual([]);
  });
});

// Keeps the wild string generator honest: it does produce control characters and huge values.
it('draws control characters and huge strings among its inputs', () => {
  const drawn = fc.sample(wildString, { numRuns: 2000, seed: 1 });
  expect(drawn.some((s) => s.includes('\u0000'))).toBe(true);
  expect(drawn.some((s) => s.length >= 1000)).toBe(true);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '@/db/testing/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('says which database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { kind: testDatabaseKind(), ok: true } });
  });

  it('answers from a ping at most a second old (the checks that come together with one round trip), and 503 when a ping fails', async () => {
    const handle = await openTestDatabase();
    let pings = 0;
    let failing = false;
    const app = await buildApp({
      database: {
        ...handle,
        ping: async () => {
          pings += 1;
          await handle.ping();
          if (failing) throw new Error('the database does not answer');
        },
      },
      config: loadConfig({ NODE_ENV: 'test', SEED: 'none', JOBS: 'off', RATE_LIMITS: 'off' }),
    });
    try {
      const together = await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/health' })));
      expect(together.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      expect(pings).toBe(1);
      // The next check, within the second, answers from that ping.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(pings).toBe(1);

      // A second later the last ping is too old: the checks wait for a new one, which fails.
      failing = true;
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const down = await Promise.all(Array.from({ length: 3 }, () => app.inject({ method: 'GET', url: '/api/health' })));
      expect(down.map((res) => res.statusCode)).toEqual([503, 503, 503]);
      expect(down[0].json()).toEqual({ status: 'error', database: { kind: testDatabaseKind(), ok: false, latencyMs: 0 } });
      expect(pings).toBe(2);
      failing = false;
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(pings).toBe(3);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  // PostgreSQL: the health check has a connection of its own (DatabaseHandle.ping); PGlite has one session.
  if (testDatabaseKind() === 'postgres') {
    it("answers while every connection of the site's pool is busy, before any of those queries ends", async () => {
      let oneEnded = false;
      // Every connection of the pool (10) is taken, and two more queries wait for one.
      const busy = Array.from({ length: 12 }, () => t.db.execute(sql`select pg_sleep(2)`).then(() => (oneEnded = true)));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', database: { kind: 'postgres', ok: true } });
      expect(oneEnded).toBe(false);
      await Promise.all(busy);
    });
  }
});

describe('errors and headers', () => {
  it('answers an unknown /api path with a JSON 404 in Japanese', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/unknown'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'お探しのAPIは見つかりません' });
    }
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/api/health', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('tells browsers to keep to HTTPS in production only', async () => {
    expect(String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security'] ?? '')).toBe('');
    const production = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://kominka.example.jp', INVOICE_REGISTRATION_NUMBER: 'T1234567890123' });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await production.close();
    }
  });

  it('compresses answers when the client accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('GET /api/docs', () => {
  it('describes the API from the same zod schemas that validate it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/auth/signup', '/api/auth/login', '/api/auth/register', '/api/admin/login', '/api/admin/stats', '/api/health']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    const signup = doc.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(signup.required).toEqual(expect.arrayContaining(['fullName', 'email', 'password']));
    expect(signup.properties.password.minLength).toBe(6);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('GET /api/placeholder/{w}/{h}', () => {
  it('answers an SVG image of the asked size', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/placeholder/640/480?seed=3&label=%E5%A4%96%E8%A6%B3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('width="640"');
    expect(res.body).toContain('height="480"');
    expect(res.body).toContain('外観');
  });

  it('refuses sizes that are not positive numbers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/placeholder/0/abc' });
    expect(res.statusCode).toBe(400);
    expect(['w', 'h']).toContain(res.json().field);
  });
});

describe('the web app', () => {
  let web: Awaited<ReturnType<typeof buildApp>>;
  let dist: string;
  let closeDb: () => Promise<void>;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kominka-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="ja"><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    const handle = await openTestDatabase();
    closeDb = handle.close;
    web = await buildApp({ database: handle, config: { ...loadConfig({ NODE_ENV: 'test' }), webDistDir: dist } });
  });
  afterAll(async () => {
    await web?.close();
    await closeDb?.();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for every path that is not the API, so client routes work on reload (an unknown one with 404)', async () => {
    for (const [url, status] of [['/', 200], ['/host/dashboard', 200], ['/admin/users?x=1', 200], ['/no/such/page', 404]] as const) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toBeDefined();
    }
  });

  it('caches hashed assets immutably and compresses them', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves files added after start, and answers a missing asset with a 404 instead of the HTML', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'late-def456.js'), 'console.log(1);');
    const late = await web.inject({ method: 'GET', url: '/assets/late-def456.js' });
    expect(late.statusCode).toBe(200);
    expect(late.headers['content-type']).toContain('javascript');
    const missing = await web.inject({ method: 'GET', url: '/assets/missing-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('answers a name that is not a built file’s with a 404, never a file from outside the assets folder', async () => {
    fs.writeFileSync(path.join(dist, '.secret'), 'not public');
    fs.writeFileSync(path.join(dist, 'assets', '.hidden.js'), 'not public');
    for (const url of ['/assets/..%2F.secret', '/assets/%2e%2e%2f.secret', '/assets/.hidden.js', '/assets/..%5C.secret', '/assets/sub%2Fmain-abc123.js']) {
      const res = await web.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('not public');
    }
  });

  it('still answers unknown API paths with JSON', async () => {
    const res = await web.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

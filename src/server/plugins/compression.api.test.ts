import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createWebDist } from '../testing/web-dist';

const brotli = (body: Buffer, quality: number) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });

let dist: ReturnType<typeof createWebDist>;
let script: Buffer;
let t: TestApp;
beforeAll(async () => {
  script = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = { id: ${i}, label: "古民家 ${i % 17}" };\n`).join(''));
  dist = createWebDist({
    'main-abc123.js': script,
    // As the build leaves a file (scripts/lib/precompress-plugin.ts): its strongest Brotli and gzip forms beside it.
    'page-def456.js': script,
    'page-def456.js.br': brotli(script, 11),
    'page-def456.js.gz': zlib.gzipSync(script, { level: 9 }),
  });
  t = await createTestApp({}, { webDistDir: dist.dir });
});
afterAll(async () => {
  await t?.close();
  dist?.remove();
});

describe('compression', () => {
  it('sends a small answer as it is, even when the client accepts compression', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('compresses an API answer cheaply, in the encoding the client accepts, to the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/banks' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ method: 'GET', url: '/api/banks', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // Brotli quality 1: the cheapest setting for an answer made for one request.
    expect(br.rawPayload.equals(brotli(plain.rawPayload, 1))).toBe(true);

    const gzip = await t.app.inject({ method: 'GET', url: '/api/banks', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses a very large answer too (through a stream)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.rawPayload.length).toBeGreaterThan(256 * 1024);
    const br = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses the web app files with the stronger settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
    expect(res.rawPayload.equals(brotli(script, 4))).toBe(true);
  });

  it('sends the forms the build compressed as they are, to the browser that accepts each', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/page-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(brotli(script, 11))).toBe(true);

    const gz = await t.app.inject({ method: 'GET', url: '/assets/page-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(script)).toBe(true);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/page-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });
});

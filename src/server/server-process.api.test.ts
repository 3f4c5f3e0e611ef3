import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@/db/testing/test-database';
import { startServer, type ServerProcess } from './testing/server-process';
import { spawnServer } from './testing/spawn-server';

describe('the server process', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ SEED: 'none', ADMIN_EMAIL: 'boot-admin@example.jp', ADMIN_PASSWORD: 'boot-admin-pass' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('applies the migrations at start and answers on its port', async () => {
    const health = await (await fetch(`${server.url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: { kind: testDatabaseKind(), ok: true } });
    expect(server.output()).toContain('マイグレーション適用済み');
  });

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const res = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boot-admin@example.jp', password: 'boot-admin-pass' }),
    });
    expect(res.status).toBe(200);
  });

  // The lock guards the embedded database only; PostgreSQL serves many processes by design.
  if (testDatabaseKind() === 'pglite') it('refuses a second process on the same data directory', async () => {
    const second = spawnServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: server.dataDir, SEED: 'none' });
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain('別のプロセス');
    // The first server still answers.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe('shutting down', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('closes the database cleanly on %s', async (signal) => {
    const server = await startServer({ SEED: 'none' });
    const code = await server.stop(signal);
    expect(code).toBe(0);
    expect(server.output()).toContain('データベースを閉じました');
  });
});

// On a first start with the demo, a child process writes it while the server holds the directory's lock.
if (testDatabaseKind() === 'pglite') {
  describe('the first start with the demo on the embedded database', () => {
    it('serves the demo houses and keeps the data directory to itself', async () => {
      const server = await startServer({ SEED: 'demo' });
      try {
        expect(server.output()).toContain('デモデータを投入しました');
        expect(fs.readFileSync(path.join(server.dataDir, '.kominka.lock'), 'utf8').trim()).toBe(String(server.child.pid));
        const houses = await (await fetch(`${server.url}/api/properties-with-booking-status?pageSize=5`)).json();
        expect(houses.length).toBeGreaterThan(0);
        const second = spawnServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: server.dataDir, SEED: 'none' });
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain('別のプロセス');
      } finally {
        await server.stop();
      }
    });
  });
}

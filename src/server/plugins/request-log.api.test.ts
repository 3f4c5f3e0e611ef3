import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../testing/server-process';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; host: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const INFO = 30;

describe('the request log', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ SEED: 'none', LOG_LEVEL: 'info' });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('writes one line per request, at its end, with the method, url, status, time taken and request id', async () => {
    const asked = [
      { method: 'GET', url: '/api/health?probe=1', status: 200 },
      { method: 'GET', url: '/api/no-such-call', status: 404 },
      { method: 'POST', url: '/api/auth/login', status: 400 },
    ];
    for (const { method, url, status } of asked) {
      const res = await fetch(`${server.url}${url}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(res.status).toBe(status);
      await res.arrayBuffer();
    }
    // The line is written when the answer has been sent: give the server a moment.
    await expect.poll(() => server.output().includes('/api/auth/login')).toBe(true);

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    for (const { method, url, status } of asked) {
      const mine = lines.filter((line) => line.req?.url === url);
      expect(mine, url).toHaveLength(1);
      const [line] = mine;
      expect(line).toMatchObject({ level: INFO, msg: 'request completed', req: { method, url }, res: { statusCode: status } });
      expect(line.reqId).toMatch(/\S/);
      expect(line.req?.remoteAddress).toBe('127.0.0.1');
      expect(typeof line.responseTime).toBe('number');
    }
    expect(new Set(lines.filter((line) => line.req).map((line) => line.reqId)).size).toBe(lines.filter((line) => line.req).length);
  });

  it('never writes a password-reset link’s token', async () => {
    const secret = 'Zq3vR8uYcT1mWn5pKs7eHb2aLd9fGj4xNo6iUk0wQyE';
    const res = await fetch(`${server.url}/reset-password?token=${secret}&from=mail`);
    await res.arrayBuffer();
    await expect.poll(() => server.output().includes('/reset-password')).toBe(true);
    expect(server.output()).not.toContain(secret);
    const line = server
      .output()
      .split('\n')
      .filter((text) => text.startsWith('{'))
      .map((text) => JSON.parse(text) as LogLine)
      .find((l) => l.req?.url.startsWith('/reset-password'));
    expect(line?.req?.url).toBe('/reset-password?token=[redacted]&from=mail');
  });
});

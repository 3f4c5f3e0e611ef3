import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './spawn-server';

describe('freePort inside a Vitest worker', () => {
  it("answers ports of the worker's own band below the kernel's ephemeral range, a new one each time, that can be listened on", async () => {
    const first = await freePort();
    const second = await freePort();
    expect(second).not.toBe(first);
    for (const port of [first, second]) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_000);
      const server = net.createServer();
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('skips a port that something already listens on', async () => {
    const taken = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port + 1, '127.0.0.1', resolve));
    try {
      expect(await freePort()).toBe(port + 2);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { startTimedJob } from './timed-job';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('a timed job', () => {
  it('is stopped only once the round that was running has ended', async () => {
    const gate = deferred();
    const events: string[] = [];
    const stop = startTimedJob(
      async () => {
        events.push('round started');
        await gate.promise;
        events.push('round ended');
      },
      3_600_000,
      () => events.push('failed'),
    );
    const stopped = stop().then(() => events.push('stopped'));
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual(['round started']);
    gate.resolve();
    await stopped;
    expect(events).toEqual(['round started', 'round ended', 'stopped']);
  });

  it('hands a failed round to onError and starts no round after it is stopped', async () => {
    let rounds = 0;
    const errors: unknown[] = [];
    const stop = startTimedJob(
      async () => {
        rounds += 1;
        throw new Error('SMTP down');
      },
      10,
      (error) => errors.push(error),
    );
    await new Promise((r) => setTimeout(r, 35));
    await stop();
    const after = rounds;
    expect(after).toBeGreaterThanOrEqual(2);
    expect(errors.map((e) => (e as Error).message)).toContain('SMTP down');
    await new Promise((r) => setTimeout(r, 40));
    expect(rounds).toBe(after);
  });
});

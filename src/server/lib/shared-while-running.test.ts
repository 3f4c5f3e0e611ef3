import { describe, expect, it } from 'vitest';
import { sharedWhileRunning } from './shared-while-running';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('sharedWhileRunning', () => {
  it('runs once for the calls made while it runs, and gives each of them its answer', async () => {
    const started: ReturnType<typeof deferred<number>>[] = [];
    const shared = sharedWhileRunning(() => {
      const d = deferred<number>();
      started.push(d);
      return d.promise;
    });
    const calls = [shared(), shared(), shared()];
    expect(started).toHaveLength(1);
    started[0].resolve(7);
    expect(await Promise.all(calls)).toEqual([7, 7, 7]);
  });

  it('runs again for a call made after the run has settled', async () => {
    let runs = 0;
    const shared = sharedWhileRunning(async () => ++runs);
    expect(await shared()).toBe(1);
    expect(await shared()).toBe(2);
  });

  it('gives a failure to the calls that shared the run, and the next call runs afresh', async () => {
    const started: ReturnType<typeof deferred<string>>[] = [];
    const shared = sharedWhileRunning(() => {
      const d = deferred<string>();
      started.push(d);
      return d.promise;
    });
    const first = shared();
    const second = shared();
    started[0].reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await expect(second).rejects.toThrow('database down');
    const third = shared();
    expect(started).toHaveLength(2);
    started[1].resolve('ok');
    expect(await third).toBe('ok');
  });
});

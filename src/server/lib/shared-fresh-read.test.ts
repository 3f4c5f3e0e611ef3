import { describe, expect, it } from 'vitest';
import { sharedFreshRead } from './shared-fresh-read';

/** A read whose runs are settled by hand, in the order they started. */
function manualReads<T>() {
  const runs: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const read = () =>
    new Promise<T>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { runs, read };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedFreshRead', () => {
  it('answers the first call with its own read and the calls made during it with one read started after it', async () => {
    const { runs, read } = manualReads<number>();
    const shared = sharedFreshRead(read);
    const first = shared();
    const during = [shared(), shared(), shared()];
    expect(runs).toHaveLength(1);
    runs[0].resolve(1);
    expect(await first).toBe(1);
    await flush();
    // The calls made during the first read are not given its answer: a second read has started for them.
    expect(runs).toHaveLength(2);
    runs[1].resolve(2);
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
  });

  it('makes a call that comes while the shared next read runs wait for the read after it', async () => {
    const { runs, read } = manualReads<string>();
    const shared = sharedFreshRead(read);
    void shared();
    const second = shared();
    runs[0].resolve('a');
    await flush();
    expect(runs).toHaveLength(2);
    const third = shared();
    runs[1].resolve('b');
    expect(await second).toBe('b');
    await flush();
    expect(runs).toHaveLength(3);
    runs[2].resolve('c');
    expect(await third).toBe('c');
  });

  it('starts a read of its own for a call made when nothing runs, and passes a failure on to the calls of that read only', async () => {
    const { runs, read } = manualReads<string>();
    const shared = sharedFreshRead(read);
    const first = shared();
    const second = shared();
    runs[0].reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await flush();
    runs[1].resolve('ok');
    expect(await second).toBe('ok');
    await flush();
    const later = shared();
    expect(runs).toHaveLength(3);
    runs[2].resolve('later');
    expect(await later).toBe('later');
  });
});

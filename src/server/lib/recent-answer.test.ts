import { describe, expect, it } from 'vitest';
import { recentAnswer } from './recent-answer';

/** A run whose answers and failures the test decides, counting its calls, on a clock the test moves. */
function setUp() {
  const state = { clock: 0, runs: 0, failing: false };
  const answer = recentAnswer(
    async () => {
      state.runs += 1;
      if (state.failing) throw new Error('down');
      return state.runs;
    },
    { maxAgeMs: 1000, refreshAfterMs: 250, now: () => state.clock },
  );
  return { state, answer };
}

describe('recentAnswer', () => {
  it('gives the last answer while it is recent, and refreshes it in the background once it is older than a quarter second', async () => {
    const { state, answer } = setUp();
    expect(await Promise.all([answer(), answer(), answer()])).toEqual([1, 1, 1]);
    state.clock = 200;
    expect(await answer()).toBe(1);
    expect(state.runs).toBe(1);
    state.clock = 300;
    expect(await answer()).toBe(1);
    expect(state.runs).toBe(2);
    await Promise.resolve();
    expect(await answer()).toBe(2);
  });

  it('waits for a new run when the last answer is more than a second old', async () => {
    const { state, answer } = setUp();
    await answer();
    state.clock = 1001;
    expect(await answer()).toBe(2);
  });

  it('reports a failure: the next call after a failed background run waits for a run and gets its error', async () => {
    const { state, answer } = setUp();
    await answer();
    state.failing = true;
    state.clock = 300;
    expect(await answer()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(answer()).rejects.toThrow('down');
    state.failing = false;
    expect(await answer()).toBe(4);
  });
});

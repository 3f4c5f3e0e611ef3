import { sharedWhileRunning } from './shared-while-running';

export interface RecentAnswerOptions {
  /** An answer older than this is not given: the call waits for a new run. */
  maxAgeMs: number;
  /** A call that gets an answer older than this starts a new run in the background. */
  refreshAfterMs: number;
  /** The clock (milliseconds); performance.now by default. */
  now?: () => number;
}

/**
 * `run`'s last answer while it is at most `maxAgeMs` old (counted from the start of that run), with a new
 * run started in the background once it is older than `refreshAfterMs`; without a recent answer the call
 * waits for a run (shared by the calls that come meanwhile: sharedWhileRunning). A run that fails drops
 * the kept answer, so the next call waits for a new run and sees its failure. For the health check's ping
 * (docs/performance/2026-11-30-new-dates.md): it answers at once under load instead of queueing behind
 * the searches, with the database's state at most a second old.
 */
export function recentAnswer<T>(run: () => Promise<T>, { maxAgeMs, refreshAfterMs, now = () => performance.now() }: RecentAnswerOptions): () => Promise<T> {
  let last: { at: number; value: T } | undefined;
  const runAndKeep = sharedWhileRunning(async () => {
    const at = now();
    try {
      const value = await run();
      last = { at, value };
      return value;
    } catch (error) {
      last = undefined;
      throw error;
    }
  });
  return async () => {
    const age = last ? now() - last.at : Infinity;
    if (!last || age > maxAgeMs) return runAndKeep();
    if (age > refreshAfterMs) runAndKeep().catch(() => undefined);
    return last.value;
  };
}

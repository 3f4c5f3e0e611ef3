/**
 * `run`, shared by the calls that come while it runs: the first call starts it, every call made before it
 * settles gets that same promise, and the next call after it has settled starts it again. For checks whose
 * answer may be a moment old, such as the health check's `select 1` (under load one round trip to the
 * database answers every health check that arrived during it), never for a read that must see what was
 * committed before the call.
 */
export function sharedWhileRunning<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    if (!running) {
      running = run().finally(() => {
        running = undefined;
      });
    }
    return running;
  };
}

/**
 * `read`, shared by calls that come close together, where each call is answered by a read that started
 * after it was made. The first call starts a read; the calls made while it runs share one next read,
 * started as soon as it settles. So a caller never gets an answer read before its call (what was committed
 * before the call is seen), and under load one read serves every call that arrived during the one before
 * it. Unlike `sharedWhileRunning`, fit for a read that must be current, such as the public pages' version.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const run = read();
    running = run;
    const settled = () => {
      if (running === run) running = undefined;
    };
    run.then(settled, settled);
    return run;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}

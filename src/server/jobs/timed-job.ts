/** Stops a timed job; answers once the round that was running (if any) has ended. */
export type StopTimedJob = () => Promise<void>;

/**
 * Runs `run` now and every `intervalMs`, never two rounds at once (a slow round — a slow SMTP server,
 * a slow iCal feed — is not overlapped by the next); a failed round is `onError`'s to log. Answers the
 * function that stops it, which waits for a running round so that the database is not closed under it
 * at shutdown. The timer does not keep the process alive.
 */
export function startTimedJob(run: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): StopTimedJob {
  let round: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (round || stopped) return;
    round = (async () => {
      try {
        await run();
      } catch (error) {
        onError(error);
      } finally {
        round = null;
      }
    })();
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await round;
  };
}

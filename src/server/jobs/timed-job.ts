/**
 * Runs `run` now and every `intervalMs`, never two rounds at once (a slow round — a slow SMTP server,
 * a slow iCal feed — is not overlapped by the next); a failed round is `onError`'s to log. Answers the
 * function that stops it. The timer does not keep the process alive.
 */
export function startTimedJob(run: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

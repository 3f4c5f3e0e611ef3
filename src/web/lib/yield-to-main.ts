/**
 * Ends the current task: the browser may paint and answer a tap before the caller goes on in a new one.
 * A phone that runs the app's start in several short tasks never stops answering for long.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the browser has painted what is on the page now (or after 100 ms in a hidden tab). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

import { totpCodeAt } from '../features/two-step/totp';

const PERIOD_MS = 30_000;
/** The last 30-second step whose code a test's sign-in was given, per secret (the server takes each code once). */
const lastGiven = new Map<string, number>();

/**
 * A code of the authenticator app that no sign-in of this test run has been given yet, as a person
 * would wait for the app's next code: now's, else the next step's (the server accepts a code of the 30
 * seconds either side), else it waits for the step after.
 */
export async function unusedTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / PERIOD_MS);
    const given = lastGiven.get(secret) ?? Number.NEGATIVE_INFINITY;
    for (const candidate of [step, step + 1]) {
      if (candidate > given) {
        lastGiven.set(secret, candidate);
        return totpCodeAt(secret, candidate * PERIOD_MS);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * PERIOD_MS - now + 50));
  }
}

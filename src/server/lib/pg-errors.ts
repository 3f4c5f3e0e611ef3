/** PostgreSQL error codes, the same from PGlite and from node-postgres. */
function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isExclusionViolation = (error: unknown) => pgCode(error) === '23P01';
/** Two transactions each waited for the other (deadlock) or could not be serialised: worth one more try. */
export const isRetryableConflict = (error: unknown) => ['40P01', '40001'].includes(pgCode(error) ?? '');

/**
 * Runs `work` (a whole transaction) again once when the database aborted it for a deadlock or a
 * serialisation failure; a second failure is thrown.
 */
export async function retryOnceOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isRetryableConflict(error)) throw error;
    return work();
  }
}

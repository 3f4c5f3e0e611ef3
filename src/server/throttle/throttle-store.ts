import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { authThrottle } from '@/db/schema';
import type { ThrottleLimit } from '@/domain/login-throttle';

/**
 * Counts one attempt for `key` (a sign-in, a sign-up, an upload …) and answers whether it may go on, in one statement (an
 * upsert that locks the row), so that parallel attempts are counted one after the other
 * (docs in src/domain/login-throttle.ts). A block that has ended, or a window that has passed, starts
 * the count again.
 */
export async function reserveThrottleAttempt(db: Database, key: string, limit: ThrottleLimit, now: Date) {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const blockEnd = new Date(now.getTime() + limit.blockMs);
  const t = authThrottle;
  // The count after this attempt: reset when a block has ended or the window has passed.
  const counted = sql`case
    when ${t.blockedUntil} is not null and ${t.blockedUntil} <= ${now} then 1
    when ${t.blockedUntil} > ${now} or ${t.windowStartedAt} > ${windowStart} then ${t.failures} + 1
    else 1 end`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, windowStartedAt: now, blockedUntil: limit.maxAttempts <= 1 ? blockEnd : null })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: counted,
        windowStartedAt: sql`case when (${counted}) = 1 then ${now} else ${t.windowStartedAt} end`,
        blockedUntil: sql`case
          when ${t.blockedUntil} > ${now} then ${t.blockedUntil}
          when (${counted}) >= ${limit.maxAttempts} then ${blockEnd}::timestamptz
          else null end`,
      },
    })
    .returning({ attempts: t.failures, blockedUntil: t.blockedUntil });
  return { allowed: row.attempts <= limit.maxAttempts, blockedUntil: row.blockedUntil };
}

/** Forgets the count of `key` (a successful sign-in to that account). */
export async function clearThrottle(db: Database, key: string) {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Gives one attempt back to `key`'s count (but never lifts a block). */
export async function returnThrottleAttempt(db: Database, key: string) {
  await db
    .update(authThrottle)
    .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
    .where(eq(authThrottle.key, key));
}

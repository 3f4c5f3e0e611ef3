import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { users } from '@/db/schema';

/** What the address's checks need of an account. */
export async function findAddressState(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role, emailVerifiedAt: users.emailVerifiedAt, pendingEmail: users.pendingEmail })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.closedAt)))
    .limit(1);
  return row ?? null;
}

/** Marks the address proved, once (a later link of the same address changes nothing). */
export async function markVerified(db: Database, userId: string, email: string, at: Date) {
  await db.update(users).set({ emailVerifiedAt: at }).where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)));
}

export async function setPendingEmail(db: Database, userId: string, pendingEmail: string | null) {
  await db.update(users).set({ pendingEmail }).where(eq(users.id, userId));
}

/** The proved new address takes over: it is the sign-in address, verified, with nothing pending. */
export async function applyEmailChange(db: Database, userId: string, email: string, at: Date) {
  await db.update(users).set({ email, pendingEmail: null, emailVerifiedAt: at }).where(eq(users.id, userId));
}

/** The id of the account that signs in with this address, or null. */
export async function findUserIdByEmail(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

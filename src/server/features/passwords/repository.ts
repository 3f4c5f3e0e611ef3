import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { passwordResetTokens, users } from '@/db/schema';

/** The account a reset request names, as the request needs it (null: no such address). */
export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export async function insertResetToken(db: Database, row: { id: string; userId: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(row);
}

/** The account of a live link (neither used nor lapsed), or null. */
export async function findLiveResetToken(db: Database, digest: string, now: Date) {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.id, digest), gt(passwordResetTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Uses a live link up: deletes it and answers its account, in one statement, so that of two uses at
 * once only one gets the account (null: used, lapsed or never made).
 */
export async function takeResetToken(db: Database, digest: string, now: Date) {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.id, digest), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Every link of an account ends (its password has just changed). */
export async function deleteResetTokensOf(db: Database, userId: string) {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

/** The lapsed links (the session cleanup's hourly sweep). */
export async function deleteLapsedResetTokens(db: Database, now: Date) {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
}

export async function findAccount(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

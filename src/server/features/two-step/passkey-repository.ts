import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { passkeys, webauthnChallenges } from '@/db/schema';
import { ownedBy, ownerColumns, type TwoStepAccount } from './repository';

export type PasskeyRow = typeof passkeys.$inferSelect;

export async function listPasskeys(db: Database, account: TwoStepAccount): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(ownedBy(passkeys, account)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function hasPasskey(db: Database, account: TwoStepAccount): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(ownedBy(passkeys, account)).limit(1);
  return Boolean(row);
}

/** The account's passkey of a credential id (a credential of another account is not found). */
export async function findPasskeyByCredential(db: Database, account: TwoStepAccount, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(and(ownedBy(passkeys, account), eq(passkeys.credentialId, credentialId))).limit(1);
  return row ?? null;
}

export async function insertPasskey(
  db: Database,
  account: TwoStepAccount,
  values: { credentialId: string; publicKey: string; signCount: number; transports: string[]; name: string },
): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values({ ...ownerColumns(account), ...values }).returning();
  return row;
}

/**
 * Records a sign-in with the passkey: its new signature counter and the time. When the authenticator
 * counts, the counter must have grown since the row was read (a cloned key, or a signature used twice,
 * shows an old counter): one statement, so two sign-ins at once with one signature cannot both pass.
 */
export async function recordPasskeyUse(db: Database, passkeyId: string, seenCount: number, newCount: number, at: Date): Promise<boolean> {
  const taken = await db
    .update(passkeys)
    .set({ signCount: newCount, lastUsedAt: at })
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.signCount, seenCount)))
    .returning({ id: passkeys.id });
  return taken.length > 0;
}

/** Removes the account's passkey: false when no passkey of that id is the account's. */
export async function deletePasskey(db: Database, account: TwoStepAccount, passkeyId: string): Promise<boolean> {
  const removed = await db.delete(passkeys).where(and(ownedBy(passkeys, account), eq(passkeys.id, passkeyId))).returning({ id: passkeys.id });
  return removed.length > 0;
}

export async function insertChallenge(db: Database, account: TwoStepAccount, purpose: 'register' | 'sign_in', challenge: string, expiresAt: Date) {
  await db.insert(webauthnChallenges).values({ challenge, ...ownerColumns(account), purpose, expiresAt });
}

/** Takes a live challenge of the account and purpose: deleted by the statement that finds it, so it serves once. */
export async function takeChallenge(db: Database, account: TwoStepAccount, purpose: 'register' | 'sign_in', challenge: string, now: Date): Promise<boolean> {
  const taken = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challenge, challenge), ownedBy(webauthnChallenges, account), eq(webauthnChallenges.purpose, purpose), gt(webauthnChallenges.expiresAt, now)))
    .returning({ challenge: webauthnChallenges.challenge });
  return taken.length > 0;
}

/** Removes challenges whose 5 minutes are over (the hourly session cleanup). */
export async function deleteLapsedChallenges(db: Database, now: Date) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
}


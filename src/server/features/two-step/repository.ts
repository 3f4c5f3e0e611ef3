import { and, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { adminAccounts, passkeys, pendingSignIns, recoveryCodes, totpFactors, users, webauthnChallenges } from '@/db/schema';
import { PENDING_SIGN_IN } from '@/domain/two-step';

/** Whose second step: a guest or host (`user`) or an admin account. */
export interface TwoStepAccount {
  kind: 'user' | 'admin';
  id: string;
}

type Owned = typeof totpFactors | typeof recoveryCodes | typeof pendingSignIns | typeof passkeys | typeof webauthnChallenges;

export const ownerColumns = (account: TwoStepAccount) => (account.kind === 'user' ? { userId: account.id, adminId: null } : { userId: null, adminId: account.id });
export const ownedBy = (table: Owned, account: TwoStepAccount): SQL => (account.kind === 'user' ? eq(table.userId, account.id) : eq(table.adminId, account.id));

export async function findTotpFactor(db: Database, account: TwoStepAccount) {
  const [row] = await db.select().from(totpFactors).where(ownedBy(totpFactors, account)).limit(1);
  return row ?? null;
}

/**
 * hasSecondStep's rule (a confirmed authenticator app or a passkey) as a column of a select over
 * `admin_accounts`. The account's id is named with its table: in a one-table select drizzle writes a
 * column bare, which inside these subqueries would be the inner table's own id.
 */
const adminAccountId = sql`${sql.identifier('admin_accounts')}.${sql.identifier('id')}`;
export const adminHasSecondStepSql = sql<boolean>`(exists (select 1 from ${totpFactors} t where t.admin_id = ${adminAccountId} and t.confirmed_at is not null)
  or exists (select 1 from ${passkeys} p where p.admin_id = ${adminAccountId}))`;

export async function hasConfirmedTotp(db: Database, account: TwoStepAccount): Promise<boolean> {
  const [row] = await db.select({ id: totpFactors.id }).from(totpFactors).where(and(ownedBy(totpFactors, account), isNotNull(totpFactors.confirmedAt))).limit(1);
  return Boolean(row);
}

/** A new unconfirmed secret, replacing an earlier unconfirmed one (an enrolment started again). */
export async function putUnconfirmedTotp(db: Database, account: TwoStepAccount, secretEncrypted: string) {
  await db.delete(totpFactors).where(ownedBy(totpFactors, account));
  await db.insert(totpFactors).values({ ...ownerColumns(account), secretEncrypted });
}

/** Confirms an enrolment with the code of `step`, which no sign-in can take again. */
export async function confirmTotp(db: Database, factorId: string, at: Date, step: number) {
  const [row] = await db.update(totpFactors).set({ confirmedAt: at, lastUsedStep: step }).where(and(eq(totpFactors.id, factorId), sql`${totpFactors.confirmedAt} is null`)).returning({ id: totpFactors.id });
  return Boolean(row);
}

/**
 * Records that a sign-in took the code of `step`: true only when no code of that step or a later one
 * was taken before (RFC 6238 §5.2: a code is accepted once). One statement, so two sign-ins at once
 * with the same code cannot both pass.
 */
export async function claimTotpStep(db: Database, factorId: string, step: number): Promise<boolean> {
  const [row] = await db
    .update(totpFactors)
    .set({ lastUsedStep: step })
    .where(and(eq(totpFactors.id, factorId), or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step))))
    .returning({ id: totpFactors.id });
  return Boolean(row);
}

/** Turns two-step sign-in off: the app's secret, the passkeys and the recovery codes. */
export async function deleteTwoStep(db: Database, account: TwoStepAccount) {
  await db.delete(totpFactors).where(ownedBy(totpFactors, account));
  await db.delete(passkeys).where(ownedBy(passkeys, account));
  await db.delete(recoveryCodes).where(ownedBy(recoveryCodes, account));
}

export async function replaceRecoveryCodes(db: Database, account: TwoStepAccount, digests: string[]) {
  await db.delete(recoveryCodes).where(ownedBy(recoveryCodes, account));
  await db.insert(recoveryCodes).values(digests.map((codeDigest) => ({ ...ownerColumns(account), codeDigest })));
}

export async function countRecoveryCodes(db: Database, account: TwoStepAccount): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recoveryCodes).where(ownedBy(recoveryCodes, account));
  return row?.n ?? 0;
}

/** Uses up a recovery code: true when it was the account's and unused (deleted in the same statement). */
export async function takeRecoveryCode(db: Database, account: TwoStepAccount, digest: string): Promise<boolean> {
  const taken = await db.delete(recoveryCodes).where(and(ownedBy(recoveryCodes, account), eq(recoveryCodes.codeDigest, digest))).returning({ id: recoveryCodes.id });
  return taken.length > 0;
}

export async function passwordHashOf(db: Database, account: TwoStepAccount): Promise<string | null> {
  if (account.kind === 'user') {
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, account.id)).limit(1);
    return row?.hash ?? null;
  }
  const [row] = await db.select({ hash: adminAccounts.passwordHash }).from(adminAccounts).where(eq(adminAccounts.id, account.id)).limit(1);
  return row?.hash ?? null;
}

export async function insertPendingSignIn(db: Database, digest: string, account: TwoStepAccount, expiresAt: Date) {
  await db.insert(pendingSignIns).values({ id: digest, ...ownerColumns(account), expiresAt });
}

/** The account of a live pending sign-in with tries left, without counting a try (a passkey's options are asked for). */
export async function findLivePendingSignIn(db: Database, digest: string, now: Date): Promise<TwoStepAccount | null> {
  const [row] = await db
    .select({ userId: pendingSignIns.userId, adminId: pendingSignIns.adminId })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.id, digest), gt(pendingSignIns.expiresAt, now), lt(pendingSignIns.tries, PENDING_SIGN_IN.maxTries)))
    .limit(1);
  if (!row) return null;
  return row.userId ? { kind: 'user', id: row.userId } : { kind: 'admin', id: row.adminId! };
}

/** A live pending sign-in with its tries left, counting this try in the same statement (parallel guesses cannot pass the limit). */
export async function countPendingTry(db: Database, digest: string, now: Date): Promise<TwoStepAccount | null> {
  const [row] = await db
    .update(pendingSignIns)
    .set({ tries: sql`${pendingSignIns.tries} + 1` })
    .where(and(eq(pendingSignIns.id, digest), gt(pendingSignIns.expiresAt, now), lt(pendingSignIns.tries, PENDING_SIGN_IN.maxTries)))
    .returning({ userId: pendingSignIns.userId, adminId: pendingSignIns.adminId });
  if (!row) return null;
  return row.userId ? { kind: 'user', id: row.userId } : { kind: 'admin', id: row.adminId! };
}

export async function deletePendingSignIn(db: Database, digest: string) {
  await db.delete(pendingSignIns).where(eq(pendingSignIns.id, digest));
}

/** Removes the sign-ins whose 5 minutes are over (the hourly session cleanup). */
export async function deleteLapsedPendingSignIns(db: Database, now: Date) {
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now));
}

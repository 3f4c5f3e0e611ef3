import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { preparedPerDatabase } from '@/db/prepared-per-database';
import { adminAccounts, adminSessions, authThrottle, passkeys, totpFactors, userSessions, users } from '@/db/schema';
import { publicUserColumns } from '../auth/repository';

export async function insertUserSession(
  db: Database,
  row: { id: string; userId: string; expiresAt: Date; ipAddress: string | null; userAgent: string | null },
) {
  await db.insert(userSessions).values(row);
}

/**
 * The signed-in user of a session cookie, asked on every API request that carries one: a prepared
 * statement per database, so neither drizzle's query building nor PostgreSQL's planning is paid each
 * time (docs/performance/where-the-time-goes.md).
 */
const findUserBySessionStatement = preparedPerDatabase((db) =>
  db
    .select(publicUserColumns)
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.id, sql.placeholder('sessionId')), sql`${userSessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`, isNull(users.suspendedAt)))
    .limit(1)
    .prepare('find_user_by_session'),
);

export async function findUserBySession(db: Database, sessionId: string, now: Date) {
  const [row] = await findUserBySessionStatement(db).execute({ sessionId, now: now.toISOString() });
  return row ?? null;
}

export async function deleteUserSession(db: Database, sessionId: string) {
  await db.delete(userSessions).where(eq(userSessions.id, sessionId));
}

/** Ends every session of a user but `keep` (the one that asked): after a change of sign-in address. */
export async function deleteOtherUserSessions(db: Database, userId: string, keep: string | null) {
  await db.delete(userSessions).where(keep ? and(eq(userSessions.userId, userId), ne(userSessions.id, keep)) : eq(userSessions.userId, userId));
}

export async function insertAdminSession(
  db: Database,
  row: { adminId: string; sessionToken: string; expiresAt: Date; ipAddress: string | null; userAgent: string | null },
) {
  await db.insert(adminSessions).values(row);
}

export async function findAdminBySession(db: Database, tokenDigest: string, now: Date) {
  const [row] = await db
    .select({
      id: adminAccounts.id,
      email: adminAccounts.email,
      fullName: adminAccounts.fullName,
      // The back office stays closed until the admin's second step (an app or a passkey) is set up (plugins/areas.ts).
      twoStepEnabled: sql<boolean>`(exists (select 1 from ${totpFactors} where ${totpFactors.adminId} = ${adminAccounts.id} and ${totpFactors.confirmedAt} is not null) or exists (select 1 from ${passkeys} where ${passkeys.adminId} = ${adminAccounts.id}))`,
    })
    .from(adminSessions)
    .innerJoin(adminAccounts, eq(adminAccounts.id, adminSessions.adminId))
    .where(and(eq(adminSessions.sessionToken, tokenDigest), gt(adminSessions.expiresAt, now), eq(adminAccounts.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function deleteAdminSession(db: Database, tokenDigest: string) {
  await db.delete(adminSessions).where(eq(adminSessions.sessionToken, tokenDigest));
}

export async function deleteExpiredSessions(db: Database, now: Date) {
  await db.delete(userSessions).where(lt(userSessions.expiresAt, now));
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
  // Throttle rows whose window and block have both passed no longer matter.
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(authThrottle).where(lt(authThrottle.windowStartedAt, dayAgo));
}

import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { adminAccounts, adminSessions } from '@/db/schema';
import { adminHasSecondStepSql } from '../two-step/repository';
import { byReading } from '../../lib/people-order';

export async function findAdminByEmail(db: Database, email: string) {
  const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.email, email)).limit(1);
  return row ?? null;
}

export async function findAdminById(db: Database, id: string) {
  const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.id, id)).limit(1);
  return row ?? null;
}

/** The account, locked until the transaction ends (two admins disabling each other wait in turn). */
export async function findAdminByIdForUpdate(db: Database, id: string) {
  const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.id, id)).for('update').limit(1);
  return row ?? null;
}

/** The active admins, locked until the transaction ends, so two admins cannot disable the last two at once. */
export async function lockActiveAdmins(db: Database) {
  return db.select({ id: adminAccounts.id }).from(adminAccounts).where(eq(adminAccounts.isActive, true)).for('update');
}

export async function insertAdmin(
  db: Database,
  values: { email: string; passwordHash: string; fullName: string; fullNameKana?: string | null; isActive: boolean },
) {
  const [row] = await db
    .insert(adminAccounts)
    .values({ ...values, enabledAt: values.isActive ? new Date() : null })
    .returning();
  return row;
}

/**
 * Every admin account, each with whether a second step is set up (the two-step feature's rule);
 * accounts waiting to be enabled first, then each group by reading and name (docs/product/people.md).
 */
export async function listAdmins(db: Database) {
  return db
    .select({ account: adminAccounts, twoStepEnabled: adminHasSecondStepSql })
    .from(adminAccounts)
    .orderBy(asc(adminAccounts.isActive), ...byReading({ reading: adminAccounts.fullNameKana, name: adminAccounts.fullName, id: adminAccounts.id }));
}

/** Enables or disables an account; the first enabling is kept (`enabledAt`), so a disabled account never again reads as a new request. */
export async function setAdminActive(db: Database, id: string, isActive: boolean) {
  const [row] = await db
    .update(adminAccounts)
    .set(isActive ? { isActive, enabledAt: sql`coalesce(${adminAccounts.enabledAt}, now())` } : { isActive })
    .where(eq(adminAccounts.id, id))
    .returning();
  return row ?? null;
}

/** Ends every session of an admin account (a disabled admin's tokens never come back with a re-enabling). */
export async function deleteAdminSessions(db: Database, adminId: string) {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}

export async function touchLastLogin(db: Database, id: string, at: Date) {
  await db.update(adminAccounts).set({ lastLoginAt: at }).where(eq(adminAccounts.id, id));
}

export async function updatePassword(db: Database, id: string, passwordHash: string) {
  await db.update(adminAccounts).set({ passwordHash }).where(eq(adminAccounts.id, id));
}

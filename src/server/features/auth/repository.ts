import { eq, sql } from 'drizzle-orm';
import type { Language } from '@/contract/language';
import type { Database } from '@/db/client';
import { hostProfiles, users } from '@/db/schema';

export const publicUserColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  fullNameKana: users.fullNameKana,
  phone: users.phone,
  avatarUrl: users.avatarUrl,
  role: users.role,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`.mapWith(Boolean),
  pendingEmail: users.pendingEmail,
};

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select({ ...publicUserColumns, suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertUser(
  db: Database,
  values: { email: string; passwordHash: string; fullName: string; fullNameKana: string | null; phone?: string; role: 'guest' | 'host'; language?: Language },
) {
  const [row] = await db.insert(users).values(values).returning(publicUserColumns);
  return row;
}

export async function insertHostProfile(
  db: Database,
  values: { userId: string; displayName: string; fullName: string; fullNameKana: string | null; email: string; phone: string },
) {
  await db.insert(hostProfiles).values(values);
}

export async function touchLastLogin(db: Database, id: string, at: Date) {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
}

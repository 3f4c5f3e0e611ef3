import { eq, sql } from 'drizzle-orm';
import type { Language } from '@/contract/language';
import type { Database } from '@/db/client';
import { users } from '@/db/schema';

const profileColumns = {
  id: users.id,
  fullName: users.fullName,
  fullNameKana: users.fullNameKana,
  email: users.email,
  phone: users.phone,
  avatarUrl: users.avatarUrl,
  address: users.address,
  dateOfBirth: users.dateOfBirth,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`.mapWith(Boolean),
  pendingEmail: users.pendingEmail,
  language: users.language,
};

export async function findProfile(db: Database, userId: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Sets the language of the user's e-mails (users.language). */
export async function updateLanguage(db: Database, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** The sign-in e-mail and password hash, to check a change of address. */
export async function findCredentials(db: Database, userId: string) {
  const [row] = await db.select({ email: users.email, pendingEmail: users.pendingEmail, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The id of the user who has this e-mail, or null. */
export async function findUserIdByEmail(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

export async function updateProfile(
  db: Database,
  userId: string,
  values: { fullName: string; fullNameKana?: string | null; phone: string | null; address: string | null; dateOfBirth: string | null },
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning(profileColumns);
  return row ?? null;
}

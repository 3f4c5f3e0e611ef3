import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { emailLinks } from '@/db/schema';
import { newToken, tokenDigest } from '../lib/tokens';

/**
 * The one home of single-use links sent by e-mail (docs/product/accounts.md): a random secret goes in
 * the e-mail only, the table keeps its SHA-256 with the link's purpose, the address it proves and its end.
 * Using a link deletes it in the same statement that reads it, so of two uses at once only one succeeds.
 */
export type EmailLinkPurpose = 'password_reset' | 'email_verification' | 'email_change';

export interface EmailLinkOwner {
  userId: string;
  /** The address the link proves (null for a password reset). */
  email: string | null;
}

/** Stores a new link's digest and answers its secret, for the e-mail only. */
export async function issueEmailLink(
  db: Database,
  link: { userId: string; purpose: EmailLinkPurpose; email?: string | null; lifetimeMinutes: number },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.insert(emailLinks).values({
    id: tokenDigest(token),
    userId: link.userId,
    purpose: link.purpose,
    email: link.email ?? null,
    expiresAt: new Date(now.getTime() + link.lifetimeMinutes * 60_000),
  });
  return token;
}

const live = (purpose: EmailLinkPurpose, token: string, now: Date) =>
  and(eq(emailLinks.id, tokenDigest(token)), eq(emailLinks.purpose, purpose), gt(emailLinks.expiresAt, now));

/** The owner of a live link (neither used nor lapsed) of this purpose, or null. */
export async function findLiveEmailLink(db: Database, purpose: EmailLinkPurpose, token: string, now = new Date()): Promise<EmailLinkOwner | null> {
  const [row] = await db.select({ userId: emailLinks.userId, email: emailLinks.email }).from(emailLinks).where(live(purpose, token, now)).limit(1);
  return row ?? null;
}

/** Uses a live link up: deletes it and answers its owner (null: used, lapsed, of another purpose or never made). */
export async function takeEmailLink(db: Database, purpose: EmailLinkPurpose, token: string, now = new Date()): Promise<EmailLinkOwner | null> {
  const [row] = await db.delete(emailLinks).where(live(purpose, token, now)).returning({ userId: emailLinks.userId, email: emailLinks.email });
  return row ?? null;
}

/** Every link of an account of these purposes ends (its password changed, its address was proved or changed). */
export async function deleteEmailLinksOf(db: Database, userId: string, purposes: readonly EmailLinkPurpose[]): Promise<void> {
  for (const purpose of purposes) await db.delete(emailLinks).where(and(eq(emailLinks.userId, userId), eq(emailLinks.purpose, purpose)));
}

/** Every link of an account, whatever its purpose (the account is closed). */
export async function deleteAllEmailLinksOf(db: Database, userId: string): Promise<void> {
  await db.delete(emailLinks).where(eq(emailLinks.userId, userId));
}

/** The lapsed links (the session cleanup's hourly sweep). */
export async function deleteLapsedEmailLinks(db: Database, now: Date): Promise<void> {
  await db.delete(emailLinks).where(lt(emailLinks.expiresAt, now));
}

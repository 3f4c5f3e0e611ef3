import { eq } from 'drizzle-orm';
import { EMAIL_UNVERIFIED_MESSAGES, type VerifiedAddressAction } from '@/contract/email-verification-texts';
import type { Database } from '@/db/client';
import { users } from '@/db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The one gate of what waits for a verified address (docs/product/accounts.md, "Verified address"): a
 * booking or hold, a house sent for review. 403 EMAIL_UNVERIFIED with the action's Japanese words, which
 * the screens show beside 確認メールを再送.
 */
export async function requireVerifiedEmail(db: Database, userId: string, action: VerifiedAddressAction): Promise<void> {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.at) throw new AppError('EMAIL_UNVERIFIED', 403, EMAIL_UNVERIFIED_MESSAGES[action]);
}

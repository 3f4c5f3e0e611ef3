import { and, count, eq, lt } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { knownDevices } from '@/db/schema';

export interface DeviceAccount {
  kind: 'user' | 'admin';
  id: string;
}

const ownerColumn = (account: DeviceAccount) => (account.kind === 'admin' ? knownDevices.adminId : knownDevices.userId);

/**
 * Records that `account` signed in from the browser whose cookie digests to `deviceDigest`: a known
 * browser is touched; a new one is written. Answers whether it was new, and whether the account had
 * signed in from another browser before it (a first browser is not news to anyone).
 */
export async function recordSignInDevice(db: Database, account: DeviceAccount, deviceDigest: string, userAgent: string | null, now: Date) {
  const owner = ownerColumn(account);
  const [known] = await db
    .update(knownDevices)
    .set({ lastSeenAt: now, userAgent })
    .where(and(eq(owner, account.id), eq(knownDevices.deviceDigest, deviceDigest)))
    .returning({ id: knownDevices.id });
  if (known) return { isNew: false, knewOthers: true };
  const [{ others }] = await db.select({ others: count() }).from(knownDevices).where(eq(owner, account.id));
  // Two sign-ins of one new browser at once: only the one that writes the row tells the owner.
  const written = await db
    .insert(knownDevices)
    .values({ ...(account.kind === 'admin' ? { adminId: account.id } : { userId: account.id }), deviceDigest, userAgent, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoNothing()
    .returning({ id: knownDevices.id });
  return { isNew: written.length > 0, knewOthers: others > 0 };
}

/** Erases the browsers not seen since `before` (the session clean-up job). */
export async function deleteDevicesNotSeenSince(db: Database, before: Date) {
  await db.delete(knownDevices).where(lt(knownDevices.lastSeenAt, before));
}

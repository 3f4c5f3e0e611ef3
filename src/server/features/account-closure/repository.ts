import { and, eq, gte, inArray, notExists, or, sql } from 'drizzle-orm';
import { CLOSED_ACCOUNT_NAME } from '@/contract/account-closure';
import type { Database } from '@/db/client';
import {
  bookingGuests,
  bookings,
  emailOutbox,
  favorites,
  hostProfiles,
  inquiries,
  messages,
  notifications,
  emailLinks,
  payoutItems,
  payouts,
  properties,
  userSessions,
  knownDevices,
  totpFactors,
  passkeys,
  webauthnChallenges,
  recoveryCodes,
  pendingSignIns,
  users,
} from '@/db/schema';

/** The account's state and what it could still be owed or owe (docs/product/accounts.md, "Leaving"). */
export async function findAccount(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, passwordHash: users.passwordHash, closedAt: users.closedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

const LIVE_STATUSES = ['tentative', 'pending', 'confirmed'] as const;

/** Stays the person has booked that are not over: held, requested or confirmed, checking out today or later. */
export async function countUpcomingStays(db: Database, userId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.guestUserId, userId), inArray(bookings.status, [...LIVE_STATUSES]), gte(bookings.checkoutDate, today)));
  return row.n;
}

/** Stays at the person's houses that are not over. */
export async function countHostedStays(db: Database, hostUserId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.hostUserId, hostUserId), inArray(bookings.status, [...LIVE_STATUSES]), gte(bookings.checkoutDate, today)));
  return row.n;
}

/**
 * Money the platform still owes the host: payouts not yet paid (waiting, in a transfer, or failed),
 * and finished stays or kept cancellation fees that no payout covers yet (next month's closing).
 */
export async function countUnpaidEarnings(db: Database, hostUserId: string): Promise<number> {
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payouts)
    .where(and(eq(payouts.hostUserId, hostUserId), inArray(payouts.status, ['pending', 'processing', 'failed'])));
  const [uncovered] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.hostUserId, hostUserId),
        eq(bookings.everPaid, true),
        or(inArray(bookings.status, ['completed', 'no_show']), and(eq(bookings.status, 'cancelled'), sql`${bookings.cancelFeeJpy} > 0`)),
        notExists(db.select({ one: sql`1` }).from(payoutItems).where(eq(payoutItems.bookingId, bookings.id))),
      ),
    );
  return open.n + uncovered.n;
}

export const closedEmailOf = (userId: string) => `closed-${userId}@closed.invalid`;

const ERASED_MESSAGE = '（退会したユーザーのメッセージは削除されました）';

/**
 * Erases or makes anonymous everything personal the service keeps about the account, in one
 * transaction: what stays is the record of bookings and money (dates, amounts, payments), which tax law
 * keeps, under the name 退会したユーザー. Returns the private files (identity images) to delete after
 * the transaction commits.
 */
export async function eraseAccount(tx: Database, account: { id: string; email: string }, closedBy: 'self' | 'admin', now: Date): Promise<string[]> {
  const userId = account.id;
  await tx
    .update(users)
    .set({
      email: closedEmailOf(userId),
      passwordHash: null,
      phone: null,
      fullName: CLOSED_ACCOUNT_NAME,
      fullNameKana: null,
      avatarUrl: null,
      gender: null,
      dateOfBirth: null,
      address: null,
      suspendedAt: null,
      suspensionReason: null,
      pendingEmail: null,
      closedAt: now,
      closedBy,
    })
    .where(eq(users.id, userId));
  await tx.delete(userSessions).where(eq(userSessions.userId, userId));
  await tx.delete(knownDevices).where(eq(knownDevices.userId, userId));
  await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
  await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
  await tx.delete(emailLinks).where(eq(emailLinks.userId, userId));
  await tx.delete(favorites).where(eq(favorites.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.update(messages).set({ content: ERASED_MESSAGE, subject: null, attachments: null }).where(eq(messages.fromUserId, userId));
  // The party named on the person's bookings: the stay stays, the names and contacts go.
  await tx
    .update(bookingGuests)
    .set({ fullName: CLOSED_ACCOUNT_NAME, fullNameKana: null, email: null, phone: null, address: null, dateOfBirth: null, age: null, nationality: null, specialNeeds: null })
    .where(inArray(bookingGuests.bookingId, tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.guestUserId, userId))));
  await tx.update(bookings).set({ specialRequests: null }).where(eq(bookings.guestUserId, userId));
  await tx
    .update(inquiries)
    .set({ fullName: CLOSED_ACCOUNT_NAME, email: closedEmailOf(userId) })
    .where(or(eq(inquiries.userId, userId), eq(inquiries.email, account.email)));
  await tx.delete(emailOutbox).where(or(eq(emailOutbox.userId, userId), eq(emailOutbox.toAddress, account.email)));

  const [profile] = await tx
    .select({ front: hostProfiles.frontImageKey, back: hostProfiles.backImageKey })
    .from(hostProfiles)
    .where(eq(hostProfiles.userId, userId))
    .limit(1);
  if (!profile) return [];
  await tx
    .update(hostProfiles)
    .set({
      displayName: CLOSED_ACCOUNT_NAME,
      introText: null,
      addressJson: null,
      emergencyContact: null,
      fullName: null,
      fullNameKana: null,
      email: null,
      phone: null,
      bio: null,
      location: null,
      profileImageUrl: null,
      postalCode: null,
      prefecture: null,
      city: null,
      streetAddress: null,
      buildingName: null,
      idType: null,
      uploadDate: null,
      kycRejectionReason: null,
      frontImageKey: null,
      backImageKey: null,
      bankName: null,
      bankCode: null,
      branchName: null,
      branchCode: null,
      accountType: null,
      accountNumberCipher: null,
      accountNumberLast3: null,
      accountHolder: null,
    })
    .where(eq(hostProfiles.userId, userId));
  // The houses leave the site: nobody can book a house whose host has gone.
  await tx.update(properties).set({ status: 'private' }).where(and(eq(properties.hostUserId, userId), inArray(properties.status, ['published', 'in_review'])));
  return [profile.front, profile.back].filter((key): key is string => key !== null && !key.startsWith('demo-id/'));
}


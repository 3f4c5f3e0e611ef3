import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { hostProfiles, properties, users } from '@/db/schema';

const reviewColumns = {
  id: properties.id,
  hostUserId: properties.hostUserId,
  status: properties.status,
  title: properties.title,
  prefecture: properties.prefecture,
  city: properties.city,
  addressLine: properties.addressLine,
  rejectionReason: properties.rejectionReason,
  rejectedAt: properties.rejectedAt,
  suspensionReason: properties.suspensionReason,
  statusBeforeSuspension: properties.statusBeforeSuspension,
  searchText: properties.searchText,
  lodgingRegime: properties.lodgingRegime,
  lodgingNotificationNumber: properties.lodgingNotificationNumber,
  lodgingPermitNumber: properties.lodgingPermitNumber,
  lodgingPermitDate: properties.lodgingPermitDate,
  lodgingHealthCentre: properties.lodgingHealthCentre,
  lodgingCertificateNumber: properties.lodgingCertificateNumber,
  lodgingDocumentKey: properties.lodgingDocumentKey,
  legalBasisVerifiedAt: properties.legalBasisVerifiedAt,
  legalBasisVerifiedBy: properties.legalBasisVerifiedBy,
};

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findForReview>>>;
export type ReviewValues = Pick<
  typeof properties.$inferInsert,
  'status' | 'rejectionReason' | 'rejectedAt' | 'suspensionReason' | 'statusBeforeSuspension' | 'searchText' | 'legalBasisVerifiedAt' | 'legalBasisVerifiedBy'
>;

/** A house that was not deleted, locked until the transaction ends. */
export async function findForReview(db: Database, id: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateForReview(db: Database, id: string, values: Partial<ReviewValues>) {
  await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(properties.id, id));
}

/** Whether the host's identity is verified (host_profiles.kyc_status); a house is approved only then. */
export async function isHostVerified(db: Database, hostUserId: string): Promise<boolean> {
  const [row] = await db.select({ kycStatus: hostProfiles.kycStatus }).from(hostProfiles).where(eq(hostProfiles.userId, hostUserId)).limit(1);
  return row?.kycStatus === 'verified';
}

/** Where a host's e-mails go: the account's name and address. */
export async function findHostContact(db: Database, hostUserId: string) {
  const [row] = await db.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, hostUserId)).limit(1);
  return row ?? null;
}

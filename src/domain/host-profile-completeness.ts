import type { IdentityStanding } from '@/contract/host-profile';
import type { KYC_STATUSES } from '@/contract/enums';

/**
 * The host profile's three groups and the 認証済 badge (docs/product/hosts-and-houses.md, "Host
 * profile"): the basic information and the bank are done when filled; the identity only when an admin
 * has verified the document — a document waiting for review or rejected does not count.
 */

export interface CompletenessInput {
  fullName: string | null;
  email: string | null;
  phone: string | null;
  postalCode: string | null;
  prefecture: string | null;
  idType: string | null;
  hasFrontImage: boolean;
  kycStatus: (typeof KYC_STATUSES)[number];
  bankName: string | null;
  hasAccountNumber: boolean;
  accountHolder: string | null;
}

/** The labels of the identity tab and its status box. */
export const IDENTITY_STANDING_LABELS: Record<IdentityStanding, string> = {
  not_submitted: '未提出',
  pending: '審査中',
  rejected: '却下',
  verified: '確認済み',
};

/**
 * Where the identity check stands: 未提出 until a document type and its front image are there; then the
 * admin's verdict (審査中 until there is one; each new submission puts it back to 審査中).
 */
export function identityStanding(p: Pick<CompletenessInput, 'idType' | 'hasFrontImage' | 'kycStatus'>): IdentityStanding {
  const submitted = p.idType !== null && p.idType.trim() !== '' && p.hasFrontImage;
  return submitted ? p.kycStatus : 'not_submitted';
}

const filled = (v: string | null) => v !== null && v.trim() !== '';

/** Each group done; all three make the 認証済 badge. */
export function profileCompleteness(p: CompletenessInput) {
  const basic = [p.fullName, p.email, p.phone, p.postalCode, p.prefecture].every(filled);
  const identity = identityStanding(p) === 'verified';
  const bank = filled(p.bankName) && p.hasAccountNumber && filled(p.accountHolder);
  return { basic, identity, bank };
}

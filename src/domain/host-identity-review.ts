import type { KYC_STATUSES } from '@/contract/enums';

type KycStatus = (typeof KYC_STATUSES)[number];

/**
 * An admin's review of a host's identity (docs/product/hosts-and-houses.md, "Identity verification"):
 * when the back office may verify or reject it, and why not (the 409's words).
 */

export interface IdentityState {
  kycStatus: KycStatus;
  /** Whether the front image of the document was uploaded. */
  hasFrontImage: boolean;
  /** The last upload of an image of the document. */
  uploadDate: Date | null;
  /** When an admin last verified or rejected it. */
  kycReviewedAt: Date | null;
}

export type IdentityReviewAction = 'verify' | 'reject';

/** Whether the host uploaded a document again after the last review. */
function uploadedSinceReview(state: IdentityState): boolean {
  if (!state.uploadDate) return false;
  return state.kycReviewedAt === null || state.uploadDate.getTime() > state.kycReviewedAt.getTime();
}

/**
 * Why the action is refused, or null when it is allowed. Verifying needs the front image; a verified
 * host is not verified twice; a rejected host is verified only on a document uploaded after the
 * rejection. A rejection needs a document to reject and is not repeated on the same document.
 */
export function identityReviewRefusal(state: IdentityState, action: IdentityReviewAction): string | null {
  if (!state.hasFrontImage) return '身分証明書の表面の画像がまだ提出されていません';
  if (action === 'verify') {
    if (state.kycStatus === 'verified') return 'このホストはすでに本人確認済みです';
    if (state.kycStatus === 'rejected' && !uploadedSinceReview(state)) {
      return '却下した本人確認書類のままです。ホストが書類を再提出してから承認してください';
    }
    return null;
  }
  if (state.kycStatus === 'rejected' && !uploadedSinceReview(state)) return 'この本人確認書類はすでに却下されています';
  return null;
}

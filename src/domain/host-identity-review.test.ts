import { describe, expect, it } from 'vitest';
import { identityReviewRefusal, type IdentityState } from './host-identity-review';

const reviewed = new Date('2025-05-01T00:00:00Z');
const state = (over: Partial<IdentityState>): IdentityState => ({ kycStatus: 'pending', hasFrontImage: true, uploadDate: new Date('2025-04-01T00:00:00Z'), kycReviewedAt: null, ...over });

describe('identityReviewRefusal', () => {
  it('lets a pending host with a front image be verified or rejected', () => {
    expect(identityReviewRefusal(state({}), 'verify')).toBeNull();
    expect(identityReviewRefusal(state({}), 'reject')).toBeNull();
  });

  it('refuses both without a front image', () => {
    expect(identityReviewRefusal(state({ hasFrontImage: false }), 'verify')).toBe('身分証明書の表面の画像がまだ提出されていません');
    expect(identityReviewRefusal(state({ hasFrontImage: false }), 'reject')).toBe('身分証明書の表面の画像がまだ提出されていません');
  });

  it('refuses a second verification, but a verified host may still be rejected', () => {
    expect(identityReviewRefusal(state({ kycStatus: 'verified', kycReviewedAt: reviewed }), 'verify')).toBe('このホストはすでに本人確認済みです');
    expect(identityReviewRefusal(state({ kycStatus: 'verified', kycReviewedAt: reviewed }), 'reject')).toBeNull();
  });

  it('verifies a rejected host only on a document uploaded after the rejection', () => {
    const rejected = state({ kycStatus: 'rejected', kycReviewedAt: reviewed, uploadDate: new Date('2025-04-30T00:00:00Z') });
    expect(identityReviewRefusal(rejected, 'verify')).toContain('再提出');
    expect(identityReviewRefusal(rejected, 'reject')).toBe('この本人確認書類はすでに却下されています');
    const uploadedAgain = { ...rejected, uploadDate: new Date('2025-05-02T00:00:00Z') };
    expect(identityReviewRefusal(uploadedAgain, 'verify')).toBeNull();
    expect(identityReviewRefusal(uploadedAgain, 'reject')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { identityStanding, profileCompleteness, type CompletenessInput } from './host-profile-completeness';

const filledProfile: CompletenessInput = {
  fullName: '佐藤 花子',
  email: 'host@example.jp',
  phone: '090-1234-5678',
  postalCode: '605-0073',
  prefecture: '京都府',
  idType: 'driver_license',
  hasFrontImage: true,
  kycStatus: 'verified',
  bankName: '三菱UFJ銀行',
  hasAccountNumber: true,
  accountHolder: 'サトウ ハナコ',
};

describe('identityStanding', () => {
  it('is 未提出 without a document type or its front image, whatever the status says', () => {
    expect(identityStanding({ idType: null, hasFrontImage: true, kycStatus: 'pending' })).toBe('not_submitted');
    expect(identityStanding({ idType: 'passport', hasFrontImage: false, kycStatus: 'rejected' })).toBe('not_submitted');
  });

  it("is the admin's verdict once submitted", () => {
    expect(identityStanding({ idType: 'passport', hasFrontImage: true, kycStatus: 'pending' })).toBe('pending');
    expect(identityStanding({ idType: 'passport', hasFrontImage: true, kycStatus: 'rejected' })).toBe('rejected');
    expect(identityStanding({ idType: 'passport', hasFrontImage: true, kycStatus: 'verified' })).toBe('verified');
  });
});

describe('profileCompleteness', () => {
  it('counts the identity only when verified: a waiting or rejected document is not done', () => {
    expect(profileCompleteness(filledProfile)).toEqual({ basic: true, identity: true, bank: true });
    expect(profileCompleteness({ ...filledProfile, kycStatus: 'rejected' }).identity).toBe(false);
    expect(profileCompleteness({ ...filledProfile, kycStatus: 'pending' }).identity).toBe(false);
  });

  it('counts the basic information and the bank when filled', () => {
    expect(profileCompleteness({ ...filledProfile, phone: ' ' }).basic).toBe(false);
    expect(profileCompleteness({ ...filledProfile, hasAccountNumber: false }).bank).toBe(false);
  });
});

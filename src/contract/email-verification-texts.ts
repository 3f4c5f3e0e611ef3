/**
 * The words of verified addresses (docs/product/accounts.md, "Verified address"), apart from the schemas of
 * ./email-verification.ts: the header's banner and the host area import them on every page, and with the
 * schemas they brought all of Zod into the first page's JavaScript (about 20 KB gzipped).
 */

/** How long a confirmation link works. */
export const VERIFY_LINK_LIFETIME_HOURS = 24;

export const VERIFY_LINK_INVALID_MESSAGE = 'この確認リンクは有効期限が切れているか、すでに使われています。';

export const NOTHING_TO_VERIFY_MESSAGE = 'メールアドレスは確認済みです。';

/** What waits for a verified address; each refusal names its own. */
export type VerifiedAddressAction = 'booking' | 'review_submission' | 'payout';

export const EMAIL_UNVERIFIED_MESSAGES: Record<VerifiedAddressAction, string> = {
  booking: 'ご予約の前にメールアドレスの確認をお願いします。確認メールを再送できます。',
  review_submission: '物件を審査に提出する前にメールアドレスの確認をお願いします。確認メールを再送できます。',
  payout: 'メールアドレスの確認が済むまで、売上のお振込みを保留しています。確認メールを再送できます。',
};

/** The banner of a signed-in person whose address is not verified yet. */
export const UNVERIFIED_BANNER_TITLE = 'メールアドレスの確認が済んでいません';
export const RESEND_VERIFICATION_LABEL = '確認メールを再送';

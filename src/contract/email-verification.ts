import { z } from 'zod';

/**
 * Verified addresses (docs/product/accounts.md, "Verified address"): the confirmation link of a new account
 * and of a new address, its page, the resend, the pending address of the profile, and the words of the
 * server's refusal (403 EMAIL_UNVERIFIED) that the screens show beside 確認メールを再送.
 */

/** How long a confirmation link works. */
export const VERIFY_LINK_LIFETIME_HOURS = 24;

/** The secret of a confirmation link: 32 random bytes in base64url (43 characters). */
export const verifyTokenField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, '確認用のリンクが正しくありません。メールのリンクをもう一度開いてください。')
  .describe('メールアドレス確認用リンクの token');

/** POST /api/auth/verify-email */
export const verifyEmailBodySchema = z.object({ token: verifyTokenField });
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

/** What the link did: proved the account's address, or put the new address in force. */
export const verifyEmailAnswerSchema = z.object({
  outcome: z.enum(['verified', 'email_changed']),
  email: z.string(),
});
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswerSchema>;

export const VERIFY_LINK_INVALID_MESSAGE = 'この確認リンクは有効期限が切れているか、すでに使われています。';

/** POST /api/user/email-verification: where the new link went. */
export const resendVerificationAnswerSchema = z.object({ sentTo: z.string() });
export type ResendVerificationAnswer = z.infer<typeof resendVerificationAnswerSchema>;

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

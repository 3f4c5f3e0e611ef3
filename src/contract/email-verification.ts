import { z } from 'zod';

/**
 * Verified addresses (docs/product/accounts.md, "Verified address"): the confirmation link of a new account
 * and of a new address, its page, the resend, the pending address of the profile, and the words of the
 * server's refusal (403 EMAIL_UNVERIFIED) that the screens show beside 確認メールを再送. The words alone are in
 * ./email-verification-texts.ts, which the browser's first page can load without Zod.
 */

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

/** POST /api/user/email-verification: where the new link went. */
export const resendVerificationAnswerSchema = z.object({ sentTo: z.string() });
export type ResendVerificationAnswer = z.infer<typeof resendVerificationAnswerSchema>;

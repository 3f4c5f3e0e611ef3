import { z } from 'zod';
import { passkeySchema } from './passkeys';

/**
 * Two-step sign-in (docs/product/accounts.md, "Two-step sign-in"): an authenticator app's 6-digit
 * code (TOTP) or a one-time recovery code after the password. Shared by guests, hosts and admins.
 */

/** What a sign-in answers when the password was right and a second step is awaited: no session yet. */
export const twoStepChallengeSchema = z.object({
  twoStepRequired: z.literal(true),
  pendingToken: z.string().describe('第2段階の送信に添える一時トークン（5分間有効）'),
  expiresAt: z.string(),
  passkey: z.boolean().describe('パスキーでも第2段階を通れる（パスキーが登録済み）'),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

/** The code of the second step: the app's 6 digits, or a recovery code (xxxx-xxxx, hyphen and case free). */
export const secondStepCodeField = z
  .string()
  .trim()
  .min(1, '認証コードを入力してください')
  .max(20, '認証コードの形式が正しくありません')
  .describe('認証アプリの6桁のコード、またはリカバリーコード');

export const secondStepBodySchema = z.object({
  pendingToken: z.string().min(1).max(200),
  code: secondStepCodeField,
});
export type SecondStepBody = z.input<typeof secondStepBodySchema>;

/** The account's two-step settings. */
export const twoStepStatusSchema = z.object({
  totpEnabled: z.boolean(),
  passkeys: z.array(passkeySchema).describe('登録済みのパスキー（名前、追加日、最終利用日）'),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean().describe('管理者は2段階認証の設定が必須'),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** The start of an enrolment: the secret as a QR code (SVG) and as text, shown once. */
export const totpEnrolmentSchema = z.object({
  secret: z.string().describe('Base32 の秘密鍵（手入力用）'),
  otpauthUrl: z.string(),
  qrSvg: z.string().describe('otpauth URL の QR コード（SVG）'),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpCodeBodySchema = z.object({
  code: z.string().trim().regex(/^\d{6}$/, '認証アプリに表示された6桁の数字を入力してください'),
});
export type TotpCodeBody = z.input<typeof totpCodeBodySchema>;

/** The recovery codes, shown once (at enrolment and at each regeneration). */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoStepPasswordBodySchema = z.object({
  password: z.string().min(1, '現在のパスワードを入力してください').max(200),
});
export type TwoStepPasswordBody = z.input<typeof twoStepPasswordBodySchema>;

import { z } from 'zod';
import { USER_ROLES } from './enums';

/**
 * Passwords (docs/product/accounts.md): the rule of every new password (sign-up, host registration,
 * a reset, a change), the forgotten-password request and reset, and the change in the profile.
 */

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

/** A password someone chooses: the one rule of sign-up, host registration, a reset and a change. */
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください`)
  .max(PASSWORD_MAX_LENGTH, `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください`);

/** How long a reset link works. */
export const RESET_LINK_LIFETIME_MINUTES = 60;

/** POST /api/auth/forgot-password */
export const forgotPasswordBodySchema = z.object({
  email: z
    .email('有効なメールアドレスを入力してください')
    .max(254)
    .transform((v) => v.trim().toLowerCase()),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** The one answer of a request, whether the address has an account or not. */
export const FORGOT_PASSWORD_ANSWER =
  'ご入力のメールアドレスが登録されている場合、パスワード再設定用のリンクをお送りしました。リンクの有効期限は1時間です。メールが届かない場合は、迷惑メールフォルダもご確認ください。';
export const forgotPasswordAnswerSchema = z.object({ message: z.literal(FORGOT_PASSWORD_ANSWER) });

/** The secret of a reset link: 32 random bytes in base64url (43 characters). */
export const resetTokenField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'パスワード再設定用のリンクが正しくありません。メールのリンクをもう一度開いてください。')
  .describe('パスワード再設定用リンクの token');

/** POST /api/auth/reset-password/check: is the link still good (the page asks before showing its form)? */
export const resetLinkCheckBodySchema = z.object({ token: resetTokenField });
export const resetLinkCheckAnswerSchema = z.object({ ok: z.literal(true) });

/** POST /api/auth/reset-password */
export const resetPasswordBodySchema = z.object({ token: resetTokenField, password: newPasswordField });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
/** The account's kind, so that the page sends the person to the right login (a host's or a guest's). */
export const resetPasswordAnswerSchema = z.object({ role: z.enum(USER_ROLES) });
export type ResetPasswordAnswer = z.infer<typeof resetPasswordAnswerSchema>;

export const RESET_LINK_INVALID_MESSAGE =
  'このパスワード再設定用のリンクは、使用済みか有効期限（1時間）が切れています。お手数ですが、もう一度再設定のお手続きをしてください。';

/** A wrong current password (a change of password or of the sign-in e-mail). */
export const CURRENT_PASSWORD_WRONG = '現在のパスワードが正しくありません';

/** PUT /api/user/password */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, '現在のパスワードを入力してください').max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordField,
  })
  .refine((body) => body.newPassword !== body.currentPassword, { message: '新しいパスワードには、現在のものと異なるパスワードを入力してください', path: ['newPassword'] });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

import { z } from 'zod';
import { signInCodeField } from './sign-in-code';
import { furiganaAnswer, furiganaField } from './furigana';
import { twoStepChallengeSchema } from './two-step';

export const adminLoginBodySchema = z.object({
  email: z.email('有効なメールアドレスを入力してください').transform((v) => v.trim().toLowerCase()),
  password: z.string().min(1, 'パスワードを入力してください').max(200),
  code: signInCodeField,
});
export type AdminLoginBody = z.input<typeof adminLoginBodySchema>;

export const adminRegisterBodySchema = z.object({
  fullName: z.string().trim().min(1, '名前を入力してください').max(100),
  fullNameKana: furiganaField,
  email: z.email('有効なメールアドレスを入力してください').transform((v) => v.trim().toLowerCase()),
  password: z.string().min(6, 'パスワードは6文字以上で入力してください').max(200),
});
export type AdminRegisterBody = z.input<typeof adminRegisterBodySchema>;

/** An admin account's state (src/domain/admin-accounts.ts decides it). */
export const ADMIN_ACCOUNT_STATUSES = ['active', 'awaiting', 'disabled'] as const;
export type AdminAccountStatus = (typeof ADMIN_ACCOUNT_STATUSES)[number];

export const adminSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  fullNameKana: furiganaAnswer,
  isActive: z.boolean(),
  status: z.enum(ADMIN_ACCOUNT_STATUSES).describe('active: 有効、awaiting: 有効にされたことのない新しい申請（承認待ち）、disabled: 有効にされた後で無効にされた'),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginResponseSchema = z.object({
  token: z.string().describe('Authorization: Bearer で送るトークン'),
  expiresAt: z.string(),
  admin: adminSchema,
  twoStepSetupRequired: z.boolean().describe('true: 2段階認証が未設定（設定するまで管理 API は 403 TWO_STEP_SETUP_REQUIRED）'),
});
/** A sign-in answers a session, or — when the admin has a second step — the challenge of that step. */
export const adminSignInAnswerSchema = z.union([adminLoginResponseSchema, twoStepChallengeSchema]);
export type AdminSignInAnswer = z.infer<typeof adminSignInAnswerSchema>;
/** The signed-in admin, with whether the second step is set up. */
export const adminMeSchema = adminSchema.extend({ twoStepEnabled: z.boolean() });
export type AdminMe = z.infer<typeof adminMeSchema>;
export const adminRegisterResponseSchema = z.object({ admin: adminSchema, message: z.string() });
export const adminListItemSchema = adminSchema.extend({
  twoStepEnabled: z.boolean().describe('2段階認証（認証アプリまたはパスキー）が設定済み'),
});
export type AdminListItem = z.infer<typeof adminListItemSchema>;
export const adminListResponseSchema = z.array(adminListItemSchema);
export const adminActivationBodySchema = z.object({ isActive: z.boolean() });
/** Another admin's second step removed (a lost phone), with the acting admin's own password. */
export const adminTwoStepResetBodySchema = z.object({ password: z.string().min(1, '現在のパスワードを入力してください') });

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalHosts: z.number().int(),
  totalProperties: z.number().int(),
  totalBookings: z.number().int(),
  pendingHostApprovals: z.number().int(),
  pendingPropertyApprovals: z.number().int(),
  openInquiries: z.number().int(),
  revenueThisMonth: z.number().int().describe('今月チェックアウト分の売上（全ホスト、円・税込、返金差引後。売上管理の今月と一致）'),
  pendingAdminAccounts: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

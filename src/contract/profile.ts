import { z } from 'zod';
import { furiganaAnswer, furiganaField } from './furigana';
import { LANGUAGES } from './language';
import { optionalPhoneField } from './phone';

export const userProfileSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  fullNameKana: furiganaAnswer,
  email: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  address: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /** Whether `email` was proved by its link (docs/product/accounts.md, "Verified address"). */
  emailVerified: z.boolean(),
  /** A new address asked for and not yet confirmed by its link; `email` stays in force until then. */
  pendingEmail: z.string().nullable(),
  /** The language of the person's e-mails (docs/decisions/0042-english-guest-pages.md, "E-mails"). */
  language: z.enum(LANGUAGES),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** PUT /api/profile/language: the language of the guest's e-mails, chosen with the header's switch or on the profile. */
export const profileLanguageBodySchema = z.object({ language: z.enum(LANGUAGES) });
export type ProfileLanguageBody = z.infer<typeof profileLanguageBodySchema>;

/** PUT /api/user/profile: the full name is split on the first space (姓 and 名) in the form. */
export const profileUpdateBodySchema = z.object({
  firstName: z.string().trim().min(1, '姓を入力してください').max(50),
  lastName: z.string().trim().max(50).default(''),
  /** フリガナ of the whole name (absent: unchanged; blank: removed). */
  fullNameKana: furiganaField,
  email: z.email('有効なメールアドレスを入力してください').transform((v) => v.trim().toLowerCase()),
  /** Absent or blank: no phone number. */
  phone: optionalPhoneField,
  address: z.string().trim().max(200, '住所は200文字以内で入力してください').optional().default(''),
  dateOfBirth: z
    .string()
    .optional()
    .default('')
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), '生年月日は YYYY-MM-DD 形式で入力してください'),
  /** Required only when the e-mail changes (the server checks it then): the account's current password. */
  currentPassword: z.string().max(200).optional(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

/** GET /api/users/{id}: only the signed-in user's own id. */
export const userIdParamsSchema = z.object({ id: z.uuid('利用者IDの形式が正しくありません') });

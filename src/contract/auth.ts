import { z } from 'zod';
import { signInCodeField } from './sign-in-code';
import { USER_ROLES } from './enums';
import { furiganaAnswer, furiganaField } from './furigana';
import { newPasswordField } from './passwords';
import { optionalPhoneField, phoneField } from './phone';

const email = z.email('有効なメールアドレスを入力してください').max(254).transform((v) => v.trim().toLowerCase());

export const loginBodySchema = z.object({
  email,
  password: z.string().min(1, 'パスワードを入力してください').max(200),
  code: signInCodeField,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const signupBodySchema = z.object({
  fullName: z.string().trim().min(1, '名前を入力してください').max(100, '名前は100文字以内で入力してください'),
  fullNameKana: furiganaField,
  email,
  password: newPasswordField,
  phone: optionalPhoneField,
  /** Accepted for compatibility with the seed's client; public sign-up always makes a guest. */
  role: z.enum(USER_ROLES).optional(),
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const hostRegisterBodySchema = z.object({
  fullName: z.string().trim().min(1, '名前を入力してください').max(100, '名前は100文字以内で入力してください'),
  fullNameKana: furiganaField,
  email,
  phone: phoneField,
  password: newPasswordField,
  /** Fixed to host by the client; whatever is sent, registration makes a host. */
  role: z.enum(USER_ROLES).optional(),
});
export type HostRegisterBody = z.input<typeof hostRegisterBodySchema>;

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  fullNameKana: furiganaAnswer,
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(USER_ROLES),
  /** Whether the account's address was proved by its link (docs/product/accounts.md, "Verified address"). */
  emailVerified: z.boolean(),
  /** A new address waiting for its link (the sign-in address stays `email` until then). */
  pendingEmail: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export const okResponseSchema = z.object({ ok: z.literal(true) });

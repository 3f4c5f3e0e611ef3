import { z } from 'zod';
import { furiganaField } from '@/contract/furigana';
import { optionalPhoneField } from '@/contract/phone';
import { msg } from '@/web/lib/i18n/translate';

const email = z.string().trim().pipe(z.email(msg('有効なメールアドレスを入力してください')));

export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, msg('パスワードを入力してください')),
  code: z.string().optional(),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

export const signupFormSchema = z.object({
  fullName: z.string().trim().min(1, msg('お名前を入力してください')),
  fullNameKana: furiganaField,
  email,
  password: z.string().min(6, msg('パスワードは6文字以上で入力してください')),
  phone: optionalPhoneField,
});
export type SignupFormValues = z.input<typeof signupFormSchema>;

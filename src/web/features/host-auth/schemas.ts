import { z } from 'zod';
import { requiredFuriganaField } from '@/contract/furigana';
import { phoneField } from '@/contract/phone';

const email = z.string().trim().pipe(z.email('有効なメールアドレスを入力してください'));

export const hostLoginSchema = z.object({
  email,
  password: z.string().min(1, 'パスワードを入力してください'),
  code: z.string().optional(),
});

export const hostRegisterSchema = z
  .object({
    fullName: z.string().trim().min(1, '名前を入力してください'),
    fullNameKana: requiredFuriganaField,
    email,
    phone: phoneField,
    password: z.string().min(6, 'パスワードは6文字以上で入力してください'),
    confirmPassword: z.string().min(1, 'パスワードを再入力してください'),
    terms: z.boolean().refine((v) => v, '利用規約に同意してください'),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    message: 'パスワードが一致しません',
    path: ['confirmPassword'],
    // Also while other fields are still wrong, so the mismatch shows together with them.
    when: () => true,
  });

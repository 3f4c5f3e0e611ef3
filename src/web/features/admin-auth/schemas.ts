import { z } from 'zod';
import { requiredFuriganaField } from '@/contract/furigana';

const email = z.string().trim().pipe(z.email('有効なメールアドレスを入力してください'));

export const adminLoginFormSchema = z.object({
  email,
  password: z.string().min(1, 'パスワードを入力してください'),
  code: z.string().optional(),
});

export const adminRegisterFormSchema = z.object({
  fullName: z.string().trim().min(1, '名前を入力してください'),
  fullNameKana: requiredFuriganaField,
  email,
  password: z.string().min(6, 'パスワードは6文字以上で入力してください'),
});

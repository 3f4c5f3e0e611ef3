import { z } from 'zod';

/** The 6-digit code e-mailed to an account whose sign-ins keep failing (docs/product/accounts.md), for every login body. */
export const signInCodeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '確認コードは6桁の数字で入力してください')
  .optional()
  .describe('確認コード（ログインの失敗が続いたアカウントで、メールに届いた6桁）');

import { z } from 'zod';

/** Machine-readable error codes; every error answer also carries a `message` for the user, in Japanese or, asked for, English (docs/decisions/0042-english-guest-pages.md). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'SIGN_IN_CODE_REQUIRED',
  'SIGN_IN_CODE_WRONG',
  'SECOND_STEP_WRONG',
  'SECOND_STEP_EXPIRED',
  'PASSKEY_REFUSED',
  'TWO_STEP_SETUP_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'ACCOUNT_SUSPENDED',
  'TOO_MANY_ATTEMPTS',
  'RESET_LINK_INVALID',
  'VERIFY_LINK_INVALID',
  'EMAIL_UNVERIFIED',
  'ACCOUNT_CLOSED',
  'ACCOUNT_CLOSURE_BLOCKED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CARD_DECLINED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  message: z.string().describe('利用者に表示できるメッセージ（日本語。Accept-Language が英語を先に求め、英文があれば英語）'),
  code: z.enum(ERROR_CODES),
  field: z.string().optional().describe('入力エラーの原因となった項目'),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

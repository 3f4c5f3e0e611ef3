import { z } from 'zod';

/**
 * Leaving the service (退会) and one's data (docs/product/accounts.md, "Leaving"): what the profile
 * shows before the person confirms, the confirmation, and the back office's closure of an account.
 */

/** Why an account cannot be closed yet: each with the words the person reads. */
export const CLOSURE_BLOCKER_KINDS = ['upcoming_stay', 'hosted_stay', 'unpaid_payout'] as const;
export type ClosureBlockerKind = (typeof CLOSURE_BLOCKER_KINDS)[number];

export const closureBlockerSchema = z.object({
  kind: z.enum(CLOSURE_BLOCKER_KINDS),
  count: z.int().min(1),
  message: z.string(),
});
export type ClosureBlocker = z.infer<typeof closureBlockerSchema>;

/** GET /api/user/closure (and the back office's view of a user): can the account close, and what stays. */
export const closurePreviewSchema = z.object({
  canClose: z.boolean(),
  blockers: z.array(closureBlockerSchema),
  /** What is erased at once, in the person's words. */
  erased: z.array(z.string()),
  /** What a law or another person's record keeps, and for how long. */
  kept: z.array(z.string()),
});
export type ClosurePreview = z.infer<typeof closurePreviewSchema>;

/** The words a person types to confirm leaving: 退会する on a Japanese page, "close my account" on an English one. */
export const CLOSURE_CONFIRM_TEXT = '退会する';
export const CLOSURE_CONFIRM_TEXT_EN = 'close my account';

/** Either language's words confirm (the English ones in any case), with spaces around them ignored. */
export function isClosureConfirmation(typed: string): boolean {
  const words = typed.trim();
  return words === CLOSURE_CONFIRM_TEXT || words.toLowerCase().replace(/\s+/g, ' ') === CLOSURE_CONFIRM_TEXT_EN;
}

/** POST /api/user/closure: the current password, and the words typed to confirm. */
export const closureBodySchema = z.object({
  currentPassword: z.string().min(1, '現在のパスワードを入力してください').max(200),
  confirmation: z.string().refine(isClosureConfirmation, `確認のため「${CLOSURE_CONFIRM_TEXT}」と入力してください`),
});
export type ClosureBody = z.input<typeof closureBodySchema>;

/** POST /api/admin/users/{id}/closure: an admin closes an account on the person's request. */
export const adminClosureBodySchema = z.object({
  reason: z.string().trim().min(1, '退会処理の理由（ご本人からの依頼の内容など）を入力してください').max(500, '理由は500文字以内で入力してください'),
});

/** The name a closed account is shown under, to hosts, in reviews and in the back office. */
export const CLOSED_ACCOUNT_NAME = '退会したユーザー';

const rows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/user/data: the person's data as one JSON archive (a download). */
export const myDataArchiveSchema = z.object({
  service: z.string(),
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  hostProfile: z.record(z.string(), z.unknown()).nullable(),
  bookings: rows,
  reviews: rows,
  messages: rows,
  favorites: rows,
  notifications: rows,
  inquiries: rows,
  passkeys: z.array(z.object({ name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })).describe('登録済みのパスキー（名前と日時のみ。鍵は含まない）'),
});

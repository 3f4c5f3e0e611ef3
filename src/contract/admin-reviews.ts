import { z } from 'zod';
import { listFilter, listQuerySchema } from './list';

/**
 * レビュー管理: where a review stands (docs/product/reviews.md). `awaiting` — written, neither published
 * nor hidden yet (the timed job publishes it 24 hours after it was written); `published` — shown on the
 * house's page and counted in its rating; `hidden` — an admin withdrew it.
 */
export const REVIEW_VISIBILITIES = ['published', 'hidden', 'awaiting'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

export const REVIEW_RATINGS = ['1', '2', '3', '4', '5'] as const;

/** A review of the back office's list, with everything its detail dialog shows. */
export const adminReviewSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  reviewerUserId: z.uuid(),
  reviewerName: z.string().describe('投稿者の氏名（管理画面のみ）'),
  ratingOverall: z.number().int(),
  ratingCleanliness: z.number().int().nullable(),
  ratingAccuracy: z.number().int().nullable(),
  ratingLocation: z.number().int().nullable(),
  ratingValue: z.number().int().nullable(),
  ratingHost: z.number().int().nullable(),
  comment: z.string().nullable(),
  photoUrls: z.array(z.string()),
  visibility: z.enum(REVIEW_VISIBILITIES),
  publishedAt: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  moderationReason: z.string().nullable().describe('管理者が公開・非公開にした理由'),
  hostReply: z.string().nullable(),
  hostRepliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const ADMIN_REVIEW_SORTS = ['newest', 'lowest'] as const;

/** GET /api/admin/reviews */
export const adminReviewsQuerySchema = listQuerySchema({
  sorts: ADMIN_REVIEW_SORTS,
  filters: {
    rating: listFilter(REVIEW_RATINGS, '評価は1〜5で指定してください'),
    visibility: listFilter(REVIEW_VISIBILITIES, '公開状態の値が正しくありません'),
  },
});
export type AdminReviewsQuery = z.input<typeof adminReviewsQuerySchema>;

/** The counters above the list, over every review (x-list-counts). averageRating: of the published ones, 0 without any. */
export const adminReviewCountsSchema = z.object({
  total: z.number().int(),
  published: z.number().int(),
  hidden: z.number().int(),
  awaiting: z.number().int(),
  averageRating: z.number(),
});
export type AdminReviewCounts = z.infer<typeof adminReviewCountsSchema>;

export const adminReviewIdParamsSchema = z.object({ id: z.uuid('IDの形式が正しくありません') });

export const REVIEW_MODERATION_REASON_MAX = 1000;

/** POST /api/admin/reviews/{id}/hide: the reason is required (the reviewer receives it by e-mail). */
export const hideReviewBodySchema = z.object({
  reason: z
    .string('非公開にする理由を入力してください')
    .trim()
    .min(1, '非公開にする理由を入力してください')
    .max(REVIEW_MODERATION_REASON_MAX, `理由は${REVIEW_MODERATION_REASON_MAX}文字以内で入力してください`),
});
export type HideReviewBody = z.input<typeof hideReviewBodySchema>;

/** POST /api/admin/reviews/{id}/publish: an optional note for the back office. */
export const publishReviewBodySchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    reason: z
      .string('理由は文字列で入力してください')
      .trim()
      .max(REVIEW_MODERATION_REASON_MAX, `理由は${REVIEW_MODERATION_REASON_MAX}文字以内で入力してください`)
      .optional(),
  }),
);
export type PublishReviewBody = z.input<typeof publishReviewBodySchema>;

import { z } from 'zod';
import { listFilter, listQuerySchema } from './list';

/**
 * The host's reviews (/host/reviews, docs/product/reviews.md): the published reviews of the signed-in
 * host's houses on the list kit, and the host's one reply to each, editable for 24 hours.
 */

export const HOST_REVIEW_SORTS = ['newest', 'oldest', 'rating_high', 'rating_low'] as const;
export type HostReviewSort = (typeof HOST_REVIEW_SORTS)[number];
export const HOST_REVIEW_RATINGS = ['5', '4', '3', '2', '1'] as const;
export const HOST_REVIEW_REPLY_FILTERS = ['replied', 'awaiting'] as const;
export type HostReviewReplyFilter = (typeof HOST_REVIEW_REPLY_FILTERS)[number];

/** GET /api/host/reviews */
export const hostReviewsQuerySchema = listQuerySchema({
  sorts: HOST_REVIEW_SORTS,
  filters: {
    rating: listFilter(HOST_REVIEW_RATINGS, '評価は1〜5で指定してください'),
    replied: listFilter(HOST_REVIEW_REPLY_FILTERS, '返信の状態の値が正しくありません'),
  },
});
export type HostReviewsQuery = z.input<typeof hostReviewsQuerySchema>;

const rating = z.number().int().min(1).max(5);

export const hostReviewSchema = z.object({
  id: z.uuid(),
  property: z.object({ id: z.uuid(), title: z.string() }),
  reviewerName: z.string().describe('投稿者の表示名（物件ページと同じく姓のみ）'),
  ratingOverall: rating,
  ratingCleanliness: rating.nullable(),
  ratingAccuracy: rating.nullable(),
  ratingLocation: rating.nullable(),
  ratingValue: rating.nullable(),
  ratingHost: rating.nullable(),
  comment: z.string().nullable(),
  photoUrls: z.array(z.string()),
  createdAt: z.string(),
  hostReply: z.string().nullable(),
  hostRepliedAt: z.string().nullable().describe('最初に返信した日時'),
  hostReplyEditedAt: z.string().nullable(),
  replyEditableUntil: z.string().nullable().describe('返信を編集できる期限（最初の返信から24時間）'),
  replyEditable: z.boolean(),
});
export type HostReview = z.infer<typeof hostReviewSchema>;

/**
 * The summary over the host's whole list (x-list-counts), whatever the search and filters: the average
 * overall rating (2 decimals, 0 without reviews), the total, replied, awaiting a reply, and a count per star.
 */
export const hostReviewCountsSchema = z.object({
  average: z.number(),
  total: z.number().int(),
  replied: z.number().int(),
  awaiting: z.number().int(),
  star1: z.number().int(),
  star2: z.number().int(),
  star3: z.number().int(),
  star4: z.number().int(),
  star5: z.number().int(),
});
export type HostReviewCounts = z.infer<typeof hostReviewCountsSchema>;

export const hostReviewIdParamsSchema = z.object({ id: z.uuid('IDの形式が正しくありません') });

export const REPLY_MAX = 1000;

/** POST and PUT /api/host/reviews/{id}/reply */
export const hostReviewReplyBodySchema = z.object({
  reply: z
    .string('返信を入力してください')
    .trim()
    .min(1, '返信を入力してください')
    .max(REPLY_MAX, `返信は${REPLY_MAX}文字以内で入力してください`),
});
export type HostReviewReplyBody = z.input<typeof hostReviewReplyBodySchema>;

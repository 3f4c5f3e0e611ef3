import { z } from 'zod';
import { isoDate } from './properties';

/** Reviews of a completed stay (docs/product/reviews.md). */

export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 5;
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const rating = (label: string) =>
  z.coerce
    .number({ error: `${label}を選択してください` })
    .int(`${label}を選択してください`)
    .min(1, `${label}を選択してください`)
    .max(5, `${label}は5以下で選択してください`);

export const reviewBodySchema = z.object({
  bookingId: z.uuid('予約IDの形式が正しくありません'),
  overallRating: rating('総合評価'),
  cleanlinessRating: rating('清潔さ'),
  accuracyRating: rating('正確さ'),
  locationRating: rating('立地'),
  valueRating: rating('価格に見合う価値'),
  hostRating: rating('ホストの対応'),
  comment: z
    .string()
    .trim()
    .min(REVIEW_COMMENT_MIN, 'コメントは10文字以上で入力してください')
    .max(REVIEW_COMMENT_MAX, `コメントは${REVIEW_COMMENT_MAX}文字以内で入力してください`),
  photos: z
    .array(z.string().regex(/^\/uploads\/reviews\/[0-9a-f-]+\.(jpg|png|webp|gif)$/, '写真のURLが正しくありません'))
    .max(REVIEW_PHOTOS_MAX, `写真は${REVIEW_PHOTOS_MAX}枚までです`)
    .default([]),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewCreatedSchema = z.object({
  id: z.uuid(),
  status: z.enum(['published', 'awaiting_publication']),
  publishAfter: z.string().describe('この時刻までに管理者が非公開にしなければ公開されます'),
});

export const reviewDetailsSchema = z.object({
  canReview: z.boolean(),
  reason: z.string().nullable().describe('レビューできない理由'),
  bookingId: z.uuid(),
  property: z.object({
    id: z.uuid(),
    title: z.string(),
    titleEn: z.string().nullable().describe('英語の物件名（null: なし）'),
    location: z.string(),
    prefecture: z.string(),
    city: z.string(),
    cityEn: z.string().nullable().describe('市区町村のローマ字表記（null: なし）'),
    image: z.string().nullable(),
  }),
  checkIn: isoDate,
  checkOut: isoDate,
  guestCount: z.number().int(),
  nights: z.number().int(),
  hostName: z.string().nullable(),
  reviewDeadline: isoDate,
});
export type ReviewDetails = z.infer<typeof reviewDetailsSchema>;

export const photoUrlsSchema = z.object({ photoUrls: z.array(z.string()) });

/** POST /api/reviews/photos?bookingId=…: the booking the photos are for (one the guest may review now). */
export const reviewPhotoQuerySchema = z.object({ bookingId: z.uuid('レビューする予約を指定してください') });

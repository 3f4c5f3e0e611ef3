import type { z } from 'zod';
import { reviewBodySchema } from '@/contract/reviews';
import { msg } from '@/web/lib/i18n/translate';

/** The six ratings of the review form (docs/product/reviews.md), in the order shown. */
export const RATING_FIELDS = [
  { name: 'overallRating', label: msg('総合評価') },
  { name: 'cleanlinessRating', label: msg('清潔さ') },
  { name: 'accuracyRating', label: msg('正確さ') },
  { name: 'locationRating', label: msg('立地') },
  { name: 'valueRating', label: msg('価格に見合う価値') },
  { name: 'hostRating', label: msg('ホストの対応') },
] as const;

export type RatingField = (typeof RATING_FIELDS)[number]['name'];

/**
 * What the form checks before sending: the contract's own rules, so the messages are the server's
 * (総合評価を選択してください, コメントは10文字以上で入力してください …). The photos are handled apart.
 */
export const reviewFormSchema = reviewBodySchema.pick({
  overallRating: true,
  cleanlinessRating: true,
  accuracyRating: true,
  locationRating: true,
  valueRating: true,
  hostRating: true,
  comment: true,
});

/** The ratings start unchosen (the contract coerces whatever the radios hold). */
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

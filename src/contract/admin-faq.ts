import { z } from 'zod';
import { listFilter, listQuerySchema } from './list';

/** FAQ管理: the questions the contact page shows (the active ones, in display order, grouped by category). */
export const FAQ_CATEGORY_MAX = 50;
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 2000;

export const adminFaqItemSchema = z.object({
  id: z.uuid(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
  categoryEn: z.string().nullable().describe('カテゴリの英語（英語のお問い合わせページに表示。null: 日本語を表示）'),
  questionEn: z.string().nullable().describe('質問の英語（null: 英語のページでも日本語を表示）'),
  answerEn: z.string().nullable().describe('回答の英語（null: 英語のページでも日本語を表示）'),
  displayOrder: z.number().int().describe('表示順（小さいほど先）'),
  isActive: z.boolean().describe('お問い合わせページに表示するか'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminFaqItem = z.infer<typeof adminFaqItemSchema>;

export const FAQ_ACTIVE_FILTERS = ['active', 'inactive'] as const;
export const ADMIN_FAQ_SORTS = ['order'] as const;

/** GET /api/admin/faq: always in display order; `category` is one category's exact name. */
export const adminFaqQuerySchema = listQuerySchema({
  sorts: ADMIN_FAQ_SORTS,
  filters: {
    category: z.preprocess(
      (v) => (v === '' || v === 'all' || v === null ? undefined : v),
      z.string('カテゴリの値が正しくありません').trim().max(FAQ_CATEGORY_MAX, 'カテゴリの値が正しくありません').optional(),
    ),
    active: listFilter(FAQ_ACTIVE_FILTERS, '表示状態の値が正しくありません'),
  },
});
export type AdminFaqQuery = z.input<typeof adminFaqQuerySchema>;

/** The counters above the list, over every item (x-list-counts). */
export const adminFaqCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  categories: z.number().int(),
});
export type AdminFaqCounts = z.infer<typeof adminFaqCountsSchema>;

/** GET /api/admin/faq/categories: every category in use, in display order (for the filter and the form's suggestions). */
export const faqCategoriesSchema = z.array(z.string());

export const adminFaqIdParamsSchema = z.object({ id: z.uuid('IDの形式が正しくありません') });

/**
 * An English text of an item (カテゴリ（英語）…): optional, trimmed, as long as the Japanese may be. Empty or null: none,
 * the English contact page shows the Japanese; absent: unchanged by an edit (a client that knows no English keeps it).
 */
const englishText = (label: string, max: number) =>
  z
    .string(`${label}の値が正しくありません`)
    .trim()
    .max(max, `${label}は${max}文字以内で入力してください`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** POST /api/admin/faq and PUT /api/admin/faq/{id}: a new item goes to the end of the order. */
export const faqItemBodySchema = z.object({
  category: z
    .string('カテゴリを入力してください')
    .trim()
    .min(1, 'カテゴリを入力してください')
    .max(FAQ_CATEGORY_MAX, `カテゴリは${FAQ_CATEGORY_MAX}文字以内で入力してください`),
  question: z
    .string('質問を入力してください')
    .trim()
    .min(1, '質問を入力してください')
    .max(FAQ_QUESTION_MAX, `質問は${FAQ_QUESTION_MAX}文字以内で入力してください`),
  answer: z
    .string('回答を入力してください')
    .trim()
    .min(1, '回答を入力してください')
    .max(FAQ_ANSWER_MAX, `回答は${FAQ_ANSWER_MAX}文字以内で入力してください`),
  categoryEn: englishText('カテゴリ（英語）', FAQ_CATEGORY_MAX),
  questionEn: englishText('質問（英語）', FAQ_QUESTION_MAX),
  answerEn: englishText('回答（英語）', FAQ_ANSWER_MAX),
  isActive: z.boolean('表示の値が正しくありません').default(true),
});
export type FaqItemBody = z.input<typeof faqItemBodySchema>;

/** PUT /api/admin/faq/{id}/active: show (true) or hide (false) one item. */
export const faqActiveBodySchema = z.object({ isActive: z.boolean('表示の値が正しくありません') });
export type FaqActiveBody = z.input<typeof faqActiveBodySchema>;

/**
 * POST /api/admin/faq/reorder: `ids` in their new order. They take the places the same items hold in
 * the whole order, so one category's items, two neighbours (a move up or down) or every item can be sent.
 */
export const faqReorderBodySchema = z.object({
  ids: z
    .array(z.uuid('IDの形式が正しくありません'), '並び順を指定してください')
    .min(1, '並び順を指定してください')
    .max(1000, '一度に並べ替えられるのは1000件までです')
    .refine((ids) => new Set(ids).size === ids.length, '同じ項目が重複しています'),
});
export type FaqReorderBody = z.input<typeof faqReorderBodySchema>;

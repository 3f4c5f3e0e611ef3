import { z } from 'zod';
import { INQUIRY_TYPES } from './enums';
import { LANGUAGES } from './language';

export const contactBodySchema = z.object({
  fullName: z.string().trim().min(1, 'お名前を入力してください').max(100),
  email: z.email('有効なメールアドレスを入力してください').transform((v) => v.trim().toLowerCase()),
  inquiryType: z.enum(INQUIRY_TYPES).default('general'),
  subject: z.string().trim().min(1, '件名を入力してください').max(200, '件名は200文字以内で入力してください'),
  content: z.string().trim().min(1, 'お問い合わせ内容を入力してください').max(5000, 'お問い合わせ内容は5000文字以内で入力してください'),
});
export type ContactBody = z.input<typeof contactBodySchema>;
export const contactResponseSchema = z.object({ id: z.uuid(), message: z.string() });

export const INQUIRY_TYPE_LABELS: Record<(typeof INQUIRY_TYPES)[number], string> = {
  general: '一般的なお問い合わせ',
  booking: '予約について',
  payment: 'お支払いについて',
  technical: 'サイトの不具合',
  complaint: 'ご意見・苦情',
  other: 'その他',
};

/**
 * Which language each text of a FAQ item is in: given only to an English request, where a text the admin wrote no
 * English for stays Japanese (the page marks it lang="ja", docs/decisions/0042-english-guest-pages.md).
 */
export const faqTextLanguagesSchema = z.object({ category: z.enum(LANGUAGES), question: z.enum(LANGUAGES), answer: z.enum(LANGUAGES) });

export const faqItemSchema = z.object({
  id: z.uuid(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
  languages: faqTextLanguagesSchema.optional().describe('各文の言語（英語のリクエストにのみ。英語のない文は日本語のまま ja）'),
});
export const faqListSchema = z.array(faqItemSchema);

import { z } from 'zod';
import { LANGUAGES } from './language';

/** メール設定 (docs/product/back-office.md): the templates of every e-mail the app sends, and the newsletter. */

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_TEXT_MAX = 20_000;
export const EMAIL_HTML_MAX = 50_000;

/** One kind of e-mail in the list: what it is, when it goes out, what it may say, and whether the admin's text is used. */
export const emailTemplateSummarySchema = z.object({
  kind: z.string().describe('メールの種類（welcome、booking_confirmation など）'),
  name: z.string().describe('日本語の名前'),
  sentWhen: z.string().describe('送信されるとき'),
  placeholders: z.array(z.string()).describe('この種類のメールで使えるプレースホルダー（{{name}} の name）'),
  customised: z.boolean().describe('管理者が標準の文面から変更したテンプレートがあるか（編集済み）'),
  isActive: z.boolean().describe('管理者のテンプレートを使うか。オフまたは未編集なら標準の文面で送信します'),
  subject: z.string().describe('いま送信に使われる件名'),
  updatedAt: z.string().nullable().describe('テンプレートの最終更新日時（標準の文面のままなら null）'),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummarySchema>;

const contentSchema = z.object({ subject: z.string(), textContent: z.string(), htmlContent: z.string() });

/** GET /api/admin/email-templates/{kind}: the stored template, or the built-in text when none is stored; the built-in text beside it. */
export const emailTemplateDetailSchema = emailTemplateSummarySchema.extend({
  textContent: z.string(),
  htmlContent: z.string(),
  builtIn: contentSchema.describe('標準の文面（リセットするとこの内容に戻ります）'),
  english: contentSchema.nullable().describe('英語版（英語を選んだゲストへ送信。保存されたもの、なければ標準の英語の文面）。日本語のみで送信する種類（ホスト・運営宛てなど）は null'),
  builtInEnglish: contentSchema.nullable().describe('標準の英語の文面（日本語のみで送信する種類は null）'),
});
export type EmailTemplateDetail = z.infer<typeof emailTemplateDetailSchema>;

export const emailTemplateParamsSchema = z.object({ kind: z.string().max(64) });

/** The fields of one version of a template; `label` names the English version's in its messages (英語版の件名). */
function contentFields(label: '' | '英語版の') {
  const subject = z
    .string({ error: `${label}件名を入力してください` })
    .trim()
    .min(1, `${label}件名を入力してください`)
    .max(EMAIL_SUBJECT_MAX, `${label}件名は${EMAIL_SUBJECT_MAX}文字以内で入力してください`)
    .refine((value) => !/[\r\n]/.test(value), `${label}件名に改行は使えません`);
  const textContent = z
    .string({ error: `${label}テキスト本文を入力してください` })
    .trim()
    .min(1, `${label}テキスト本文を入力してください`)
    .max(EMAIL_TEXT_MAX, `${label}テキスト本文は${EMAIL_TEXT_MAX.toLocaleString('en-US')}文字以内で入力してください`);
  const htmlContent = z
    .string({ error: `${label}HTML本文を入力してください` })
    .trim()
    .min(1, `${label}HTML本文を入力してください`)
    .max(EMAIL_HTML_MAX, `${label}HTML本文は${EMAIL_HTML_MAX.toLocaleString('en-US')}文字以内で入力してください`);
  return { subject, textContent, htmlContent };
}
const { subject, textContent, htmlContent } = contentFields('');

/**
 * PUT /api/admin/email-templates/{kind} (the editor's form uses it too). `english`: the English version of a
 * guest's e-mail (absent: unchanged); refused for a kind sent in Japanese only.
 */
export const emailTemplateBodySchema = z.strictObject({
  subject,
  textContent,
  htmlContent,
  isActive: z.boolean(),
  english: z.strictObject(contentFields('英語版の')).optional(),
});
export type EmailTemplateBody = z.infer<typeof emailTemplateBodySchema>;

/**
 * POST …/{kind}/preview and the draft of …/{kind}/test-send: the texts as they stand in the editor, in the
 * language they are written in (`en`: filled with the sample in English: dates, links).
 */
export const emailDraftSchema = z.strictObject({ subject, html: htmlContent, text: textContent, language: z.enum(LANGUAGES).optional() });
export type EmailDraft = z.infer<typeof emailDraftSchema>;

/** The preview: the draft filled with a sample booking's values (HTML values escaped). */
export const emailPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** POST …/{kind}/test-send: the saved template, or the draft when one is given, to the signed-in admin's own address. */
export const emailTestSendBodySchema = z.strictObject({ draft: emailDraftSchema.optional(), language: z.enum(LANGUAGES).optional().describe('draft がないとき、送る版（en: 英語版）') });
export const emailTestSendResultSchema = z.object({ to: z.string().describe('送信先（ログイン中の管理者のメールアドレス）') });
export type EmailTestSendResult = z.infer<typeof emailTestSendResultSchema>;

import { z } from 'zod';

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
});
export type EmailTemplateDetail = z.infer<typeof emailTemplateDetailSchema>;

export const emailTemplateParamsSchema = z.object({ kind: z.string().max(64) });

const subject = z
  .string({ error: '件名を入力してください' })
  .trim()
  .min(1, '件名を入力してください')
  .max(EMAIL_SUBJECT_MAX, `件名は${EMAIL_SUBJECT_MAX}文字以内で入力してください`)
  .refine((value) => !/[\r\n]/.test(value), '件名に改行は使えません');
const textContent = z
  .string({ error: 'テキスト本文を入力してください' })
  .trim()
  .min(1, 'テキスト本文を入力してください')
  .max(EMAIL_TEXT_MAX, `テキスト本文は${EMAIL_TEXT_MAX.toLocaleString('en-US')}文字以内で入力してください`);
const htmlContent = z
  .string({ error: 'HTML本文を入力してください' })
  .trim()
  .min(1, 'HTML本文を入力してください')
  .max(EMAIL_HTML_MAX, `HTML本文は${EMAIL_HTML_MAX.toLocaleString('en-US')}文字以内で入力してください`);

/** PUT /api/admin/email-templates/{kind} (the editor's form uses it too). */
export const emailTemplateBodySchema = z.strictObject({ subject, textContent, htmlContent, isActive: z.boolean() });
export type EmailTemplateBody = z.infer<typeof emailTemplateBodySchema>;

/** POST …/{kind}/preview and the draft of …/{kind}/test-send: the texts as they stand in the editor. */
export const emailDraftSchema = z.strictObject({ subject, html: htmlContent, text: textContent });
export type EmailDraft = z.infer<typeof emailDraftSchema>;

/** The preview: the draft filled with a sample booking's values (HTML values escaped). */
export const emailPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** POST …/{kind}/test-send: the saved template, or the draft when one is given, to the signed-in admin's own address. */
export const emailTestSendBodySchema = z.strictObject({ draft: emailDraftSchema.optional() });
export const emailTestSendResultSchema = z.object({ to: z.string().describe('送信先（ログイン中の管理者のメールアドレス）') });
export type EmailTestSendResult = z.infer<typeof emailTestSendResultSchema>;

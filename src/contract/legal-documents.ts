import { z } from 'zod';
import { dayField } from './calendar-fields';
import { listPageSchema, listPageSizeSchema } from './list';

/**
 * The site's own legal pages (docs/product/legal-pages.md): 利用規約, プライバシーポリシー and
 * 特定商取引法に基づく表記, each at a stable public address, with the operator's details from the
 * server's configuration and the date its current version took effect.
 */
export const LEGAL_DOCUMENT_KINDS = ['terms', 'privacy', 'tokushoho'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/** Each document's title and public address (the footer, the forms' agreements and the server's rendering use these). */
export const LEGAL_DOCUMENTS: Record<LegalDocumentKind, { title: string; path: `/${string}` }> = {
  terms: { title: '利用規約', path: '/terms' },
  privacy: { title: 'プライバシーポリシー', path: '/privacy' },
  tokushoho: { title: '特定商取引法に基づく表記', path: '/tokushoho' },
};

/** The operator of the site (the intermediary, not the houses' lodging operators), from configuration. */
export const siteOperatorSchema = z.object({
  name: z.string().describe('事業者の名称（販売業者）'),
  representative: z.string().describe('代表者・運営統括責任者'),
  postalCode: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** 住宅宿泊仲介業の登録番号（観光庁長官（01）第XXXX号）, or null when the site holds none. */
  intermediaryRegistration: z.string().nullable(),
  /** 旅行業の登録番号, or null. */
  travelAgencyRegistration: z.string().nullable(),
  /** The values are the development demo's, not a real company's. */
  isDemo: z.boolean(),
});
export type SiteOperator = z.infer<typeof siteOperatorSchema>;

/**
 * The placeholders a stored text may hold, filled from the operator's details when the page is shown
 * (the admin's editor lists them).
 */
export const LEGAL_PLACEHOLDERS = {
  operatorName: '事業者の名称',
  representative: '代表者',
  postalCode: '郵便番号',
  address: '所在地',
  phone: '電話番号',
  email: 'メールアドレス',
  intermediaryRegistration: '住宅宿泊仲介業の登録番号',
  travelAgencyRegistration: '旅行業の登録番号',
} as const satisfies Record<string, string>;
export type LegalPlaceholder = keyof typeof LEGAL_PLACEHOLDERS;

export const legalDocumentKindParamsSchema = z.object({
  kind: z.enum(LEGAL_DOCUMENT_KINDS, 'ページの種類が正しくありません'),
});

/** GET /api/legal/{kind}: the current version, placeholders filled. */
export const legalDocumentSchema = z.object({
  kind: z.enum(LEGAL_DOCUMENT_KINDS),
  title: z.string(),
  /** Markdown without HTML (rendered as text: headings, paragraphs, lists, tables, links). */
  body: z.string(),
  effectiveDate: z.string().describe('最終改定日（YYYY-MM-DD、日本時間）'),
  operator: siteOperatorSchema,
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const LEGAL_BODY_MAX = 50_000;

/** POST /api/admin/legal-documents/{kind}/versions: a new version with the day it takes effect. */
export const legalVersionBodySchema = z.object({
  body: z
    .string('本文を入力してください')
    .trim()
    .min(1, '本文を入力してください')
    .max(LEGAL_BODY_MAX, `本文は${LEGAL_BODY_MAX.toLocaleString('ja-JP')}文字以内で入力してください`),
  effectiveDate: dayField('施行日は YYYY-MM-DD 形式で入力してください'),
});
export type LegalVersionBody = z.input<typeof legalVersionBodySchema>;

export const adminLegalVersionSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  effectiveDate: z.string(),
  createdAt: z.string(),
  adminName: z.string().nullable().describe('公開した管理者'),
  state: z.enum(['current', 'scheduled', 'past']).describe('現行・施行予定・過去の版'),
});
export type AdminLegalVersion = z.infer<typeof adminLegalVersionSchema>;

/** GET /api/admin/legal-documents/{kind}: the text in force (a stored version, or the built-in first text) and the versions. */
export const adminLegalDocumentSchema = z.object({
  kind: z.enum(LEGAL_DOCUMENT_KINDS),
  title: z.string(),
  path: z.string(),
  current: z.object({ body: z.string(), effectiveDate: z.string(), builtIn: z.boolean().describe('まだ版がなく、初期の文面を表示しています') }),
  /** How many versions were published; the versions themselves are a paged list of their own. */
  versionCount: z.number().int(),
});
export type AdminLegalDocument = z.infer<typeof adminLegalDocumentSchema>;

/** GET /api/admin/legal-documents/{kind}/versions: a page of the versions, newest first (the list kit's paging). */
export const legalVersionsQuerySchema = z.object({ page: listPageSchema, pageSize: listPageSizeSchema });
export type LegalVersionsQuery = z.output<typeof legalVersionsQuerySchema>;

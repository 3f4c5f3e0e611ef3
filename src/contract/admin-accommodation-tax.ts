import { z } from 'zod';
import { ACCOMMODATION_TAX_KINDS, LODGING_REGIMES } from './enums';
import { listFilter, listQuerySchema } from './list';
import { isoDate } from './properties';

/** 宿泊税 (back office): the rules of the accommodation tax (docs/product/accommodation-tax.md), edited by admins. */
export const ACCOMMODATION_TAX_STATE_FILTERS = ['current', 'ended', 'upcoming'] as const;
export const ADMIN_ACCOMMODATION_TAX_SORTS = ['place'] as const;

const tierSchema = z.object({
  fromJpy: z.number('金額は整数で入力してください').int('金額は整数で入力してください').min(0, '金額は0以上で入力してください').max(10_000_000, '金額が大きすぎます'),
  amountJpy: z.number('税額は整数で入力してください').int('税額は整数で入力してください').min(0, '税額は0以上で入力してください').max(1_000_000, '税額が大きすぎます'),
});

export const accommodationTaxRuleSchema = z.object({
  id: z.uuid(),
  prefecture: z.string(),
  city: z.string().nullable(),
  name: z.string(),
  kind: z.enum(ACCOMMODATION_TAX_KINDS),
  tiers: z.array(tierSchema),
  percentBasisPoints: z.number().int().nullable(),
  capJpy: z.number().int().nullable(),
  exemptBelowJpy: z.number().int().nullable(),
  regimes: z.array(z.enum(LODGING_REGIMES)),
  replacesPrefectureRule: z.boolean(),
  appliesFrom: isoDate,
  appliesTo: isoDate.nullable(),
  sourceUrl: z.string(),
  note: z.string(),
  updatedAt: z.string(),
});
export type AccommodationTaxRuleView = z.infer<typeof accommodationTaxRuleSchema>;

const optionalYen = (label: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.number(`${label}は整数で入力してください`).int(`${label}は整数で入力してください`).min(0, `${label}は0以上で入力してください`).nullable());

/** POST and PUT /api/admin/accommodation-tax[/{id}]: a rule as the form sends it. */
export const accommodationTaxRuleBodySchema = z
  .object({
    prefecture: z.string('都道府県を入力してください').trim().min(2, '都道府県を入力してください').max(10, '都道府県が長すぎます'),
    city: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(40, '市区町村が長すぎます').nullable()),
    name: z.string('名称を入力してください').trim().min(1, '名称を入力してください').max(60, '名称は60文字以内で入力してください'),
    kind: z.enum(ACCOMMODATION_TAX_KINDS, '課税の方式を選んでください'),
    tiers: z.array(tierSchema).max(10, '区分は10までです'),
    percentBasisPoints: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.number('税率は数値で入力してください').int('税率は0.01%単位で入力してください').min(1, '税率を入力してください').max(10000, '税率は100%以下で入力してください').nullable()),
    capJpy: optionalYen('上限額'),
    exemptBelowJpy: optionalYen('免除の金額'),
    regimes: z.array(z.enum(LODGING_REGIMES)).max(3),
    replacesPrefectureRule: z.boolean(),
    appliesFrom: isoDate,
    appliesTo: z.preprocess((v) => (v === '' ? null : v), isoDate.nullable()),
    sourceUrl: z.string().trim().url('出典のURLを入力してください').max(1000, '出典のURLが長すぎます'),
    note: z.string().trim().max(500, 'メモは500文字以内で入力してください'),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'tiered') {
      if (b.tiers.length === 0) ctx.addIssue({ code: 'custom', path: ['tiers'], message: '区分を1つ以上入力してください' });
      for (let i = 1; i < b.tiers.length; i++) {
        if (b.tiers[i].fromJpy <= b.tiers[i - 1].fromJpy) ctx.addIssue({ code: 'custom', path: ['tiers'], message: '区分の金額は小さい順に、重ならないように入力してください' });
      }
    }
    if (b.kind === 'percent' && b.percentBasisPoints === null) ctx.addIssue({ code: 'custom', path: ['percentBasisPoints'], message: '税率を入力してください' });
    if (b.appliesTo !== null && b.appliesTo < b.appliesFrom) ctx.addIssue({ code: 'custom', path: ['appliesTo'], message: '終了日は開始日以降の日付を入力してください' });
    if (b.replacesPrefectureRule && b.city === null) ctx.addIssue({ code: 'custom', path: ['replacesPrefectureRule'], message: '都道府県の税を含むのは市区町村の税だけです' });
  });
export type AccommodationTaxRuleBody = z.input<typeof accommodationTaxRuleBodySchema>;

/** A prefecture's name (東京都, 北海道 …); blank or `all` means every prefecture. */
const prefectureFilter = z.preprocess(
  (v) => (v === '' || v === 'all' || v === null ? undefined : v),
  z.string().trim().max(10, '都道府県の値が正しくありません').optional(),
);

/** GET /api/admin/accommodation-tax: search (place, name, note), in force / ended / upcoming, and the prefecture. */
export const adminAccommodationTaxQuerySchema = listQuerySchema({
  sorts: ADMIN_ACCOMMODATION_TAX_SORTS,
  filters: { state: listFilter(ACCOMMODATION_TAX_STATE_FILTERS, '適用状況の値が正しくありません'), prefecture: prefectureFilter },
});
export type AdminAccommodationTaxQuery = z.input<typeof adminAccommodationTaxQuerySchema>;

export const adminAccommodationTaxCountsSchema = z.object({ total: z.number().int(), current: z.number().int(), ended: z.number().int(), upcoming: z.number().int() });
export type AdminAccommodationTaxCounts = z.infer<typeof adminAccommodationTaxCountsSchema>;

export const accommodationTaxIdParamsSchema = z.object({ id: z.uuid('IDの形式が正しくありません') });

/** GET /api/admin/accommodation-tax/report?month=YYYY-MM: the month's tax per municipality. */
export const accommodationTaxReportQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月は YYYY-MM の形式で指定してください'),
});
export const accommodationTaxReportRowSchema = z.object({
  prefecture: z.string(),
  city: z.string(),
  nights: z.number().int().describe('泊数（宿泊税のかかった予約の泊）'),
  taxedGuestNights: z.number().int().describe('課税対象の人泊（人数×泊）'),
  taxJpy: z.number().int(),
});
export const accommodationTaxReportSchema = z.object({
  month: z.string(),
  rows: z.array(accommodationTaxReportRowSchema),
  total: z.object({ nights: z.number().int(), taxedGuestNights: z.number().int(), taxJpy: z.number().int() }),
});
export type AccommodationTaxReport = z.infer<typeof accommodationTaxReportSchema>;

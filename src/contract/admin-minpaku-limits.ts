import { z } from 'zod';
import { listFilter, listQuerySchema } from './list';
import { allowedPeriodsField, minpakuMaxNightsField, minpakuMunicipalLimitSchema } from './minpaku-year';
import { dayField } from './calendar-fields';

/**
 * 民泊の自治体ルール (back office): the municipalities' 民泊 periods and limits
 * (`minpaku_municipal_limits`, docs/product/minpaku-180-nights.md), which the house editor offers for
 * the house's city. Admins list, add, edit and delete them; every change is audited.
 */
export const MINPAKU_LIMIT_STATE_FILTERS = ['current', 'ended', 'upcoming'] as const;
export const ADMIN_MINPAKU_LIMIT_SORTS = ['place'] as const;
export const MINPAKU_LIMIT_ZONE_NOTE_MAX = 200;

export const adminMinpakuLimitSchema = minpakuMunicipalLimitSchema.extend({ updatedAt: z.string() });
export type AdminMinpakuLimit = z.infer<typeof adminMinpakuLimitSchema>;

/** GET /api/admin/minpaku-limits: searched (place, zone, source), by prefecture and by whether in force today. */
export const adminMinpakuLimitQuerySchema = listQuerySchema({
  sorts: ADMIN_MINPAKU_LIMIT_SORTS,
  filters: {
    prefecture: z.preprocess(
      (v) => (v === '' || v === 'all' || v === null ? undefined : v),
      z.string('都道府県の値が正しくありません').trim().max(10, '都道府県の値が正しくありません').optional(),
    ),
    state: listFilter(MINPAKU_LIMIT_STATE_FILTERS, '適用状況の値が正しくありません'),
  },
});
export type AdminMinpakuLimitQuery = z.input<typeof adminMinpakuLimitQuerySchema>;

export const adminMinpakuLimitCountsSchema = z.object({ total: z.number().int(), current: z.number().int(), ended: z.number().int(), upcoming: z.number().int() });
export type AdminMinpakuLimitCounts = z.infer<typeof adminMinpakuLimitCountsSchema>;

export const minpakuLimitIdParamsSchema = z.object({ id: z.uuid('IDの形式が正しくありません') });

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** POST /api/admin/minpaku-limits and PUT …/{id}: a rule as the form sends it (the 47 prefectures are checked by the server). */
export const minpakuLimitBodySchema = z
  .object({
    prefecture: z.string('都道府県を選択してください').trim().min(1, '都道府県を選択してください').max(10, '都道府県を選択してください'),
    city: z.string('市区町村を入力してください').trim().min(1, '市区町村を入力してください').max(40, '市区町村は40文字以内で入力してください'),
    zoneNote: z.string().trim().max(MINPAKU_LIMIT_ZONE_NOTE_MAX, `対象の区域は${MINPAKU_LIMIT_ZONE_NOTE_MAX}文字以内で入力してください`),
    maxNights: z.preprocess(blankToNull, minpakuMaxNightsField),
    allowedPeriods: allowedPeriodsField,
    effectiveFrom: dayField('適用開始日を YYYY-MM-DD 形式で入力してください'),
    effectiveTo: z.preprocess(blankToNull, dayField('適用終了日は YYYY-MM-DD 形式で入力してください').nullable()),
    sourceUrl: z.string('出典のURLを入力してください').trim().url('出典のURLを入力してください（https://…）').max(1000, '出典のURLが長すぎます'),
  })
  .superRefine((b, ctx) => {
    if (b.effectiveTo !== null && b.effectiveTo < b.effectiveFrom) ctx.addIssue({ code: 'custom', path: ['effectiveTo'], message: '適用終了日は適用開始日以降の日付を入力してください' });
    if (b.maxNights === null && b.allowedPeriods.length === 0) ctx.addIssue({ code: 'custom', path: ['maxNights'], message: '年間の上限泊数か営業期間のどちらかを入力してください' });
  });
export type MinpakuLimitBody = z.input<typeof minpakuLimitBodySchema>;

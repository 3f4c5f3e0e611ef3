import { z } from 'zod';

/** A 民泊 house's counter of its 営業年度 (docs/product/minpaku-180-nights.md): 今年度の営業日数 N / 180泊（残り M泊）. */
export const minpakuCounterSchema = z.object({
  propertyId: z.uuid(),
  title: z.string(),
  year: z.number().int().describe('営業年度（その年の4月1日正午〜翌年4月1日正午）'),
  counted: z.number().int().describe('数えた泊数（確定・チェックイン済み・完了の予約と、他サイトの予約・iCal連携のブロック）'),
  limit: z.number().int().describe('年間の上限（180泊、自治体の上限があればその泊数）'),
  remaining: z.number().int(),
  warning: z.boolean().describe('150泊（上限がそれより低ければ上限）に達した'),
});
export type MinpakuCounter = z.infer<typeof minpakuCounterSchema>;

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether a string is a real month-day, MM-DD (29 February included). */
export function isMonthDay(value: string): boolean {
  const match = MONTH_DAY.exec(value);
  if (!match) return false;
  return Number(match[2]) <= DAYS_IN_MONTH[Number(match[1]) - 1];
}

const monthDayField = (label: string) => z.string().refine(isMonthDay, `${label}は MM-DD 形式の実在する月日で入力してください`);

/** A period of nights allowed every year, from `from`'s noon to `to`'s noon (docs/product/minpaku-180-nights.md). */
export const allowedPeriodSchema = z
  .object({ from: monthDayField('営業期間の開始日'), to: monthDayField('営業期間の終了日') })
  .refine((p) => p.from !== p.to, { message: '営業期間の開始日と終了日は別の日にしてください', path: ['to'] });
export const allowedPeriodsField = z.array(allowedPeriodSchema).max(12, '営業期間は12件までです');
/** A municipal yearly limit below the law's 180; null: 180. */
export const minpakuMaxNightsField = z
  .number('年間の上限泊数は数値で入力してください')
  .int('年間の上限泊数は整数で入力してください')
  .min(1, '年間の上限泊数は1泊以上で入力してください')
  .max(180, '年間の上限泊数は180泊以下で入力してください（住宅宿泊事業法の上限）')
  .nullable();

/** A municipality's rule (the admins' table), as the house editor offers it and the back office lists it. */
export const minpakuMunicipalLimitSchema = z.object({
  id: z.uuid(),
  prefecture: z.string(),
  city: z.string(),
  zoneNote: z.string().describe('対象の区域（住居専用地域など）。空なら市全域'),
  maxNights: z.number().int().nullable(),
  allowedPeriods: z.array(z.object({ from: z.string(), to: z.string() })),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  sourceUrl: z.string(),
});
export type MinpakuMunicipalLimit = z.infer<typeof minpakuMunicipalLimitSchema>;

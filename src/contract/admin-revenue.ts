import { z } from 'zod';
import { monthField } from './calendar-fields';

/**
 * 売上管理 (docs/product/money.md): the platform's money per month in Japan time, dated like the hosts'
 * revenue (a booking on its checkout day, a cancellation on its cancel day, a refund on the day it went
 * through), so that the month's figures are the sums of every host's.
 */


/** GET /api/admin/revenue?month=YYYY-MM (this month in Japan by default). */
export const adminRevenueQuerySchema = z.object({
  month: z.preprocess(
    (v) => (v === '' ? undefined : v),
    monthField().optional(),
  ),
});
export type AdminRevenueQuery = z.input<typeof adminRevenueQuerySchema>;

/** One period's money, whole yen. */
export const revenueFiguresSchema = z.object({
  grossJpy: z.number().int().describe('取扱高: 決済された予約の金額（返金前）'),
  refundsJpy: z.number().int().describe('その期間に完了した返金の合計'),
  netJpy: z.number().int().describe('チェックアウト分の売上: 取扱高 − 返金（ゲストの最終的なお支払額。ホストの売上の合計、管理画面ダッシュボードの今月と一致）'),
  accommodationTaxJpy: z.number().int().describe('うち宿泊税: 手数料の対象外で、全額ホストの受取額に含まれる（ホストが特別徴収義務者として市町村へ納める）'),
  commissionJpy: z.number().int().describe('手数料（宿泊税を除いた金額の15%、予約ごとに円未満切り捨て。ホストの手数料の合計と一致）'),
  hostPayoutJpy: z.number().int().describe('ホストの受取額: チェックアウト分の売上 − 手数料'),
  bookingCount: z.number().int().describe('計上された予約の件数'),
});
export type RevenueFigures = z.infer<typeof revenueFiguresSchema>;

/** The change from the month before in percent (null when the month before was 0円). */
export const revenueChangeSchema = z.object({
  grossPercent: z.number().int().nullable(),
  refundsPercent: z.number().int().nullable(),
  netPercent: z.number().int().nullable(),
  commissionPercent: z.number().int().nullable(),
});
export type RevenueChange = z.infer<typeof revenueChangeSchema>;

export const adminRevenueSchema = z.object({
  month: z.string().describe('集計した月（YYYY-MM、日本時間）'),
  thisMonth: z.string().describe('いまの月（日本時間）'),
  totals: revenueFiguresSchema,
  previous: revenueFiguresSchema.describe('前月の数字'),
  change: revenueChangeSchema,
  months: z
    .array(revenueFiguresSchema.extend({ month: z.string(), changePercent: z.number().int().nullable().describe('チェックアウト分の売上の前月比（%）') }))
    .describe('選んだ月までの12か月（古い順）'),
  prefectures: z.array(revenueFiguresSchema.extend({ prefecture: z.string() })).describe('選んだ月の都道府県別（チェックアウト分の売上の多い順）'),
});
export type AdminRevenue = z.infer<typeof adminRevenueSchema>;

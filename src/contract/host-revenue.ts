import { z } from 'zod';
import { dayField, monthField } from './calendar-fields';
import { listFilter, listQuerySchema } from './list';

/**
 * The host's revenue (/host/revenue, docs/product/money.md): transactions, analytics, payouts, payout
 * settings, statements and the CSV export. Amounts are whole yen, tax-inclusive.
 */

export const revenueMonthSchema = monthField();

/** paid 支払済み, processing 処理中, failed 失敗, refunded 返金. */
export const TRANSACTION_STATUSES = ['paid', 'processing', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = { paid: '支払済み', processing: '処理中', failed: '失敗', refunded: '返金' };

export const revenueTransactionSchema = z.object({
  id: z.string().describe('booking:{予約ID} または refund:{返金ID}'),
  kind: z.enum(['booking', 'refund']),
  date: z.string().describe('取引日（日本時間）: 予約はチェックアウト日（キャンセルされた予約はキャンセル日）、返金は返金日'),
  bookingId: z.uuid(),
  bookingNumber: z.string().describe('予約番号（予約IDの先頭8文字）'),
  guestName: z.string(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  checkinDate: z.string(),
  checkoutDate: z.string(),
  amountJpy: z.number().int().describe('金額: 予約はゲストへの請求額（宿泊税を含む）、返金はマイナス'),
  accommodationTaxJpy: z.number().int().describe('うち宿泊税（手数料の対象外、全額ホストへ）。返金で戻る宿泊税はマイナス'),
  commissionJpy: z.number().int().describe('手数料: 宿泊税を除いた金額の15%（切り捨て）。返金は手数料の戻り（マイナス）'),
  netJpy: z.number().int().describe('受取額 = 金額 − 手数料（宿泊税を含む）'),
  status: z.enum(TRANSACTION_STATUSES),
});
export type RevenueTransaction = z.infer<typeof revenueTransactionSchema>;

export const revenueTotalsSchema = z.object({
  grossJpy: z.number().int(),
  accommodationTaxJpy: z.number().int().describe('うち宿泊税'),
  commissionJpy: z.number().int(),
  netJpy: z.number().int(),
  count: z.number().int(),
});
export type RevenueTotals = z.infer<typeof revenueTotalsSchema>;

/** GET /api/host/revenue/transactions: one month (default this month in Japan), optionally one house. */
export const revenueTransactionsQuerySchema = listQuerySchema({
  sorts: ['newest', 'oldest'] as const,
  filters: {
    month: z.preprocess((v) => (v === '' ? undefined : v), revenueMonthSchema.optional()),
    propertyId: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.uuid('物件の指定が正しくありません').optional()),
  },
});
export type RevenueTransactionsQuery = z.input<typeof revenueTransactionsQuerySchema>;

export const revenueSummarySchema = z.object({
  month: z.string(),
  thisMonth: revenueTotalsSchema.describe('今月（日本時間）チェックアウト分の売上: grossJpy は返金差引後の売上、netJpy は受取額、count は予約の件数'),
  nextPayout: z
    .object({
      date: z.string().describe('送金予定日 YYYY-MM-DD'),
      amountJpy: z.number().int(),
      periodMonth: z.string(),
      estimated: z.boolean().describe('true: 締め前の今月分の見込み'),
    })
    .nullable(),
  properties: z.array(z.object({ id: z.uuid(), title: z.string() })).describe('絞り込みに使う自分の物件'),
});
export type RevenueSummary = z.infer<typeof revenueSummarySchema>;

export const revenueAnalyticsQuerySchema = z.object({
  propertyId: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.uuid('物件の指定が正しくありません').optional()),
});

export const revenueAnalyticsSchema = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      grossJpy: z.number().int(),
      accommodationTaxJpy: z.number().int().describe('うち宿泊税'),
      commissionJpy: z.number().int(),
      netJpy: z.number().int(),
      changePercent: z.number().nullable().describe('前月比（%、整数に丸め）。前月が0円のときは null'),
    }),
  ),
  period: z.object({ from: z.string(), to: z.string() }).describe('稼働率の期間: 12か月前の月初から今日まで（今日の夜を含む）'),
  properties: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      bookedNights: z.number().int().describe('期間内の確定・完了・無断キャンセルの予約の泊数'),
      availableNights: z.number().int().describe('期間内の夜の数（物件の登録日以降）'),
      occupancyPercent: z.number().describe('稼働率 = 予約泊数 ÷ 夜の数（小数1桁）'),
      averageNightlyJpy: z.number().int().nullable().describe('平均宿泊単価 = 宿泊料金の小計 ÷ 泊数（清掃料を除く）。予約がなければ null'),
    }),
  ),
});
export type RevenueAnalytics = z.infer<typeof revenueAnalyticsSchema>;

export const PAYOUT_STATUS_LABELS: Record<string, string> = { pending: '処理中', processing: '処理中', paid: '支払済み', failed: '失敗' };

export const revenuePayoutSchema = z.object({
  id: z.uuid(),
  periodMonth: z.string(),
  grossJpy: z.number().int(),
  accommodationTaxJpy: z.number().int().describe('うち宿泊税（手数料の対象外、全額ホストへ）'),
  commissionJpy: z.number().int(),
  netJpy: z.number().int(),
  status: z.enum(['pending', 'processing', 'paid', 'failed']),
  failureReason: z.string().nullable(),
  scheduledDate: z.string().nullable().describe('送金予定日（日本時間）'),
  processedAt: z.string().nullable(),
  itemCount: z.number().int(),
});
export type RevenuePayout = z.infer<typeof revenuePayoutSchema>;

export const revenuePayoutsQuerySchema = listQuerySchema({
  sorts: ['newest'] as const,
  filters: { status: listFilter(['pending', 'processing', 'paid', 'failed'] as const, '状態の値が正しくありません') },
});
export type RevenuePayoutsQuery = z.input<typeof revenuePayoutsQuerySchema>;

export const revenuePayoutIdParamsSchema = z.object({ id: z.uuid('送金の指定が正しくありません') });

export const PAYOUT_SCHEDULE_TEXT = '月末締め・翌月末払い（土日祝・12月31日〜1月3日の場合は前の銀行営業日）';

export const revenueSettingsSchema = z.object({
  bankAccount: z
    .object({
      bankName: z.string().nullable(),
      branchName: z.string().nullable(),
      accountType: z.string().nullable(),
      accountNumberMasked: z.string().nullable().describe('****567'),
      accountHolder: z.string().nullable(),
    })
    .nullable()
    .describe('プロフィールの振込先（未登録なら null）'),
  schedule: z.string(),
  commissionPercent: z.number(),
  nextPayoutDate: z.string().describe('次回の送金予定日'),
});
export type RevenueSettings = z.infer<typeof revenueSettingsSchema>;

/** GET /api/host/revenue/export.csv: at most 366 days. */
export const MAX_EXPORT_DAYS = 366;
export const revenueExportQuerySchema = z.object({
  from: dayField('開始日は YYYY-MM-DD の形式で指定してください'),
  to: dayField('終了日は YYYY-MM-DD の形式で指定してください'),
});

export const CSV_HEADERS = ['日付', '予約番号', 'ゲスト', '物件', '金額', 'うち宿泊税', '手数料', '受取額', 'ステータス'] as const;

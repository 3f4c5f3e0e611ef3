import { z } from 'zod';
import { minpakuCounterSchema } from './minpaku-year';

export const HOST_ACTIVITY_TYPES = ['request', 'booking', 'cancellation', 'rejection', 'review', 'message'] as const;

export const hostDashboardSchema = z.object({
  stats: z.object({
    propertyCount: z.number().int().describe('登録物件数'),
    publishedPropertyCount: z.number().int(),
    totalBookings: z.number().int().describe('キャンセルを除く予約の総数'),
    bookingsThisMonth: z.number().int().describe('今月チェックインの予約数（日本時間）'),
    revenueThisMonth: z.number().int().describe('今月チェックアウト分の売上（円・税込、返金差引後。docs/product/money.md）'),
    revenueLastMonth: z.number().int(),
    revenueChangePercent: z.number().nullable().describe('先月比（先月が0円のときは null）'),
    averageRating: z.number().nullable().describe('公開済みレビューの平均評価（レビューがないときは null）'),
    reviewCount: z.number().int(),
    newReviews: z.number().int().describe('直近30日の新着レビュー数'),
    pendingRequests: z.number().int().describe('承認待ちの予約リクエスト数'),
    registryIncompleteToday: z.number().int().describe('今日チェックインで宿泊者名簿が全員分そろっていない予約の数（docs/product/guest-registry.md）'),
  }),
  minpakuCounters: z.array(minpakuCounterSchema).describe('民泊の物件ごとの今年度の営業日数（民泊の物件がなければ空）'),
  minpakuReportReminder: z
    .object({ text: z.string().describe('「10月・11月分の定期報告の期限は12月15日です」'), period: z.string().describe('報告する期間の最初の月（YYYY-MM）'), dueDate: z.string() })
    .nullable()
    .describe('民泊の定期報告の期限が近いとき（偶数月の1日〜15日）の知らせ。民泊の物件がなければ null（docs/product/minpaku-reports.md）'),
  recentActivity: z.array(
    z.object({
      type: z.enum(HOST_ACTIVITY_TYPES).describe('request 予約リクエスト / booking 予約 / cancellation キャンセル / rejection 却下したリクエスト / review レビュー / message メッセージ'),
      id: z.uuid(),
      title: z.string(),
      description: z.string(),
      at: z.string(),
      link: z.string().describe('この出来事の画面（予約 /host/bookings/{id}、レビュー /host/reviews）'),
    }),
  ),
});
export type HostDashboard = z.infer<typeof hostDashboardSchema>;

import { z } from 'zod';
import { monthField } from './calendar-fields';
import { BOOKING_STATUSES, PROPERTY_STATUSES } from './enums';
import { OWNER_BOOKING_STATUSES, OWNER_PROPERTY_STATUSES } from './owner-statuses';

/**
 * The owner dashboard (`/owner/{ownerId}`, `GET /api/owner/{ownerId}/*`): the seed's owner shapes over
 * the one model of houses and bookings (docs/product/hosts-and-houses.md, bookings.md, money.md).
 */

export {
  OWNER_BOOKING_STATUS_LABELS,
  OWNER_BOOKING_STATUSES,
  OWNER_PROPERTY_STATUS_LABELS,
  OWNER_PROPERTY_STATUSES,
  type OwnerBookingStatus,
  type OwnerPropertyStatus,
} from './owner-statuses';

export const ownerParamsSchema = z.object({ ownerId: z.uuid('オーナーIDの形式が正しくありません') });

export const ownerDashboardPropertySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  location: z.string().describe('市区町村と番地'),
  prefecture: z.string(),
  pricePerNight: z.number().int().describe('基本料金（円・税込）'),
  maxGuests: z.number().int(),
  bedrooms: z.number().int(),
  amenities: z.array(z.string()).describe('設備のキー（basic_amenities_master.key、POST /api/properties と同じ）'),
  images: z.array(z.string()).describe('写真のURL（カバー写真が先頭、以降は並び順）'),
  yearBuilt: z.number().int().nullable(),
  ownerId: z.uuid(),
  isActive: z.boolean().describe('ゲストに公開中か（status が published のときだけ true）'),
  status: z
    .enum(OWNER_PROPERTY_STATUSES)
    .describe(
      'オーナー向けの3語: published → approved（公開中）。ホストが非公開にした審査済みの物件も approved（isActive は false）。' +
        '却下されて下書きに戻った物件（rejectedAt あり）と停止中の物件 → rejected（却下）。それ以外の下書き・審査中 → pending（審査待ち）。',
    ),
  propertyStatus: z.enum(PROPERTY_STATUSES).describe('物件の実際のステータス（下書き・審査待ち・非公開・公開中・停止中）'),
  statusReason: z.string().nullable().describe('却下または停止の理由'),
});
export type OwnerDashboardProperty = z.infer<typeof ownerDashboardPropertySchema>;

const monthPattern = monthField();

export const ownerBookingsQuerySchema = z.object({
  month: monthPattern
    .optional()
    .describe('YYYY-MM: その月（日本時間）に1泊でもかかる宿泊（予約カレンダー用、チェックイン順）。省略時は新しい予約から limit 件'),
  limit: z.coerce.number().int('件数は整数で指定してください').min(1, '件数は1以上で指定してください').max(100, '件数は100以下で指定してください').default(20),
});
export type OwnerBookingsQuery = z.input<typeof ownerBookingsQuerySchema>;

export const ownerDashboardBookingSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyName: z.string(),
  guestName: z.string(),
  checkIn: z.string().describe('YYYY-MM-DD'),
  checkOut: z.string().describe('YYYY-MM-DD'),
  nights: z.number().int(),
  guests: z.number().int().describe('大人と子どもの人数（乳幼児を除く）'),
  totalPrice: z.number().int().describe('合計（円・税込）'),
  status: z
    .enum(OWNER_BOOKING_STATUSES)
    .describe('pending → pending（保留中）; confirmed・completed → confirmed（確定）; cancelled・no_show → cancelled（キャンセル）'),
  bookingStatus: z.enum(BOOKING_STATUSES).describe('予約の実際のステータス'),
  rejected: z.boolean().describe('ホストが却下したリクエスト（status は cancelled、表示は「却下」）'),
  respondBy: z.string().nullable().describe('保留中のリクエストの回答期限（ISO 8601）'),
  createdAt: z.string(),
});
export type OwnerDashboardBooking = z.infer<typeof ownerDashboardBookingSchema>;

export const ownerStatsSchema = z.object({
  bookingsThisMonth: z.number().int().describe('今月（日本時間）チェックインの確定・完了予約の数'),
  revenueThisMonth: z.number().int().describe('今月（日本時間）チェックアウト分の売上（円・税込、返金差引後、docs/product/money.md）'),
  occupancyRate: z
    .number()
    .describe(
      '稼働率（%、小数1桁）: 今月（日本時間）の公開中の物件について、確定・完了予約が泊まる泊数 ÷ 販売可能な泊数（月の日数 × 物件数 − ホストが閉じた日）× 100。販売可能な泊がないときは 0',
    ),
  averageRating: z.number().nullable().describe('オーナーの物件の公開済みレビューの平均評価（レビュー数で重み付け、小数2桁）。レビューがないときは null'),
  reviewCount: z.number().int().describe('平均評価の元になった公開済みレビューの数'),
  pendingRequests: z.number().int().describe('回答待ち（保留中）の予約リクエストの数'),
  month: z.string().describe('集計した月（YYYY-MM、日本時間）'),
});
export type OwnerStats = z.infer<typeof ownerStatsSchema>;

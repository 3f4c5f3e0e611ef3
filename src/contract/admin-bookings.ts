import { z } from 'zod';
import { BOOKING_STATUSES, CANCEL_POLICIES } from './enums';
import { listFilter, listQuerySchema } from './list';
import { accommodationTaxBreakdownSchema } from './properties';

/** A booking of the back office's list (the seed's 2.17 shape). */
export const adminBookingSchema = z.object({
  id: z.uuid().describe('予約ID（画面では先頭8文字を予約番号として表示）'),
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  checkInDate: z.string().describe('チェックイン日（YYYY-MM-DD、日本時間）'),
  checkOutDate: z.string(),
  totalGuests: z.number().int().describe('大人と子ども（乳幼児を除く）'),
  totalAmountJpy: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  rejected: z.boolean().describe('ホストが却下したリクエスト（status は cancelled、表示は「却下」）'),
  payAfterApproval: z.boolean().describe('承認後にコンビニ払い・銀行振込で支払うリクエスト（承認後 status が tentative の間の表示は「お支払い待ち」）'),
  createdAt: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const ADMIN_BOOKING_SORTS = ['newest', 'checkin'] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];

/** The period filter, in Japan time (docs/product/back-office.md). */
export const ADMIN_BOOKING_PERIODS = ['today', 'week', 'month', 'upcoming'] as const;
export type AdminBookingPeriod = (typeof ADMIN_BOOKING_PERIODS)[number];

/** GET /api/admin/bookings */
export const adminBookingsQuerySchema = listQuerySchema({
  sorts: ADMIN_BOOKING_SORTS,
  filters: {
    status: listFilter(BOOKING_STATUSES, '予約状況の値が正しくありません'),
    period: listFilter(ADMIN_BOOKING_PERIODS, '期間の値が正しくありません'),
  },
});
export type AdminBookingsQuery = z.input<typeof adminBookingsQuerySchema>;

/** The counters above the list (x-list-counts), over every booking; paymentsThisMonth in yen. */
export const adminBookingCountsSchema = z.object({
  total: z.number().int(),
  confirmed: z.number().int(),
  pending: z.number().int(),
  paymentsThisMonth: z.number().int().describe('今月の決済額: 日本時間の今月に確定した決済から今月の返金を引いた額（円・税込）'),
});
export type AdminBookingCounts = z.infer<typeof adminBookingCountsSchema>;

/** What an admin's cancellation would refund now: in full, or by the booking's policy. */
export const adminCancellationSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable().describe('キャンセルできない理由'),
  paidJpy: z.number().int().describe('ゲストが支払い済みで未返金の額'),
  fullRefundJpy: z.number().int(),
  policyFeeJpy: z.number().int(),
  policyRefundJpy: z.number().int(),
});
export type AdminCancellation = z.infer<typeof adminCancellationSchema>;

/** GET /api/admin/bookings/{id} */
export const adminBookingDetailSchema = adminBookingSchema.extend({
  guestsAdults: z.number().int(),
  guestsChildren: z.number().int(),
  guestsInfants: z.number().int(),
  nights: z.number().int(),
  hostName: z.string(),
  hostEmail: z.string(),
  specialRequests: z.string().nullable(),
  cancelPolicy: z.enum(CANCEL_POLICIES),
  paymentStatus: z.string(),
  cancelledBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelAt: z.string().nullable(),
  cancelFeeJpy: z.number().int(),
  checkedInAt: z.string().nullable(),
  guests: z.array(z.object({ fullName: z.string(), email: z.string().nullable(), phone: z.string().nullable(), category: z.string(), isPrimary: z.boolean() })),
  pricing: z.object({
    dailyPrices: z.array(z.object({ date: z.string(), price: z.number() })),
    nightsTotal: z.number().int(),
    cleaningFeeJpy: z.number().int(),
    accommodationTax: accommodationTaxBreakdownSchema,
    totalPrice: z.number().int(),
  }),
  payment: z
    .object({
      provider: z.string(),
      status: z.string(),
      amountJpy: z.number().int(),
      stripePaymentIntentId: z.string().nullable(),
      providerChargeId: z.string().nullable(),
      authorizedAt: z.string().nullable(),
      capturedAt: z.string().nullable(),
      failureReason: z.string().nullable(),
    })
    .nullable(),
  refunds: z.array(
    z.object({
      id: z.uuid(),
      amountJpy: z.number().int(),
      status: z.string(),
      reason: z.string().nullable(),
      providerRefundId: z.string().nullable(),
      failureReason: z.string().nullable(),
      refundedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  messages: z.array(
    z.object({ id: z.uuid(), from: z.enum(['guest', 'host', 'staff']), fromName: z.string(), content: z.string(), isRead: z.boolean(), createdAt: z.string() }),
  ),
  history: z.array(z.object({ at: z.string(), label: z.string(), detail: z.string().nullable() })).describe('予約の経過（作成・支払い・キャンセルなどの時刻と管理者の操作）、古い順'),
  cancellation: adminCancellationSchema,
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

export const adminBookingIdParamsSchema = z.object({ id: z.uuid('予約IDの形式が正しくありません') });

export const ADMIN_CANCEL_REASON_MAX = 500;
export const ADMIN_REFUND_CHOICES = ['full', 'policy'] as const;
export type AdminRefundChoice = (typeof ADMIN_REFUND_CHOICES)[number];

/** POST /api/admin/bookings/{id}/cancel */
export const adminCancelBookingBodySchema = z.object({
  reason: z
    .string('キャンセルの理由を入力してください')
    .trim()
    .min(1, 'キャンセルの理由を入力してください')
    .max(ADMIN_CANCEL_REASON_MAX, `理由は${ADMIN_CANCEL_REASON_MAX}文字以内で入力してください`),
  refund: z.enum(ADMIN_REFUND_CHOICES, '返金方法（全額返金・ポリシーどおり）を選んでください'),
});
export type AdminCancelBookingBody = z.input<typeof adminCancelBookingBodySchema>;

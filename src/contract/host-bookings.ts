import { z } from 'zod';
import { BOOKING_STATUSES, CANCEL_POLICIES, GUEST_CATEGORIES, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './enums';
import { listFilter, listQuerySchema } from './list';
import { accommodationTaxBreakdownSchema, isoDate, PRICE_SOURCES } from './properties';

/**
 * The host's bookings (/host/bookings, docs/product/bookings.md "The host's actions"): the list on the
 * list kit, the detail, and the actions, each a change of the booking state machine.
 */

/** What a host may do with a booking; `allowedActions` lists those allowed now (src/domain/host-booking-actions.ts). */
export const HOST_BOOKING_ACTIONS = ['approve', 'reject', 'cancel', 'check_in', 'no_show'] as const;
export type HostBookingAction = (typeof HOST_BOOKING_ACTIONS)[number];

/** The list's tabs; `cancelled` also holds the no-shows (無断キャンセル). */
export const HOST_BOOKING_TABS = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type HostBookingTab = (typeof HOST_BOOKING_TABS)[number];

export const HOST_BOOKING_SORTS = ['newest', 'checkin_asc', 'checkin_desc'] as const;
export type HostBookingSort = (typeof HOST_BOOKING_SORTS)[number];

/** GET /api/host/bookings */
export const hostBookingsQuerySchema = listQuerySchema({
  sorts: HOST_BOOKING_SORTS,
  filters: { status: listFilter(HOST_BOOKING_TABS, '予約状況の値が正しくありません') },
});
export type HostBookingsQuery = z.input<typeof hostBookingsQuerySchema>;

/** The tabs' counts over the host's whole list (x-list-counts). */
export const hostBookingCountsSchema = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type HostBookingCounts = z.infer<typeof hostBookingCountsSchema>;

/** One booking of the host's list. */
export const hostBookingListItemSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  propertyImage: z.string().nullable(),
  guestName: z.string(),
  checkIn: isoDate,
  checkOut: isoDate,
  nights: z.number().int(),
  guestCount: z.number().int().describe('大人と子ども（乳幼児を除く）'),
  guestsInfants: z.number().int(),
  totalAmountJpy: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  rejected: z.boolean().describe('ホストが却下したリクエスト（表示は「却下」）'),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  holdExpiresAt: z.string().nullable().describe('承認待ちのリクエストの回答期限（それ以外は null）'),
  payAfterApproval: z.boolean().describe('承認後にゲストがコンビニ払い・銀行振込で支払うリクエスト（カードの与信なし）'),
  paymentDeadline: z.string().nullable().describe('承認後のゲストのお支払い期限（お支払い待ちの間だけ）'),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
  allowedActions: z.array(z.enum(HOST_BOOKING_ACTIONS)).describe('いま行える操作'),
  registryIncomplete: z.boolean().describe('今日チェックインの確定済みの予約で、宿泊者名簿が全員分そろっていない（docs/product/guest-registry.md）'),
});
export type HostBookingListItem = z.infer<typeof hostBookingListItemSchema>;

/** GET /api/host/bookings/{id}: everything the host's detail shows. */
export const hostBookingDetailSchema = hostBookingListItemSchema.extend({
  guestsAdults: z.number().int(),
  guestsChildren: z.number().int(),
  guests: z.array(
    z.object({
      fullName: z.string(),
      fullNameKana: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      category: z.enum(GUEST_CATEGORIES),
      isPrimary: z.boolean(),
    }),
  ),
  checkinFrom: z.string(),
  checkoutUntil: z.string(),
  specialRequests: z.string().nullable(),
  cancelPolicy: z.enum(CANCEL_POLICIES),
  pricing: z.object({
    dailyPrices: z.array(z.object({ date: isoDate, price: z.number().int(), source: z.enum(PRICE_SOURCES) })),
    nightsTotal: z.number().int(),
    cleaningFeeJpy: z.number().int(),
    accommodationTax: accommodationTaxBreakdownSchema,
    totalPrice: z.number().int(),
  }),
  payment: z
    .object({
      provider: z.enum(PAYMENT_PROVIDERS),
      status: z.enum(PAYMENT_STATUSES),
      amountJpy: z.number().int(),
      authorizedAt: z.string().nullable(),
      capturedAt: z.string().nullable(),
    })
    .nullable(),
  refunds: z.array(
    z.object({
      amountJpy: z.number().int(),
      status: z.enum(PAYMENT_STATUSES),
      reason: z.string().nullable(),
      refundedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  refundedJpy: z.number().int().describe('返金済み・返金手続き中の合計（失敗を除く）'),
  cancelledBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelAt: z.string().nullable(),
  cancelFeeJpy: z.number().int(),
  actionRefusals: z
    .object(Object.fromEntries(HOST_BOOKING_ACTIONS.map((a) => [a, z.string().optional()])) as Record<HostBookingAction, z.ZodOptional<z.ZodString>>)
    .describe('いま行えない操作とその理由（状態が違う操作も含む）'),
});
export type HostBookingDetail = z.infer<typeof hostBookingDetailSchema>;

export const hostBookingIdParamsSchema = z.object({ id: z.uuid('予約IDの形式が正しくありません') });

const reason = z
  .string('理由を入力してください')
  .trim()
  .min(1, '理由を入力してください')
  .max(500, '理由は500文字以内で入力してください');

/** POST /api/host/bookings/{id}/reject and …/cancel: the reason the guest is told. */
export const hostBookingReasonBodySchema = z.object({ reason });
export type HostBookingReasonBody = z.input<typeof hostBookingReasonBodySchema>;

/** PUT /api/bookings/{bookingId}: the seed's owner call — approve (confirmed) or reject (cancelled) a request. */
export const ownerBookingStatusBodySchema = z.object({
  status: z.enum(['confirmed', 'cancelled'], 'status は confirmed または cancelled を指定してください'),
  reason: z.string().trim().max(500, '理由は500文字以内で入力してください').optional(),
});
export const ownerBookingParamsSchema = z.object({ bookingId: z.uuid('予約IDの形式が正しくありません') });

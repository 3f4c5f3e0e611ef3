import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './enums';
import { listFilter, listQuerySchema } from './list';

/** 決済履歴: every payment and every refund, one row each, with the provider's ids. */
export const PAYMENT_ROW_KINDS = ['payment', 'refund'] as const;
export type PaymentRowKind = (typeof PAYMENT_ROW_KINDS)[number];

export const adminPaymentSchema = z.object({
  id: z.uuid().describe('決済（payments）または返金（refunds）のID'),
  kind: z.enum(PAYMENT_ROW_KINDS),
  bookingId: z.uuid(),
  bookingNumber: z.string().describe('予約番号（予約IDの先頭8文字）'),
  guestName: z.string(),
  propertyTitle: z.string(),
  amountJpy: z.number().int().describe('金額（円、返金も正の数）'),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.enum(PAYMENT_METHODS).describe('お支払い方法（返金の行はその決済の方法）'),
  paymentIntentId: z.string().nullable().describe('決済の PaymentIntent ID（stripePaymentIntentId）'),
  chargeId: z.string().nullable().describe('決済代行会社の課金ID'),
  providerRefundId: z.string().nullable().describe('返金の決済代行会社ID（返金の行のみ）'),
  status: z.enum(PAYMENT_STATUSES).describe('返金の unpaid は処理中'),
  failureReason: z.string().nullable(),
  reason: z.string().nullable().describe('返金の理由'),
  occurredAt: z.string().describe('決済の確定（または与信・作成）日時、返金の完了（または依頼）日時'),
  canRetry: z.boolean().describe('失敗した返金で、再試行できる'),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const ADMIN_PAYMENT_SORTS = ['newest', 'oldest', 'amount'] as const;

/** GET /api/admin/payments */
export const adminPaymentsQuerySchema = listQuerySchema({
  sorts: ADMIN_PAYMENT_SORTS,
  filters: {
    kind: listFilter(PAYMENT_ROW_KINDS, '種類の値が正しくありません'),
    status: listFilter(PAYMENT_STATUSES, '状態の値が正しくありません'),
  },
});
export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuerySchema>;

/** The counters above the list (x-list-counts), over every payment and refund. */
export const adminPaymentCountsSchema = z.object({
  paidTotalJpy: z.number().int().describe('決済済み（返金の有無を問わず）の合計'),
  refundedTotalJpy: z.number().int().describe('完了した返金の合計'),
  failedCount: z.number().int().describe('失敗した決済と返金の件数'),
});
export type AdminPaymentCounts = z.infer<typeof adminPaymentCountsSchema>;

export const adminRefundIdParamsSchema = z.object({ id: z.uuid('IDの形式が正しくありません') });

import { z } from 'zod';
import { REFUND_TRANSFER_STATUSES } from './enums';
import { hostBankBodySchema } from './host-profile';

/**
 * Refunds of コンビニ払い and 銀行振込 paid by the platform's bank transfer (docs/product/payments.md,
 * "Refunds of コンビニ払い and 銀行振込"): the guest's refund account (the host bank account's fields and
 * rules, the bank and branch chosen from the Zengin master), the refund as the guest and admins see it,
 * and the back office's list and its 振込済みにする.
 */

export const REFUND_BANK_MESSAGE = '銀行を候補から選んでください';
export const REFUND_BRANCH_MESSAGE = '支店を候補から選んでください';

/** PUT /api/bookings/{id}/refund-account, and the cancellation's `refundAccount`. */
export const refundAccountBodySchema = hostBankBodySchema.extend({
  bankCode: z.string(REFUND_BANK_MESSAGE).trim().regex(/^\d{4}$/, REFUND_BANK_MESSAGE),
  branchCode: z.string(REFUND_BRANCH_MESSAGE).trim().regex(/^\d{3}$/, REFUND_BRANCH_MESSAGE),
});
export type RefundAccountInput = z.input<typeof refundAccountBodySchema>;
export type RefundAccountBody = z.output<typeof refundAccountBodySchema>;

/** POST /api/bookings/{id}/cancel: a paid コンビニ払い or 銀行振込 stay's cancellation carries the refund account. */
export const cancelBookingBodySchema = z.object({ refundAccount: refundAccountBodySchema.optional() }).strict();
export type CancelBookingBody = z.input<typeof cancelBookingBodySchema>;

/** The account as shown to the guest: bank, branch, type and the number masked (****567); the holder is never answered. */
export const refundAccountViewSchema = z.object({
  bankName: z.string(),
  branchName: z.string(),
  accountType: z.string(),
  accountNumber: z.string().describe('下3桁のみ（****567）'),
});
export type RefundAccountView = z.infer<typeof refundAccountViewSchema>;

export const refundTransferSchema = z.object({
  id: z.uuid(),
  status: z.enum(REFUND_TRANSFER_STATUSES),
  statusLabel: z.string().describe('返金口座の入力待ち / 返金手続き中 / 返金済み'),
  amountJpy: z.number().int(),
  account: refundAccountViewSchema.nullable(),
  accountErasedAt: z.string().nullable(),
  transferredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RefundTransfer = z.infer<typeof refundTransferSchema>;

/** The guest's page where a refund's account is given (the e-mail's link, the booking details' button). */
export const refundAccountPath = (bookingId: string) => `/booking/${bookingId}/refund-account`;

// --- back office ----------------------------------------------------------------------------------

export const adminRefundTransferSchema = refundTransferSchema.extend({
  bookingId: z.uuid(),
  guestName: z.string(),
  propertyTitle: z.string(),
  paymentMethod: z.string(),
  bankCode: z.string().nullable(),
  branchCode: z.string().nullable(),
});
export type AdminRefundTransfer = z.infer<typeof adminRefundTransferSchema>;

export const adminRefundTransferQuerySchema = z.object({
  status: z.enum(REFUND_TRANSFER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminRefundTransferQuery = z.input<typeof adminRefundTransferQuerySchema>;

/** The admin's details of one transfer to make: the full number and the holder, read from the cipher until the transfer is made. */
export const adminRefundTransferDetailSchema = adminRefundTransferSchema.extend({
  accountNumberFull: z.string().nullable().describe('振込後は消去（null）'),
  accountHolder: z.string().nullable().describe('振込後は消去（null）'),
});
export type AdminRefundTransferDetail = z.infer<typeof adminRefundTransferDetailSchema>;

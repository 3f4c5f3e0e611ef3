import { PAYMENT_METHOD_LABELS } from '@/domain/pay-later';
import type { Booking } from '@/contract/bookings';
import { visibleAddress } from '@/domain/address-visibility';
import { REVIEW_WINDOW_DAYS } from '@/domain/booking-state';
import { type GuestCancellation, guestCancellation } from '@/domain/cancellation';
import { addDays, japanDate, japanInstant } from '@/domain/japan-date';
import { type AccommodationTaxSummary, NO_ACCOMMODATION_TAX } from '@/domain/accommodation-tax';
import type { StayQuote } from '@/domain/pricing';
import { maskedAccountNumber, REFUND_TRANSFER_LABELS, refundsByTransfer } from '@/domain/refund-transfers';
import type { RefundTransfer } from '@/contract/refund-transfers';
import type { BookingViewRow, RefundTransferViewRow } from './repository';

const isoOf = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** A refund by bank transfer as the guest and admins see it: the account masked, none once erased. */
export function toRefundTransferView(t: RefundTransferViewRow): RefundTransfer {
  return {
    id: t.id,
    status: t.status,
    statusLabel: REFUND_TRANSFER_LABELS[t.status],
    amountJpy: t.amountJpy,
    account:
      t.bankName && t.accountNumberLast3
        ? { bankName: t.bankName, branchName: t.branchName ?? '', accountType: t.accountType ?? '', accountNumber: maskedAccountNumber(t.accountNumberLast3) }
        : null,
    accountErasedAt: isoOf(t.accountErasedAt),
    transferredAt: isoOf(t.transferredAt),
    createdAt: isoOf(t.createdAt) ?? '',
  };
}

/** A card payment's name by its provider (コンビニ払い and 銀行振込 by their method: src/domain/pay-later.ts). */
const PAYMENT_METHOD_LABEL: Record<string, string> = { stripe: 'クレジットカード（Stripe）', local: 'クレジットカード', bank_transfer: '銀行振込' };

/** How a request sent without a card is paid, until the guest has chosen at the payment page. */
const PAY_AFTER_APPROVAL_METHOD = 'コンビニ払い・銀行振込（ホストの承認後）';

/** How the booking is (to be) paid, in words: the voucher's method, the card's provider, or a request to pay after approval not yet paid. */
function paymentMethodOf(row: BookingViewRow): string {
  if (!row.payment && row.booking.payAfterApproval) return PAY_AFTER_APPROVAL_METHOD;
  if (row.payment && row.payment.method !== 'card') return PAYMENT_METHOD_LABELS[row.payment.method];
  return PAYMENT_METHOD_LABEL[row.payment?.provider ?? 'local'] ?? 'クレジットカード';
}

export interface BookingPriceSnapshot extends StayQuote {
  /** Included in totalPrice; none on a booking made before the tax was charged. */
  accommodationTax: AccommodationTaxSummary;
}

/** The stored price breakdown of a booking (what the guest agreed to pay). */
export function snapshotOf(row: { pricingSnapshotJson: unknown; totalAmountJpy: number }): BookingPriceSnapshot {
  const s = row.pricingSnapshotJson as Partial<BookingPriceSnapshot> | null;
  const dailyPrices = Array.isArray(s?.dailyPrices) ? s.dailyPrices : [];
  const cleaningFeeJpy = typeof s?.cleaningFeeJpy === 'number' ? s.cleaningFeeJpy : 0;
  const accommodationTax = s?.accommodationTax && typeof s.accommodationTax.totalJpy === 'number' ? s.accommodationTax : NO_ACCOMMODATION_TAX;
  return {
    dailyPrices,
    nights: dailyPrices.length,
    nightsTotal: typeof s?.nightsTotal === 'number' ? s.nightsTotal : row.totalAmountJpy - cleaningFeeJpy - accommodationTax.totalJpy,
    cleaningFeeJpy,
    accommodationTax,
    totalPrice: row.totalAmountJpy,
  };
}

/**
 * What the booking costs without its accommodation tax: a cancellation's or a no-show's fee is a share
 * of this (a stay not taken owes no tax; docs/product/accommodation-tax.md).
 */
export function stayAmountJpy(row: { pricingSnapshotJson: unknown; totalAmountJpy: number }): number {
  return row.totalAmountJpy - snapshotOf(row).accommodationTax.totalJpy;
}

/** What the guest has paid and not been given back. */
export function paidJpy(row: BookingViewRow): number {
  return row.payment?.status === 'paid' || row.payment?.status === 'refunded' ? row.payment.amountJpy - row.refundedJpy : 0;
}

/** Until this day (Japan time, inclusive) a completed stay may be reviewed. */
export function reviewDeadline(checkoutDate: string): string {
  return addDays(checkoutDate, REVIEW_WINDOW_DAYS);
}

/** A stay may be reviewed once it is completed, within 14 days of check-out, and not yet reviewed. */
export function reviewability(row: BookingViewRow, now: Date): { canReview: boolean; reason: string | null } {
  const b = row.booking;
  if (b.status !== 'completed') return { canReview: false, reason: 'ご宿泊が完了した予約のみレビューできます' };
  if (row.hasReview) return { canReview: false, reason: 'この予約のレビューは投稿済みです' };
  if (japanDate(now) > reviewDeadline(b.checkoutDate)) return { canReview: false, reason: 'レビューの投稿期限（チェックアウトから14日）を過ぎています' };
  return { canReview: true, reason: null };
}

/**
 * Whether the guest may cancel the booking at `now`, and what it would cost (src/domain/cancellation.ts):
 * the one answer the booking's `cancellation` shows and `PUT /api/bookings/{id}/cancel` applies.
 */
export function guestCancellationOf(row: BookingViewRow, now: Date): GuestCancellation {
  const b = row.booking;
  return guestCancellation(
    {
      status: b.status,
      cancelPolicy: b.cancelPolicy,
      // A stay not taken owes no accommodation tax: the fee is a share of the stay alone.
      totalAmountJpy: stayAmountJpy(b),
      firstNightJpy: snapshotOf(b).dailyPrices[0]?.price ?? b.totalAmountJpy,
      paidJpy: paidJpy(row),
      checkinAt: japanInstant(b.checkinDate, row.checkinFrom),
    },
    now,
  );
}

/** The deadline of an approved request being paid after approval (tentative again, `payAfterApproval`), else null. */
export function paymentDeadlineOf(b: { status: string; payAfterApproval: boolean; holdExpiresAt: Date | null }): Date | null {
  return b.status === 'tentative' && b.payAfterApproval ? b.holdExpiresAt : null;
}

export function toBookingView(row: BookingViewRow, now: Date): Booking {
  const b = row.booking;
  const snapshot = snapshotOf(b);
  const cancellation = guestCancellationOf(row, now);
  const hostContactShown = b.status === 'confirmed' || b.status === 'completed';
  const { canReview } = reviewability(row, now);
  return {
    id: b.id,
    propertyId: b.propertyId,
    propertyTitle: row.propertyTitle,
    propertyTitleEn: row.titleEn,
    propertyLocation: `${row.prefecture}${row.city}`,
    propertyPrefecture: row.prefecture,
    propertyCity: row.city,
    propertyCityEn: row.cityEn,
    propertyImage: row.propertyImage,
    checkIn: b.checkinDate,
    checkOut: b.checkoutDate,
    checkinFrom: row.checkinFrom,
    checkoutUntil: row.checkoutUntil,
    nights: b.nights,
    guestCount: b.guestsAdults + b.guestsChildren,
    guestsAdults: b.guestsAdults,
    guestsChildren: b.guestsChildren,
    guestsInfants: b.guestsInfants,
    guestName: row.guestName ?? '',
    guestNameKana: row.guestNameKana ?? null,
    guestEmail: row.guestEmail ?? '',
    guestPhone: row.guestPhone ?? '',
    specialRequests: b.specialRequests,
    status: b.status,
    // A コンビニ払い / 銀行振込 refund is not made until the platform's transfer: the money is still paid until then.
    paymentStatus: b.paymentStatus === 'refunded' && row.refundTransfer && row.refundTransfer.status !== 'transferred' ? 'paid' : b.paymentStatus,
    paymentMethod: paymentMethodOf(row),
    totalPrice: b.totalAmountJpy,
    totalAmountJpy: b.totalAmountJpy,
    nightsTotal: snapshot.nightsTotal,
    cleaningFee: snapshot.cleaningFeeJpy,
    serviceFee: 0,
    accommodationTaxJpy: snapshot.accommodationTax.totalJpy,
    accommodationTax: snapshot.accommodationTax,
    dailyPrices: snapshot.dailyPrices,
    cancelPolicy: b.cancelPolicy,
    cancelAt: b.cancelAt?.toISOString() ?? null,
    cancelFeeJpy: b.cancelFeeJpy,
    refundAmountJpy: row.refundedJpy,
    cancelledBy: b.cancelledBy,
    // The guest reads why the host, the back office or the site (a lapsed deadline) ended it; their own words are not repeated back.
    cancelReason: b.status === 'cancelled' && (b.cancelledBy === 'host' || b.cancelledBy === 'admin' || b.cancelledBy === 'system') ? b.cancelReason : null,
    rejected: b.rejectedAt !== null,
    address: visibleAddress(row, { bookingStatuses: [b.status] }),
    holdExpiresAt: b.status === 'tentative' || b.status === 'pending' ? (b.holdExpiresAt?.toISOString() ?? null) : null,
    payAfterApproval: b.payAfterApproval,
    paymentDeadline: paymentDeadlineOf(b)?.toISOString() ?? null,
    hostName: row.hostName,
    hostEmail: hostContactShown ? row.hostEmail : null,
    hostPhone: hostContactShown ? row.hostPhone : null,
    canReview,
    hasReview: row.hasReview,
    reviewDeadline: b.status === 'completed' ? reviewDeadline(b.checkoutDate) : null,
    cancellation: cancellation.allowed
      ? {
          allowed: true,
          feeJpy: cancellation.feeJpy,
          refundJpy: cancellation.refundJpy,
          reason: null,
          refundAccountRequired: cancellation.refundJpy > 0 && row.payment !== null && refundsByTransfer(row.payment.method),
        }
      : { allowed: false, feeJpy: 0, refundJpy: 0, reason: cancellation.reason, refundAccountRequired: false },
    refundTransfer: row.refundTransfer ? toRefundTransferView(row.refundTransfer) : null,
    createdAt: b.createdAt.toISOString(),
  };
}

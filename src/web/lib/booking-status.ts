import type { BookingStatus } from '@/contract/enums';
import { BOOKING_STATUS_LABELS } from '@/domain/booking-state';

/** The booking states' labels (docs/product/bookings.md), from their one home; a booking's own label is `bookingStatusLabel`. */
export const BOOKING_STATUS_LABEL: Readonly<Record<BookingStatus, string>> = BOOKING_STATUS_LABELS;

/** Why a booking that is not a live hold cannot be paid, in the guest's words. */
export const NOT_PAYABLE_TEXT: Record<Exclude<BookingStatus, 'tentative'>, string> = {
  pending: 'この予約はお支払い手続きが済んでおり、ホストの承認待ちです。追加のお支払いは必要ありません。',
  confirmed: 'この予約はお支払い済みで、確定しています。追加のお支払いは必要ありません。',
  cancelled: 'この予約はキャンセルされています（お支払いの期限切れを含みます）。お支払いはできません。',
  completed: 'この予約の宿泊は完了しています。',
  no_show: 'この予約の宿泊日は過ぎています。',
};

/** The booking number shown to everyone: the first 8 characters of its id, in capitals (src/domain/display-format.ts). */
export { bookingNumber } from '@/domain/display-format';

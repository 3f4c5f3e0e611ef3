import type { BookingStatus } from './enums';
/** The owner dashboard's status words, without zod: the page's badges read them without loading the schemas. */

/** The owner's three words for a house's life (docs/product/hosts-and-houses.md). */
export const OWNER_PROPERTY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OwnerPropertyStatus = (typeof OWNER_PROPERTY_STATUSES)[number];
export const OWNER_PROPERTY_STATUS_LABELS: Record<OwnerPropertyStatus, string> = {
  pending: '審査待ち',
  approved: '公開中',
  rejected: '却下',
};

/** The owner's three words for a booking (docs/product/bookings.md: 承認待ち reads 保留中 here). */
export const OWNER_BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type OwnerBookingStatus = (typeof OWNER_BOOKING_STATUSES)[number];
export const OWNER_BOOKING_STATUS_LABELS: Record<OwnerBookingStatus, string> = {
  pending: '保留中',
  confirmed: '確定',
  cancelled: 'キャンセル',
};

/** Which of the three words each booking status reads as (no-show with the cancellations). */
export const OWNER_BOOKING_STATUS_OF = {
  tentative: 'pending',
  pending: 'pending',
  confirmed: 'confirmed',
  completed: 'confirmed',
  cancelled: 'cancelled',
  no_show: 'cancelled',
} as const satisfies Record<BookingStatus, OwnerBookingStatus>;

/** The owner's words per booking status, for `bookingStatusLabel` (src/domain/booking-state.ts: a rejected request reads 却下). */
export const OWNER_LABELS_BY_BOOKING_STATUS = Object.fromEntries(
  Object.entries(OWNER_BOOKING_STATUS_OF).map(([status, word]) => [status, OWNER_BOOKING_STATUS_LABELS[word]]),
) as Record<BookingStatus, string>;

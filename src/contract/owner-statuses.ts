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

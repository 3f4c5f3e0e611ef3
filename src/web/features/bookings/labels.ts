import type { BookingStatus, PaymentStatus } from '@/contract/enums';
import { BOOKING_STATUS_LABELS } from '@/domain/booking-state';
import type { badgeVariants } from '@/web/components/ui/badge';
import type { VariantProps } from 'class-variance-authority';
import { msg } from '@/web/lib/i18n/translate';

/**
 * The status labels of both booking pages, in one place (docs/product/bookings.md). The management page (/bookings and a
 * booking's own page) uses the full set; the simple list (/booking-check) words three of them differently.
 */
export const MANAGEMENT_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = BOOKING_STATUS_LABELS;

export const LIST_STATUS_LABELS: Record<BookingStatus, string> = {
  ...MANAGEMENT_STATUS_LABELS,
  confirmed: msg('予約確定'),
  pending: msg('予約待ち'),
  cancelled: msg('キャンセル済み'),
};

export type StatusLabels = Record<BookingStatus, string>;

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

/** The badge colour of each status: waiting is amber, done is green, ended without a stay is red. */
export const STATUS_BADGE: Record<BookingStatus, BadgeVariant> = {
  tentative: 'warning',
  pending: 'warning',
  confirmed: 'success',
  completed: 'secondary',
  cancelled: 'destructive',
  no_show: 'destructive',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: msg('未払い'),
  authorized: msg('カード与信済み（ホスト承認後に確定）'),
  paid: msg('支払い済み'),
  refunded: msg('返金済み'),
  failed: msg('決済失敗'),
};

/** Who cancelled (contract CANCELLED_BY); unknown values are shown as they are. */
export const CANCELLED_BY_LABELS: Record<string, string> = {
  guest: msg('お客様'),
  host: msg('ホスト'),
  admin: msg('運営'),
  system: msg('システム（期限切れ・決済不成立）'),
};

/** 予約番号: the first 8 characters of the booking's id, as guests quote it to support (src/domain/display-format.ts). */
export { bookingNumber } from '@/domain/display-format';

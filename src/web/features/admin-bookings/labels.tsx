import type { AdminBookingPeriod } from '@/contract/admin-bookings';
import type { BookingStatus } from '@/contract/enums';
import type { ListSelectOption } from '@/web/components/data-table/list-select';
import { bookingStatusLabel } from '@/domain/booking-state';
import { Badge } from '@/web/components/ui/badge';

/** The back office's words for a booking's status (docs/product/bookings.md). */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  tentative: '仮予約',
  pending: '承認待ち',
  confirmed: '確定',
  completed: '完了',
  cancelled: 'キャンセル',
  no_show: '無断キャンセル',
};

const STATUS_VARIANTS: Record<BookingStatus, 'success' | 'warning' | 'secondary' | 'outline' | 'destructive'> = {
  tentative: 'outline',
  pending: 'warning',
  confirmed: 'success',
  completed: 'secondary',
  cancelled: 'destructive',
  no_show: 'destructive',
};

/**
 * The status badge (却下 for a rejected request, お支払い待ち for an approved request awaiting its payment:
 * `bookingStatusLabel`); an unknown status looks like 承認待ち.
 */
export function BookingStatusBadge({ booking }: { booking: { status: BookingStatus; rejected: boolean; payAfterApproval: boolean } }) {
  const known = booking.status in STATUS_VARIANTS ? booking.status : 'pending';
  return <Badge variant={STATUS_VARIANTS[known]}>{bookingStatusLabel({ status: known, rejected: booking.rejected, payAfterApproval: booking.payAfterApproval }, STATUS_LABELS)}</Badge>;
}

export const STATUS_OPTIONS: ListSelectOption<BookingStatus>[] = (['pending', 'confirmed', 'completed', 'cancelled', 'no_show', 'tentative'] as const).map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

export const PERIOD_OPTIONS: ListSelectOption<AdminBookingPeriod>[] = [
  { value: 'today', label: '今日' },
  { value: 'week', label: '今週' },
  { value: 'month', label: '今月' },
  { value: 'upcoming', label: '今後の予約' },
];

export const SORT_OPTIONS: ListSelectOption<'newest' | 'checkin'>[] = [
  { value: 'newest', label: '新しい順' },
  { value: 'checkin', label: 'チェックイン順' },
];

export const PAYMENT_STATUS_LABELS: Record<string, string> = { unpaid: '未払い', authorized: '与信済み', paid: '支払済み', refunded: '返金済み', failed: '失敗' };
export const REFUND_STATUS_LABELS: Record<string, string> = { unpaid: '手続き中', refunded: '返金済み', failed: '失敗', paid: '返金済み', authorized: '手続き中' };
export const CANCEL_POLICY_LABELS: Record<string, string> = { flexible: '柔軟', moderate: '普通', strict: '厳格' };

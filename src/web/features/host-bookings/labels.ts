import type { BookingStatus, PaymentStatus } from '@/contract/enums';
import type { HostBookingCounts, HostBookingTab } from '@/contract/host-bookings';
import type { ListSelectOption } from '@/web/components/data-table/list-select';

/** The host area's status labels (docs/product/bookings.md). */
export const STATUS_LABEL: Record<BookingStatus, string> = {
  tentative: '仮予約',
  pending: '承認待ち',
  confirmed: '確定',
  completed: '完了',
  cancelled: 'キャンセル',
  no_show: '無断キャンセル',
};

export const STATUS_VARIANT: Record<BookingStatus, 'default' | 'secondary' | 'success' | 'warning' | 'destructive' | 'outline'> = {
  tentative: 'outline',
  pending: 'warning',
  confirmed: 'success',
  completed: 'secondary',
  cancelled: 'outline',
  no_show: 'destructive',
};

export const PAYMENT_LABEL: Record<PaymentStatus, string> = {
  unpaid: '未決済',
  authorized: '与信確保済み（未請求）',
  paid: '決済済み',
  refunded: '返金あり',
  failed: '決済失敗',
};

export const REFUND_STATUS_LABEL: Record<PaymentStatus, string> = {
  unpaid: '返金手続き中',
  authorized: '返金手続き中',
  paid: '返金手続き中',
  refunded: '返金済み',
  failed: '返金失敗',
};

export const CANCELLED_BY_LABEL: Record<string, string> = { guest: 'ゲスト', host: 'ホスト', admin: '運営', system: '自動（期限切れ・決済失敗）' };

export const TABS: { value: HostBookingTab | undefined; label: string; count: keyof HostBookingCounts; empty: string }[] = [
  { value: undefined, label: 'すべて', count: 'all', empty: 'まだ予約がありません' },
  { value: 'pending', label: '承認待ち', count: 'pending', empty: '承認待ちのリクエストはありません' },
  { value: 'confirmed', label: '確定', count: 'confirmed', empty: '確定した予約はありません' },
  { value: 'completed', label: '完了', count: 'completed', empty: '宿泊が完了した予約はありません' },
  { value: 'cancelled', label: 'キャンセル', count: 'cancelled', empty: 'キャンセルされた予約はありません' },
];

export const SORT_OPTIONS: ListSelectOption<'newest' | 'checkin_asc' | 'checkin_desc'>[] = [
  { value: 'newest', label: '予約の新しい順' },
  { value: 'checkin_asc', label: 'チェックイン日の早い順' },
  { value: 'checkin_desc', label: 'チェックイン日の遅い順' },
];

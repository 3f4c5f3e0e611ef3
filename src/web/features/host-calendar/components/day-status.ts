import type { CalendarDay } from '@/contract/host-calendar';

/** What a day of the host calendar shows: a booking (確定 or 承認待ち), a block, or free (空室). */
export type DayStatus = 'confirmed' | 'pending' | 'blocked' | 'free';

export function dayStatus(day: CalendarDay): DayStatus {
  if (day.bookings.some((b) => b.status === 'confirmed' || b.status === 'completed' || b.status === 'no_show')) return 'confirmed';
  if (day.bookings.length > 0) return 'pending';
  if (!day.isAvailable) return 'blocked';
  return 'free';
}

export const STATUS_LABEL: Record<DayStatus, string> = { confirmed: '確定', pending: '承認待ち', blocked: 'ブロック', free: '空室' };

/** The colour of each status (cell background and the legend's swatch). */
export const STATUS_CLASS: Record<DayStatus, string> = {
  confirmed: 'bg-emerald-100 border-emerald-300',
  pending: 'bg-amber-100 border-amber-300',
  blocked: 'bg-stone-200 border-stone-300 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(0_0_0/0.06)_6px_12px)]',
  free: 'bg-card border-border',
};

export const BOOKING_STATUS_LABEL: Record<string, string> = {
  tentative: '仮予約',
  pending: '承認待ち',
  confirmed: '確定',
  completed: '完了',
  cancelled: 'キャンセル',
  no_show: '無断キャンセル',
};

/** 12月3日 */
export const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

import { CalendarDays, Info, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Booking } from '@/contract/bookings';
import { bookingStatusLabel } from '@/domain/booking-state';
import { Badge } from '@/web/components/ui/badge';
import { Skeleton } from '@/web/components/ui/skeleton';
import { DayRange } from '@/web/components/day-range';
import { formatCount, formatDateTime, formatDateWithWeekday, formatYen } from '@/web/lib/format';
import { bookingNumber, STATUS_BADGE, type StatusLabels } from '../labels';
import { bookingImageUrl, guestsByCategory } from '../stay-text';
import { useLanguage, useT, type Translate } from '@/web/lib/i18n/use-t';
import type { Language } from '@/contract/language';
import { REFUND_TRANSFER_LABELS } from '@/domain/refund-transfers';
import { bookedHouse } from '@/web/components/booking/booked-house';
import { HousePlace, HouseTitle } from '@/web/components/property/house-text';

/**
 * One booking in a list: the house, the stay, the guests, the total and its state, with the page's
 * actions below. `labels` are the page's status words (the two lists word them differently).
 */
export function BookingCard({ booking, labels, actions }: { booking: Booking; labels: StatusLabels; actions: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const titleId = `booking-${booking.id}-title`;
  const notice = bookingNotice(booking, t, language);
  return (
    <article aria-labelledby={titleId} className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm sm:flex-row">
      <div className="aspect-[2/1] shrink-0 bg-secondary sm:aspect-auto sm:w-56">
        <img src={bookingImageUrl(booking)} alt="" width={600} height={400} loading="lazy" decoding="async" className="size-full object-cover" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant={STATUS_BADGE[booking.status]}>{t(bookingStatusLabel(booking, labels))}</Badge>
          <span className="text-xs text-muted-foreground">{t('予約番号 {number}', { number: bookingNumber(booking.id) })}</span>
        </div>
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg leading-snug font-bold">
            <HouseTitle house={bookedHouse(booking)} />
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <HousePlace house={bookedHouse(booking)} japanese={booking.propertyLocation} />
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm sm:gap-x-6">
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {t('日程')}
          </dt>
          <dd>
            <DayRange from={booking.checkIn} to={booking.checkOut} />
            {t('（{nights}）', { nights: formatCount(booking.nights, 'night', language) })}
          </dd>
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <Users className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {t('ゲスト')}
          </dt>
          <dd>
            {t('{guests}（{party}）', { guests: formatCount(booking.guestCount, 'guest', language), party: guestsByCategory(booking, language) })}
          </dd>
          <dt className="pl-5.5 text-muted-foreground">{t('合計')}</dt>
          <dd>
            <span className="font-bold tabular-nums">{formatYen(booking.totalPrice)}</span>
            {t('（税込）')}
          </dd>
        </dl>
        {notice && (
          <p className="flex gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
            <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {notice}
          </p>
        )}
        <div className="mt-auto border-t border-border pt-3">{actions}</div>
      </div>
    </article>
  );
}

/** The one thing a guest should know about the booking now, if any. */
function bookingNotice(booking: Booking, t: Translate, language: Language): string | null {
  switch (booking.status) {
    case 'tentative':
      return booking.holdExpiresAt
        ? t('{time}までにお支払いください。過ぎると仮予約は取り消されます。', { time: formatDateTime(booking.holdExpiresAt, language) })
        : t('お支払いが済むと予約が確定します。');
    case 'pending':
      return booking.holdExpiresAt
        ? t('ホストの承認待ちです（{time}まで）。承認されるとお支払いが確定します。', { time: formatDateTime(booking.holdExpiresAt, language) })
        : t('ホストの承認待ちです。承認されるとお支払いが確定します。');
    case 'cancelled':
      // A コンビニ払い / 銀行振込 refund goes by transfer: its state is what the guest waits on.
      if (booking.refundTransfer) return t('{status}：返金額 {refund}（キャンセル料 {fee}）', { status: t(REFUND_TRANSFER_LABELS[booking.refundTransfer.status]), refund: formatYen(booking.refundTransfer.amountJpy), fee: formatYen(booking.cancelFeeJpy) });
      return t('返金額 {refund}（キャンセル料 {fee}）', { refund: formatYen(booking.refundAmountJpy), fee: formatYen(booking.cancelFeeJpy) });
    case 'completed':
      if (booking.canReview && booking.reviewDeadline) return t('レビューは{date}まで投稿できます。', { date: formatDateWithWeekday(booking.reviewDeadline, language) });
      return null;
    case 'confirmed':
      // Past check-in the cancel button is gone: say why instead of leaving the guest to wonder.
      return booking.cancellation.allowed || !booking.cancellation.reason ? null : t(booking.cancellation.reason);
    default:
      return null;
  }
}

export function BookingCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm sm:flex-row">
      <Skeleton className="aspect-[2/1] rounded-none sm:aspect-auto sm:h-48 sm:w-56" />
      <div className="grid flex-1 gap-3 p-4 sm:p-5">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-9 w-full" />
      </div>
    </div>
  );
}

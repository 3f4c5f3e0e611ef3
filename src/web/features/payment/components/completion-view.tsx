import { CalendarCheck, CircleCheck, Hourglass, ListChecks, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/web/components/localized-link';
import { useT } from '@/web/lib/i18n/use-t';
import type { Booking } from '@/contract/bookings';
import { Spinner } from '@/web/components/ui/spinner';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { bookingStatusLabel } from '@/domain/booking-state';
import { bookingNumber } from '@/web/lib/booking-status';
import { StaySummary, stayOfBooking } from '@/web/components/booking/stay-summary';
import { formatYen } from '@/web/lib/format';

/**
 * What became of a booking after the card page, as the server knows it (never assumed from the URL):
 * confirmed, waiting for the host, still being checked, or not booked after all.
 */
export function CompletionView({ booking, gaveUp }: { booking: Booking; gaveUp: boolean }) {
  const t = useT();
  switch (booking.status) {
    case 'confirmed':
      return (
        <Outcome icon={<CircleCheck className="size-14 text-success" />} title={t('予約が確定しました')} booking={booking}>
          {t('ご予約ありがとうございます。確認メールを {email} にお送りしました。', { email: booking.guestEmail })}
        </Outcome>
      );
    case 'pending':
      return (
        <Outcome icon={<Hourglass className="size-14 text-warning" />} title={t('ホストの承認待ちです')} booking={booking}>
          {t('カードは仮押さえのみで、まだ請求されていません。ホストが24時間以内に回答します。承認されると予約が確定し、決済されます。承認されなかった場合、仮押さえは解除されます。')}
        </Outcome>
      );
    case 'tentative':
      return gaveUp ? (
        <Outcome icon={<Hourglass className="size-14 text-warning" />} title={t('決済の確認に時間がかかっています')} booking={booking}>
          {t('お支払いの結果がまだ届いていません。少し時間をおいて、予約の詳細で状況をご確認ください。二重のお支払いを避けるため、もう一度お支払いする前に必ずご確認ください。')}
        </Outcome>
      ) : (
        <div className="mx-auto flex min-h-[50vh] w-full max-w-lg flex-col items-center justify-center gap-3 px-4 py-16 text-center">
          <Spinner />
          <h1 className="text-xl font-bold">{t('決済を確認しています...')}</h1>
          <p className="text-sm text-muted-foreground">{t('このままお待ちください。数秒で完了します。')}</p>
        </div>
      );
    case 'cancelled':
      return (
        <Outcome icon={<TriangleAlert className="size-14 text-destructive" />} title={t('予約は確定していません')} booking={booking} failed>
          {t('お支払いが完了しなかったか、予約がキャンセルされました。日程の確保は解除されています。')}
        </Outcome>
      );
    default:
      return (
        <Outcome icon={<CalendarCheck className="size-14 text-primary" />} title={t('ステータス：{status}', { status: t(bookingStatusLabel(booking)) })} booking={booking}>
          {t('この予約の詳細は予約管理からご確認いただけます。')}
        </Outcome>
      );
  }
}

function Outcome({ icon, title, booking, failed = false, children }: { icon: ReactNode; title: string; booking: Booking; failed?: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="grid justify-items-center gap-3 text-center">
        <span aria-hidden="true">{icon}</span>
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="max-w-xl text-sm leading-relaxed text-muted-foreground">{children}</p>
      </div>
      <Card className="grid gap-5 p-5 sm:p-6">
        <p className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border pb-4">
          <span className="text-sm text-muted-foreground">{t('予約番号')}</span>
          <span className="text-lg font-bold tracking-wider tabular-nums">{bookingNumber(booking.id)}</span>
        </p>
        <StaySummary
          stay={stayOfBooking(booking)}
        />
        <p className="flex flex-wrap items-baseline justify-between gap-2 border-t border-border pt-4 font-bold">
          <span>{t('合計（税込）')}</span>
          <span className="text-xl tabular-nums">{formatYen(booking.totalPrice)}</span>
        </p>
      </Card>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        {failed ? (
          <Button asChild size="lg">
            <Link to={`/property/${booking.propertyId}`}>{t('物件ページに戻る')}</Link>
          </Button>
        ) : (
          <Button asChild size="lg">
            <Link to="/bookings">
              <ListChecks aria-hidden="true" />
              {t('予約管理へ')}
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant="outline">
          <Link to={`/booking/${booking.id}`}>{t('予約の詳細を見る')}</Link>
        </Button>
      </div>
    </div>
  );
}

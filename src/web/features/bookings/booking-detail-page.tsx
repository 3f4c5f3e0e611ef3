import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { Link } from '@/web/components/localized-link';
import { BookingConversation } from '@/web/components/conversation/booking-conversation';
import { QueryState } from '@/web/components/query-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { usePageTitle } from '@/web/lib/use-page-title';
import { bookingQuery } from './api';
import { BookingActions } from './components/booking-actions';
import { BookingDetailBody } from './components/booking-detail-body';
import { ReceiptButton } from './components/receipt-button';
import { RefundTransferCard } from './components/refund-transfer-card';
import { bookingStatusLabel } from '@/domain/booking-state';
import { checkInPath } from '@/contract/guest-registry';
import { bookingNumber, MANAGEMENT_STATUS_LABELS, STATUS_BADGE } from './labels';
import { useT } from '@/web/lib/i18n/use-t';
import { bookedHouse } from '@/web/components/booking/booked-house';
import { HousePlace, HouseTitle } from '@/web/components/property/house-text';

/** Unknown, not this guest's, or a malformed id: the booking is not found. */
const NOT_FOUND_STATUSES = [400, 403, 404];

/** /booking/:id: one booking of the signed-in guest, everything in it, with what can be done. */
export function BookingDetailPage() {
  return <BookingDetailContent />;
}

function BookingDetailContent() {
  const { id = '' } = useParams();
  const t = useT();
  const booking = useQuery(bookingQuery(id));
  usePageTitle(booking.data ? t('予約 {number} | 古民家ステイ', { number: bookingNumber(booking.data.id) }) : t('予約詳細 | 古民家ステイ'));

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link to="/bookings" className="flex w-fit items-center gap-1.5 text-sm font-bold text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('予約管理に戻る')}
      </Link>
      <QueryState
        query={booking}
        loading={
          <div role="status" aria-label={t('読み込み中')} className="grid gap-4">
            <Skeleton className="h-9 w-2/3" />
            <Skeleton className="h-96 w-full" />
          </div>
        }
        errorTitle={t('予約の読み込みに失敗しました')}
        notFound={<BookingNotFound />}
        notFoundStatuses={NOT_FOUND_STATUSES}
      >
        {(data) => (
          <>
            <header className="grid gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={STATUS_BADGE[data.status]}>{t(bookingStatusLabel(data, MANAGEMENT_STATUS_LABELS))}</Badge>
                <span className="text-sm text-muted-foreground">{t('予約番号 {number}', { number: bookingNumber(data.id) })}</span>
              </div>
              <h1 className="text-2xl font-bold sm:text-3xl">
                <HouseTitle house={bookedHouse(data)} />
              </h1>
              <p className="text-muted-foreground">
                <HousePlace house={bookedHouse(data)} japanese={data.propertyLocation} />
              </p>
            </header>
            <BookingActions booking={data} variant="manage" details={<ReceiptButton booking={data} />} />
            {data.status === 'confirmed' && (
              <Card className="flex flex-wrap items-center justify-between gap-3 p-5 sm:p-6">
                <div className="grid gap-1">
                  <h2 className="font-bold">{t('オンラインチェックイン')}</h2>
                  <p className="text-sm text-muted-foreground">{t('宿泊される方全員の宿泊者名簿を、ご到着までにご入力ください（チェックインの7日前から入力できます）。')}</p>
                </div>
                <Button asChild variant="outline">
                  <Link to={checkInPath(data.id)}>{t('名簿を入力する')}</Link>
                </Button>
              </Card>
            )}
            <RefundTransferCard booking={data} />
            <Card className="p-5 sm:p-6">
              <BookingDetailBody booking={data} heading="h2" />
            </Card>
            <section aria-labelledby="booking-messages-heading" className="grid gap-3">
              <h2 id="booking-messages-heading" className="text-lg font-bold">
                {t('ホストへのメッセージ')}
              </h2>
              <BookingConversation bookingId={data.id} viewer="guest" />
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}

function BookingNotFound() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-14 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        <h1 className="text-lg font-bold">{t('予約が見つかりません')}</h1>
        <p className="text-sm text-muted-foreground">{t('指定された予約は存在しないか、このアカウントの予約ではありません。')}</p>
      </div>
      <Button asChild>
        <Link to="/bookings">{t('予約管理へ')}</Link>
      </Button>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { Link } from '@/web/components/localized-link';
import type { Booking } from '@/contract/bookings';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { usePageTitle } from '@/web/lib/use-page-title';
import { bookingQuery, useGiveRefundAccount } from './api';
import { RefundAccountFields, showRefundAccountErrors, useRefundAccountForm } from './components/refund-account-fields';
import { RefundTransferCard } from './components/refund-transfer-card';
import { bookingNumber } from './labels';
import { useT } from '@/web/lib/i18n/use-t';
import { bookedHouse } from '@/web/components/booking/booked-house';
import { HouseTitle } from '@/web/components/property/house-text';

/** /booking/:id/refund-account: the signed-in guest gives the account of a コンビニ払い or 銀行振込 refund (the e-mail's link). */
export function RefundAccountPage() {
  const { id = '' } = useParams();
  const t = useT();
  const booking = useQuery(bookingQuery(id));
  usePageTitle(t('返金先の口座 | 古民家ステイ'));
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link to={`/booking/${id}`} className="flex w-fit items-center gap-1.5 text-sm font-bold text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('予約詳細に戻る')}
      </Link>
      <QueryState
        query={booking}
        loading={<Skeleton className="h-96 w-full" />}
        errorTitle={t('予約の読み込みに失敗しました')}
        notFound={<p className="text-muted-foreground">{t('予約が見つかりません。')}</p>}
        notFoundStatuses={[400, 403, 404]}
      >
        {(data) => <RefundAccountContent booking={data} />}
      </QueryState>
    </div>
  );
}

function RefundAccountContent({ booking }: { booking: Booking }) {
  const t = useT();
  const form = useRefundAccountForm();
  const give = useGiveRefundAccount(booking.id);
  const refund = booking.refundTransfer;
  const onSubmit = form.handleSubmit((values) =>
    give.mutate(values, {
      onSuccess: () => showSuccess(t('返金先の口座を受け付けました'), t('運営よりお振込みいたします。')),
      onError: (error) => {
        if (!showRefundAccountErrors(form, error)) showApiError(t('口座の登録に失敗しました'), error, t('時間をおいて再度お試しください'));
      },
    }),
  );
  return (
    <>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{t('返金先の口座')}</h1>
        <p className="text-sm text-muted-foreground">
          <HouseTitle house={bookedHouse(booking)} />
          {t('（予約番号 {number}）', { number: bookingNumber(booking.id) })}
        </p>
      </header>
      {refund ? <RefundTransferCard booking={booking} withLink={false} /> : <p className="text-muted-foreground">{t('この予約に口座へのお振込みによる返金はありません。')}</p>}
      {refund && refund.status !== 'transferred' && (
        <Card className="p-5 sm:p-6">
          <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('返金先の口座')} className="grid gap-5">
            <h2 className="text-lg font-bold">{refund.status === 'awaiting_account' ? t('口座を入力する') : t('口座を変更する')}</h2>
            <RefundAccountFields form={form} />
            <Button type="submit" className="w-fit" disabled={give.isPending}>
              {give.isPending ? t('送信しています...') : t('この口座に返金を受け取る')}
            </Button>
          </form>
        </Card>
      )}
    </>
  );
}

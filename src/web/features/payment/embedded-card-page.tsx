import { useQuery } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import { AlertTriangle, ArrowLeft, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/web/components/localized-link';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import type { Booking } from '@/contract/bookings';
import { FullScreenSpinner } from '@/web/components/full-screen-spinner';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { bookingQuery } from '@/web/lib/booking-queries';
import { BookingSteps } from '@/web/components/booking/booking-steps';
import { HoldCountdown } from '@/web/components/booking/hold-countdown';
import { StaySummary, stayOfBooking } from '@/web/components/booking/stay-summary';
import { bookingIdParam } from '@/web/lib/booking-page-params';
import { useLeavePage } from '@/web/lib/use-leave-page';
import { errorMessage } from '@/web/lib/api-client';
import { formatYen } from '@/web/lib/format';
import { showError } from '@/web/lib/toasts';
import { usePageTitle } from '@/web/lib/use-page-title';
import { createPaymentIntent } from './api';
import { CardForm } from './components/card-form';
import { useCardPayment } from './use-card-payment';

/** For the router's guard (GuardHandle): without ?bookingId=, this page goes home on its own, signed in or not. */
export const pageHasData = (search: URLSearchParams): boolean => bookingIdParam(search) !== null;

/**
 * /booking-form?bookingId=: the card entered on this site for a booking that waits for payment.
 * POST /api/create-payment-intent prepares the payment; with Stripe its hosted page takes over (no card
 * field is served from this site), with the local provider the card form below submits to it.
 */
export function EmbeddedCardPage() {
  const t = useT();
  usePageTitle(t('カード情報の入力 | 古民家ステイ'));
  const [params] = useSearchParams();
  const bookingId = bookingIdParam(params);
  useLeavePage(bookingId === null);
  if (!bookingId) return <FullScreenSpinner label={t('トップページに移動しています...')} />;
  return <EmbeddedCard key={bookingId} bookingId={bookingId} />;
}

function EmbeddedCard({ bookingId }: { bookingId: string }) {
  const booking = useQuery(bookingQuery(bookingId));
  const [closed, setClosed] = useState<string | null>(null);
  const t = useT();
  const language = useLanguage();
  const intent = useMutation({
    mutationFn: () => createPaymentIntent(bookingId, language),
    onSuccess: (answer) => {
      if (answer.checkoutUrl) window.location.assign(answer.checkoutUrl);
    },
    onError: () => showError(t('エラー'), t('決済の準備中にエラーが発生しました')),
  });
  const prepare = intent.mutate;
  const started = useRef(false);
  useEffect(() => {
    // Once per visit, also under StrictMode: each call prepares a payment at the provider.
    if (started.current) return;
    started.current = true;
    prepare();
  }, [prepare]);
  const onClosed = useCallback((message: string) => setClosed(message), []);
  const pay = useCardPayment(onClosed);
  const back = `/booking-confirmation/${bookingId}`;

  let panel;
  if (intent.isError || closed) {
    panel = (
      <div role="alert" className="grid justify-items-center gap-3 py-6 text-center">
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <p className="font-bold">{closed ? t('このお支払いは受け付けられません') : t('決済の準備中にエラーが発生しました')}</p>
        <p className="text-sm text-muted-foreground">{closed ?? errorMessage(intent.error, t('時間をおいて、もう一度お試しください。'))}</p>
        {!closed && (
          <Button variant="outline" onClick={() => prepare()}>
            <RotateCw aria-hidden="true" />
            {t('もう一度試す')}
          </Button>
        )}
      </div>
    );
  } else if (!intent.data || intent.data.checkoutUrl) {
    panel = <CardFormSkeleton />;
  } else {
    const sessionId = intent.data.paymentSessionId;
    panel = <CardForm amountJpy={intent.data.amountJpy} onSubmit={(card) => pay(sessionId, card)} />;
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="grid gap-3">
        <BookingSteps current={3} />
        <h1 className="text-2xl font-bold sm:text-3xl">{t('カード情報の入力')}</h1>
        <Link to={back} className="flex w-fit items-center gap-1.5 text-sm font-bold text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('予約内容の確認に戻る')}
        </Link>
      </div>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_24rem] md:gap-10">
        <Card className="grid gap-5 p-5 sm:p-6">{booking.data ? <BookingInShort booking={booking.data} /> : <SummarySkeleton />}</Card>
        <Card className="p-5 sm:p-6">
          <h2 className="mb-5 text-lg font-bold">{t('お支払い方法（カード）')}</h2>
          {panel}
        </Card>
      </div>
    </div>
  );
}

function BookingInShort({ booking }: { booking: Booking }) {
  const t = useT();
  return (
    <>
      <StaySummary
        stacked
        stay={stayOfBooking(booking)}
      />
      <p className="flex items-baseline justify-between gap-2 border-t border-border pt-4 font-bold">
        <span>{t('お支払い金額（税込）')}</span>
        <span className="text-xl tabular-nums">{formatYen(booking.totalPrice)}</span>
      </p>
      {booking.status === 'tentative' && <HoldCountdown expiresAt={booking.holdExpiresAt} />}
    </>
  );
}

function SummarySkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <Skeleton className="aspect-[3/2] w-full rounded-xl" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

function CardFormSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-4" role="status" aria-label={t('決済を準備しています')}>
      <Skeleton className="h-16 w-full" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

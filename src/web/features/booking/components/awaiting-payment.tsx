import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CalendarClock, Info } from 'lucide-react';
import { payByText } from '@/domain/pay-later';
import type { ReactNode } from 'react';
import { Link } from '@/web/components/localized-link';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { richText, slot } from '@/web/lib/i18n/rich-text';
import type { Booking } from '@/contract/bookings';
import { PAGE_ERROR_CLASS, QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { propertyHref } from '@/web/lib/stay-params';
import { propertyQuery } from '@/web/lib/property-queries';
import { bookingQuery, checkoutBooking } from '../api';
import { bookingStatusLabel } from '@/domain/booking-state';
import { NOT_PAYABLE_TEXT } from '@/web/lib/booking-status';
import { useCountdown } from '@/web/lib/use-countdown';
import { showCheckoutError, useCheckoutRedirect } from '../use-checkout';
import { BookingNotFound } from '@/web/components/booking/booking-not-found';
import { BookingSteps } from '@/web/components/booking/booking-steps';
import { CancellationPolicyBox } from './cancellation-policy-box';
import { CheckoutPanel } from './checkout-panel';
import { GuestDetails } from './guest-details';
import { HoldCountdown } from '@/web/components/booking/hold-countdown';
import { pricingOfBooking } from './price-section';
import { CheckoutSkeleton } from './saved-booking-loader';
import { StaySummary, stayOfBooking } from '@/web/components/booking/stay-summary';

/** Unknown, not this guest's, or a malformed id. */
const BOOKING_NOT_FOUND = [404, 403, 400];

/**
 * A booking that waits for payment (GET /api/bookings/{id}): while the hold lasts, its summary, the
 * time left and the pay button (POST /api/checkout {reservationId} → the card page); in any other
 * state, what that state means and a link to the booking.
 */
export function AwaitingPayment({ bookingId, title, alternative }: { bookingId: string; title: string; alternative?: (booking: Booking) => ReactNode }) {
  const booking = useQuery(bookingQuery(bookingId));
  const t = useT();
  return (
    <QueryState
      query={booking}
      loading={<CheckoutSkeleton />}
      errorTitle={t('予約の読み込みに失敗しました')}
      errorClassName={PAGE_ERROR_CLASS}
      notFound={<BookingNotFound />}
      notFoundStatuses={BOOKING_NOT_FOUND}
    >
      {(data) => <AwaitingPaymentView booking={data} title={title} alternative={alternative} />}
    </QueryState>
  );
}

function AwaitingPaymentView({ booking, title, alternative }: { booking: Booking; title: string; alternative?: (booking: Booking) => ReactNode }) {
  // Only for the request-to-book note: the booking itself does not say how the house confirms.
  const property = useQuery(propertyQuery(booking.propertyId));
  const requiresApproval = property.data?.requiresApproval ?? false;
  const left = useCountdown(booking.holdExpiresAt);
  const lapsed = left === 0;
  const checkout = useCheckoutRedirect(checkoutBooking, showCheckoutError);
  const payable = booking.status === 'tentative';
  const t = useT();
  const language = useLanguage();

  const pay = () =>
    checkout.start({
      reservationId: booking.id,
      amount: booking.totalPrice,
      customerEmail: booking.guestEmail,
      propertyName: booking.propertyTitle,
      language,
    });

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="grid gap-3">
        {payable && <BookingSteps current={3} />}
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      </div>
      {!payable && <NotPayable booking={booking} />}
      {payable && (booking.paymentDeadline ? <PaymentDeadlineNotice deadline={booking.paymentDeadline} lapsed={lapsed} /> : <HoldCountdown expiresAt={booking.holdExpiresAt} />)}
      {payable && lapsed && (
        <Button asChild variant="outline" className="w-fit">
          <Link to={propertyHref(booking.propertyId, { checkIn: booking.checkIn, checkOut: booking.checkOut, guests: String(booking.guestCount) })}>
            {t('もう一度予約する')}
          </Link>
        </Button>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <div className="grid min-w-0 gap-6">
          <Card className="p-5 sm:p-6">
            <StaySummary
              stay={{ ...stayOfBooking(booking), requiresApproval: property.data?.requiresApproval }}
            />
          </Card>
          <Card className="p-5 sm:p-6">
            <GuestDetails name={booking.guestName} email={booking.guestEmail} phone={booking.guestPhone} specialRequests={booking.specialRequests} />
          </Card>
          <CancellationPolicyBox policy={booking.cancelPolicy} checkIn={booking.checkIn} checkinFrom={booking.checkinFrom} requiresApproval={requiresApproval} />
        </div>
        <aside aria-label={t('お支払い')} className="lg:sticky lg:top-24">
          <Card className="grid gap-4 p-5 sm:p-6">
            <CheckoutPanel
              price={{ kind: 'priced', result: pricingOfBooking(booking) }}
              estimate={booking.totalPrice}
              requiresApproval={requiresApproval && !booking.payAfterApproval}
              blocked={!payable || lapsed}
              busy={checkout.busy}
              onPay={pay}
              payLabel={t('お支払いへ進む')}
            />
            {payable && !lapsed && alternative?.(booking)}
          </Card>
        </aside>
      </div>
    </div>
  );
}

/** An approved request to be paid after approval: the deadline its approval fixed, and what happens after it. */
function PaymentDeadlineNotice({ deadline, lapsed }: { deadline: string; lapsed: boolean }) {
  const t = useT();
  const language = useLanguage();
  if (lapsed) {
    return (
      <p role="alert" className="flex items-center gap-2 rounded-xl bg-destructive/10 px-3 py-2.5 text-sm font-bold text-destructive">
        <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
        {t('お支払い期限が過ぎました。日程が空いていれば、もう一度ご予約いただけます。')}
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-xl bg-warning-muted px-3 py-2.5 text-sm text-warning">
      <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {richText(
          t('ホストがリクエストを承認しました。お支払い期限は{deadline}です。次の画面でコンビニ払い・銀行振込（またはカード）をお選びください。期限までにお支払いがない場合、ご予約は取り消されます。', {
            deadline: slot(0),
          }),
          [
            <span key="deadline" className="font-bold">
              {payByText(new Date(deadline), language)}
            </span>,
          ],
        )}
      </span>
    </p>
  );
}

function NotPayable({ booking }: { booking: Booking }) {
  const t = useT();
  const text = booking.status === 'tentative' ? '' : t(NOT_PAYABLE_TEXT[booking.status]);
  return (
    <div role="status" className="grid gap-3 rounded-2xl border border-border bg-secondary/50 p-4 sm:p-5">
      <p className="flex gap-2">
        <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="font-bold">{t('ステータス：{status}', { status: t(bookingStatusLabel(booking)) })}</span>
          <br />
          {text}
        </span>
      </p>
      <Button asChild variant="outline" className="w-fit">
        <Link to={`/booking/${booking.id}`}>
          {t('予約の詳細を見る')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}

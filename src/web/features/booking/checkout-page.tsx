import { EmailVerificationBanner } from '@/web/components/email-verification-banner';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/web/components/localized-link';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { FullScreenSpinner } from '@/web/components/full-screen-spinner';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useAuthDialog } from '@/web/lib/auth-dialog';
import { usePageTitle } from '@/web/lib/use-page-title';
import { checkoutBooking, createBooking } from './api';
import { readBookingData, type BookingData } from '@/web/lib/booking-data';
import { goToCardPage, showBookingError, showCheckoutError } from './use-checkout';
import { bookingIdParam, hasCheckoutData } from '@/web/lib/booking-page-params';
import { useLeavePage } from '@/web/lib/use-leave-page';

/** For the router's guard (GuardHandle): without ?bookingId= or a saved booking, this page goes home on its own, signed in or not. */
export const pageHasData = hasCheckoutData;

/**
 * /checkout: straight on to the card page. With ?bookingId= it pays that booking (POST /api/checkout);
 * without, the saved booking goes through the seed's two calls, POST /api/bookings then POST /api/checkout.
 * No booking to pay → /.
 */
export function CheckoutPage() {
  const t = useT();
  usePageTitle(t('決済画面へ移動しています | 古民家ステイ'));
  const [params] = useSearchParams();
  const bookingId = bookingIdParam(params);
  const [data] = useState(() => (bookingId ? null : readBookingData()));
  useLeavePage(!bookingId && !data);
  if (!bookingId && !data) return <FullScreenSpinner label={t('トップページに移動しています...')} />;
  return <CheckoutRunner bookingId={bookingId} data={data} />;
}

function CheckoutRunner({ bookingId, data }: { bookingId: string | null; data: BookingData | null }) {
  const { openAuthDialog } = useAuthDialog();
  const t = useT();
  const language = useLanguage();
  const [failed, setFailed] = useState(false);
  // The hold made by the first call: a retry after a failed second call pays it instead of holding again.
  const heldId = useRef<string | null>(bookingId);
  const [held, setHeld] = useState(bookingId);
  const started = useRef(false);

  const run = useCallback(async () => {
    const openLogin = () => openAuthDialog('login');
    let id = heldId.current;
    if (!id && data) {
      try {
        const booking = await createBooking({
          propertyId: data.propertyId,
          checkIn: data.checkIn,
          checkOut: data.checkOut,
          guestCount: data.guestCount,
          guestsAdults: data.guestsAdults,
          guestsChildren: data.guestsChildren,
          guestsInfants: data.guestsInfants,
          specialRequests: data.specialRequests || null,
          guestName: data.guestName,
          guestNameKana: data.guestNameKana,
          guestEmail: data.guestEmail,
          guestPhone: data.guestPhone,
        });
        id = booking.id;
        heldId.current = id;
        setHeld(id);
      } catch (error) {
        showBookingError(error, t, openLogin);
        setFailed(true);
        return;
      }
    }
    if (!id) return;
    try {
      const session = await checkoutBooking({
        reservationId: id,
        amount: data?.totalAmount,
        customerEmail: data?.guestEmail,
        propertyName: data?.property.name,
        language,
      });
      if (!goToCardPage(session, t)) setFailed(true);
    } catch (error) {
      showCheckoutError(error, t, openLogin);
      setFailed(true);
    }
  }, [data, openAuthDialog, t, language]);

  useEffect(() => {
    // Once per visit, also when StrictMode runs the effect twice: a second run would hold the nights twice.
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  if (!failed) return <FullScreenSpinner label={t('決済画面へ移動しています...')} />;
  const back = held ? `/booking-confirmation/${held}` : '/booking-confirmation';
  return (
    <div className="px-4 py-10 sm:px-6 sm:py-16">
      <Card role="alert" className="mx-auto grid w-full max-w-lg gap-4 p-6 text-center sm:p-8">
        <AlertTriangle className="mx-auto size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-xl font-bold">{t('決済画面へ移動できませんでした')}</h1>
        <p className="text-sm text-muted-foreground">{t('通信状況をご確認のうえ、もう一度お試しください。料金はまだ請求されていません。')}</p>
        <EmailVerificationBanner />
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button
            size="lg"
            onClick={() => {
              setFailed(false);
              void run();
            }}
          >
            <RotateCw aria-hidden="true" />
            {t('もう一度試す')}
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={back}>{t('予約内容に戻る')}</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}

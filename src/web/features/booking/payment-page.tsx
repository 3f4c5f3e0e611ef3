import { Pencil } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { useT } from '@/web/lib/i18n/use-t';
import { hasSavedBooking } from '@/web/lib/booking-page-params';
import type { PropertyDetail } from '@/contract/properties';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { BookingData } from '@/web/lib/booking-data';
import { BookingSteps } from '@/web/components/booking/booking-steps';
import { CancellationPolicyBox } from './components/cancellation-policy-box';
import { CheckoutPanel } from './components/checkout-panel';
import { SavedBookingPage } from './components/saved-booking-page';
import { StaySummary, stayOfSavedBooking } from '@/web/components/booking/stay-summary';
import { UnavailableNotice } from './components/unavailable-notice';
import { useSavedBookingCheckout } from './use-saved-booking-checkout';

/** For the router's guard (GuardHandle): without a saved booking, this page goes home on its own, signed in or not. */
export const pageHasData = hasSavedBooking;

/** /payment: the saved booking in short and the payment button (docs/product/guest-screens.md); no saved booking → /. */
export function PaymentPage() {
  const t = useT();
  usePageTitle(t('お支払い | 古民家ステイ'));
  return <SavedBookingPage>{(data, property) => <PaymentView data={data} property={property} />}</SavedBookingPage>;
}

function PaymentView({ data, property }: { data: BookingData; property: PropertyDetail }) {
  const { price, unavailable, pay, busy } = useSavedBookingCheckout(data, property);
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="grid gap-3">
        <BookingSteps current={3} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl">{t('お支払い')}</h1>
          <Button asChild variant="outline" size="sm">
            <Link to="/booking-confirmation">
              <Pencil aria-hidden="true" />
              {t('予約内容を確認する')}
            </Link>
          </Button>
        </div>
      </div>
      {unavailable && <UnavailableNotice propertyId={property.id} checkIn={data.checkIn} checkOut={data.checkOut} guests={data.guestCount} />}
      <Card className="grid gap-6 p-5 sm:p-6">
        <StaySummary stay={stayOfSavedBooking(data, property, price.kind === 'priced' ? price.result.nights : data.nights)} />
        <CancellationPolicyBox policy={property.cancelPolicy} checkIn={data.checkIn} checkinFrom={property.checkinFrom} requiresApproval={property.requiresApproval} />
        <CheckoutPanel price={price} estimate={data.totalAmount} requiresApproval={property.requiresApproval} blocked={unavailable} busy={busy} onPay={pay} requestCheckIn={data.checkIn} />
      </Card>
    </div>
  );
}

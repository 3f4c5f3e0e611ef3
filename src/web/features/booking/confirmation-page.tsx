import { EmailVerificationBanner } from '@/web/components/email-verification-banner';
import { useLocalizedNavigate } from '@/web/components/localized-link';
import { useT } from '@/web/lib/i18n/use-t';
import { hasSavedBooking } from '@/web/lib/booking-page-params';
import type { PropertyDetail } from '@/contract/properties';
import { Card } from '@/web/components/ui/card';
import { usePageTitle } from '@/web/lib/use-page-title';
import { guestFormPath, type BookingData } from '@/web/lib/booking-data';
import { BookingSteps } from '@/web/components/booking/booking-steps';
import { CancellationPolicyBox } from './components/cancellation-policy-box';
import { CheckoutPanel } from './components/checkout-panel';
import { SavedBookingPage } from './components/saved-booking-page';
import { GuestDetails } from './components/guest-details';
import { StaySummary, stayOfSavedBooking } from '@/web/components/booking/stay-summary';
import { UnavailableNotice } from './components/unavailable-notice';
import { useSavedBookingCheckout } from './use-saved-booking-checkout';

/** For the router's guard (GuardHandle): without a saved booking, this page goes home on its own, signed in or not. */
export const pageHasData = hasSavedBooking;

/** /booking-confirmation: the saved booking, its price asked again, the policy with its dates, the agreement and the payment. */
export function ConfirmationPage() {
  const t = useT();
  usePageTitle(t('予約内容の確認 | 古民家ステイ'));
  return <SavedBookingPage>{(data, property) => <ConfirmationView data={data} property={property} />}</SavedBookingPage>;
}

function ConfirmationView({ data, property }: { data: BookingData; property: PropertyDetail }) {
  const navigate = useLocalizedNavigate();
  const t = useT();
  const { price, unavailable, pay, busy } = useSavedBookingCheckout(data, property);
  const nights = price.kind === 'priced' ? price.result.nights : data.nights;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="grid gap-3">
        <BookingSteps current={2} />
        <h1 className="text-2xl font-bold sm:text-3xl">{t('予約内容の確認')}</h1>
        <p className="text-sm text-muted-foreground">{t('内容をご確認のうえ、お支払いへお進みください。')}</p>
      </div>
      <EmailVerificationBanner />
      {unavailable && <UnavailableNotice propertyId={property.id} checkIn={data.checkIn} checkOut={data.checkOut} guests={data.guestCount} />}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <div className="grid min-w-0 gap-6">
          <Card className="p-5 sm:p-6">
            <StaySummary stay={stayOfSavedBooking(data, property, nights)} />
          </Card>
          <Card className="p-5 sm:p-6">
            <GuestDetails
              name={data.guestName}
              email={data.guestEmail}
              phone={data.guestPhone}
              specialRequests={data.specialRequests}
              onEdit={() => void navigate(guestFormPath(data, true))}
            />
          </Card>
          <CancellationPolicyBox
            policy={property.cancelPolicy}
            checkIn={data.checkIn}
            checkinFrom={property.checkinFrom}
            requiresApproval={property.requiresApproval}
          />
        </div>
        <aside aria-label={t('お支払い')} className="lg:sticky lg:top-24">
          <Card className="p-5 sm:p-6">
            <CheckoutPanel
              price={price}
              estimate={data.totalAmount}
              requiresApproval={property.requiresApproval}
              blocked={unavailable}
              busy={busy}
              onPay={pay}
              requestCheckIn={data.checkIn}
            />
          </Card>
        </aside>
      </div>
    </div>
  );
}

import { EmailVerificationBanner } from '@/web/components/email-verification-banner';
import { useQuery } from '@tanstack/react-query';
import { CalendarRange } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams, type Params } from 'react-router';
import { Link, useLocalizedNavigate } from '@/web/components/localized-link';
import { useT, type Translate } from '@/web/lib/i18n/use-t';
import type { PropertyDetail } from '@/contract/properties';
import { PAGE_ERROR_CLASS, QueryState } from '@/web/components/query-state';
import { FullScreenSpinner } from '@/web/components/full-screen-spinner';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { propertyHref } from '@/web/lib/stay-params';
import { PROPERTY_NOT_FOUND_STATUSES, propertyQuery } from '@/web/lib/property-queries';
import { quoteGuests, guestLimit, useBookingPrice, type PriceState } from '@/web/lib/booking-selection';
import { nightsBetween } from '@/web/lib/calendar-dates';
import { PropertyNotFound } from '@/web/components/property/property-not-found';
import { userProfileQuery } from '@/web/lib/user-profile-query';
import { useAuth } from '@/web/lib/use-auth';
import { usePageTitle } from '@/web/lib/use-page-title';
import { clearBookingData, readBookingData, saveBookingData, type BookingData } from '@/web/lib/booking-data';
import { BookingSteps } from '@/web/components/booking/booking-steps';
import { GuestForm } from './components/guest-form';
import { PriceSection } from './components/price-section';
import { StaySummary } from '@/web/components/booking/stay-summary';
import { bookingDataProperty, propertyAddress } from '@/web/lib/property-address';
import type { GuestFormInput, GuestFormValues } from './schemas';
import { useLeavePage } from '@/web/lib/use-leave-page';
import { readStayRequest, type StayRequest } from '@/web/lib/booking-page-params';

/** For the router's guard (GuardHandle): without a stay in its URL, this page goes home on its own, signed in or not. */
export function pageHasData(search: URLSearchParams, { id }: Params): boolean {
  return readStayRequest(id, search) !== null;
}

/** /property/{id}/booking?checkIn&checkOut&guests[&from=confirmation]: the guest's details, saved for the confirmation. */
export function GuestFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const request = readStayRequest(id, params);
  const t = useT();
  usePageTitle(t('ゲスト情報の入力 | 古民家ステイ'));
  useLeavePage(request === null, '/', { title: t('エラー'), description: t('予約に必要な情報が不足しています。') });

  if (!request) return <FullScreenSpinner label={t('トップページに移動しています...')} />;
  return <GuestFormLoader request={request} />;
}

function GuestFormLoader({ request }: { request: StayRequest }) {
  const property = useQuery(propertyQuery(request.propertyId));
  const t = useT();
  return (
    <QueryState
      query={property}
      loading={<PageSkeleton />}
      errorTitle={t('物件情報の読み込みに失敗しました')}
      errorClassName={PAGE_ERROR_CLASS}
      notFound={<PropertyNotFound />}
      notFoundStatuses={PROPERTY_NOT_FOUND_STATUSES}
    >
      {(data) => <GuestFormView key={data.id} property={data} request={request} />}
    </QueryState>
  );
}

/** Why the form cannot go on with these dates, or null. */
function blockedReason(price: PriceState, t: Translate): string | null {
  if (price.kind === 'invalid') return t(price.message);
  if (price.kind === 'priced' && !price.result.available) return t('選択した日程には予約できない日が含まれています。日程を変更してください。');
  return null;
}

function estimate(price: PriceState, property: PropertyDetail, nights: number) {
  if (price.kind === 'priced') return { nights: price.result.nights, totalAmount: price.result.totalPrice };
  if (price.kind === 'fallback') return { nights: price.nights, totalAmount: price.totalPrice };
  return { nights, totalAmount: property.basePriceJpy * nights + property.cleaningFeeJpy };
}

function GuestFormView({ property, request }: { property: PropertyDetail; request: StayRequest }) {
  const navigate = useLocalizedNavigate();
  const t = useT();
  const { user } = useAuth();
  const maxGuests = guestLimit(property);
  // Coming back from the confirmation restores what was typed; any other visit starts afresh (docs/product/guest-screens.md).
  const [restored] = useState(() => {
    if (!request.fromConfirmation) return null;
    const saved = readBookingData();
    return saved && saved.propertyId === property.id ? saved : null;
  });
  useEffect(() => {
    if (!restored) clearBookingData();
  }, [restored]);
  const profile = useQuery({ ...userProfileQuery(user?.id ?? ''), enabled: !restored && Boolean(user) });
  const price = useBookingPrice(property, request.checkIn, request.checkOut, quoteGuests(request));
  const nights = Math.max(0, nightsBetween(request.checkIn, request.checkOut));

  let initialValues: GuestFormInput | null = null;
  if (restored) {
    initialValues = {
      guestName: restored.guestName,
      guestNameKana: restored.guestNameKana,
      guestEmail: restored.guestEmail,
      guestPhone: restored.guestPhone,
      guestsAdults: Math.min(restored.guestsAdults, maxGuests),
      guestsChildren: restored.guestsChildren,
      guestsInfants: restored.guestsInfants,
      specialRequests: restored.specialRequests,
    };
  } else if (!profile.isPending || !user) {
    // The profile prefills the form; if it cannot be read, the signed-in user's own name and e-mail do.
    const source = profile.data ?? user;
    initialValues = {
      guestName: source?.fullName ?? '',
      guestNameKana: source?.fullNameKana ?? '',
      guestEmail: source?.email ?? '',
      guestPhone: source?.phone ?? '',
      guestsAdults: Math.min(request.guests, maxGuests),
      guestsChildren: Math.min(request.children, Math.max(0, maxGuests - request.guests)),
      guestsInfants: request.infants,
      specialRequests: '',
    };
  }

  const onSubmit = (values: GuestFormValues) => {
    const data: BookingData = {
      propertyId: property.id,
      checkinDate: request.checkIn,
      checkoutDate: request.checkOut,
      guestsAdults: values.guestsAdults,
      guestsChildren: values.guestsChildren,
      guestsInfants: values.guestsInfants,
      guestName: values.guestName,
      guestNameKana: values.guestNameKana ?? '',
      guestEmail: values.guestEmail,
      guestPhone: values.guestPhone,
      specialRequests: values.specialRequests,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      guestCount: values.guestsAdults + values.guestsChildren,
      basePrice: property.basePriceJpy,
      ...estimate(price, property, nights),
      property: bookingDataProperty(property),
    };
    saveBookingData(data);
    void navigate('/booking-confirmation');
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="grid gap-3">
        <BookingSteps current={1} />
        <h1 className="text-2xl font-bold sm:text-3xl">{t('ゲスト情報の入力')}</h1>
      </div>
      <EmailVerificationBanner detail={t('ご予約には確認済みのメールアドレスが必要です。入力内容はそのまま保たれます。')} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <aside aria-label={t('ご予約の内容')} className="lg:sticky lg:top-24 lg:order-last">
          <Card className="grid gap-5 p-5">
            <StaySummary
              stacked
              stay={{
                house: property,
                address: propertyAddress(property),
                photoUrl: bookingDataProperty(property).photos[0] ?? null,
                checkIn: request.checkIn,
                checkOut: request.checkOut,
                checkinFrom: property.checkinFrom,
                checkoutUntil: property.checkoutUntil,
                nights,
                adults: request.guests,
                children: request.children,
                infants: request.infants,
                requiresApproval: property.requiresApproval,
              }}
              showGuests={false}
            />
            <Link
              to={propertyHref(property.id, { checkIn: request.checkIn, checkOut: request.checkOut, guests: String(request.guests), children: request.children ? String(request.children) : '', infants: request.infants ? String(request.infants) : '' })}
              className="flex w-fit items-center gap-1.5 text-sm font-bold text-primary underline-offset-4 hover:underline"
            >
              <CalendarRange className="size-4" aria-hidden="true" />
              {t('日程を変更する')}
            </Link>
            <PriceSection price={price} headingId="guest-form-price" />
          </Card>
        </aside>
        <div className="min-w-0">
          {initialValues ? (
            <GuestForm initialValues={initialValues} maxGuests={maxGuests} blocked={blockedReason(price, t)} onSubmit={onSubmit} />
          ) : (
            <FormSkeleton />
          )}
        </div>
      </div>
    </div>
  );
}

function FormSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-6" role="status" aria-label={t('お客様情報を読み込んでいます')}>
      <Skeleton className="h-72 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}

function PageSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10" role="status" aria-label={t('読み込み中')}>
      <Skeleton className="h-6 w-72" />
      <Skeleton className="h-9 w-56" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <Skeleton className="h-96 w-full rounded-2xl lg:order-last" />
        <Skeleton className="h-[36rem] w-full rounded-2xl" />
      </div>
    </div>
  );
}

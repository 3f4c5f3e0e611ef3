import { usePageTitle } from '@/web/lib/use-page-title';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { PropertyDetail } from '@/contract/properties';
import { PAGE_ERROR_CLASS, QueryState } from '@/web/components/query-state';
import { errorStatus } from '@/web/lib/api-client';
import { PROPERTY_NOT_FOUND_STATUSES, propertyQuery } from '@/web/lib/property-queries';
import { useBookingSelection } from '@/web/lib/booking-selection';
import { KeptPart } from '@/web/lib/kept-part';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { houseTitle } from '@/web/components/property/house-text';
import { AmenitiesSection } from './components/amenities-section';
import { BookingCard } from './components/booking-card';
import { FeaturesSection } from './components/features-section';
import { HostSection } from './components/host-section';
import { MobileBookingBar } from './components/mobile-booking-bar';
import { PhotoGallery } from './components/photo-gallery';
import { PoliciesSection } from './components/policies-section';
import { PropertyBreadcrumb } from './components/property-breadcrumb';
import { PropertyHeading } from './components/property-heading';
import { PropertyNotFound } from '@/web/components/property/property-not-found';
import { PropertyOverview } from './components/property-overview';
import { PropertyPageSkeleton } from './components/property-page-skeleton';
import { ReviewsSection } from './components/reviews-section';

/** What the server fetches before rendering this page (src/web/lib/page-data.ts). */
export { propertyPageData } from './page-data';

/** /property/{id}: the house, its photos, amenities, features, host and reviews, and the booking card. */
export function PropertyPage() {
  const { id = '' } = useParams();
  const property = useQuery(propertyQuery(id));
  const notFound = property.isError && PROPERTY_NOT_FOUND_STATUSES.includes(errorStatus(property.error) ?? 0);
  const t = useT();
  const language = useLanguage();

  usePageTitle(property.data ? t('{title} | 古民家ステイ', { title: houseTitle(property.data, language) }) : notFound ? t('物件が見つかりません | 古民家ステイ') : null);

  return (
    <QueryState
      query={property}
      loading={<PropertyPageSkeleton />}
      errorTitle={t('物件情報の読み込みに失敗しました')}
      errorClassName={PAGE_ERROR_CLASS}
      notFound={<PropertyNotFound />}
      notFoundStatuses={PROPERTY_NOT_FOUND_STATUSES}
    >
      {(data) => <PropertyDetailView key={data.id} property={data} />}
    </QueryState>
  );
}

function PropertyDetailView({ property }: { property: PropertyDetail }) {
  const [selection, setSelection] = useBookingSelection(property);
  const t = useT();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-5 sm:px-6 lg:pb-16">
      {/* The same for every stay: rendered once on the server and sent again for the next dates. */}
      <KeptPart name="house-top">
        <div className="grid gap-4">
          <PropertyBreadcrumb property={property} />
          <PropertyHeading property={property} />
          <PhotoGallery photos={property.photos} house={property} />
        </div>
      </KeptPart>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <KeptPart name="house-sections">
          <div className="grid min-w-0 content-start gap-8">
            <PropertyOverview property={property} />
            <AmenitiesSection propertyId={property.id} />
            <FeaturesSection propertyId={property.id} />
            <HostSection propertyId={property.id} />
            <ReviewsSection propertyId={property.id} />
            <PoliciesSection property={property} />
          </div>
        </KeptPart>
        <aside aria-label={t('予約')} className="hidden lg:block">
          <div className="sticky top-24">
            <BookingCard property={property} selection={selection} onSelectionChange={setSelection} />
          </div>
        </aside>
      </div>
      <MobileBookingBar property={property} selection={selection} onSelectionChange={setSelection} />
    </div>
  );
}

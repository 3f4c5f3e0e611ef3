import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PropertyDetail } from '@/contract/properties';
import { PAGE_ERROR_CLASS, QueryState } from '@/web/components/query-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { PROPERTY_NOT_FOUND_STATUSES, propertyQuery } from '@/web/lib/property-queries';
import { PropertyNotFound } from '@/web/components/property/property-not-found';
import type { BookingData } from '@/web/lib/booking-data';
import { useT } from '@/web/lib/i18n/use-t';

/** The saved booking's house (its times, policy and fees are the server's, not the saved copy's). */
export function SavedBookingLoader({ data, children }: { data: BookingData; children: (property: PropertyDetail) => ReactNode }) {
  const property = useQuery(propertyQuery(data.propertyId));
  const t = useT();
  return (
    <QueryState
      query={property}
      loading={<CheckoutSkeleton />}
      errorTitle={t('物件情報の読み込みに失敗しました')}
      errorClassName={PAGE_ERROR_CLASS}
      notFound={<PropertyNotFound />}
      notFoundStatuses={PROPERTY_NOT_FOUND_STATUSES}
    >
      {children}
    </QueryState>
  );
}

/** The two-column booking page while its data loads, in the size of what comes. */
export function CheckoutSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10" role="status" aria-label={t('読み込み中')}>
      <Skeleton className="h-6 w-72" />
      <Skeleton className="h-9 w-56" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <div className="grid gap-6">
          <Skeleton className="h-56 w-full rounded-2xl" />
          <Skeleton className="h-48 w-full rounded-2xl" />
        </div>
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    </div>
  );
}

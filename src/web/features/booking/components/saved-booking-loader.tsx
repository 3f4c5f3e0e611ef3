import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PropertyDetail } from '@/contract/properties';
import { ErrorState } from '@/web/components/error-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { propertyQuery } from '@/web/lib/property-queries';
import { PropertyNotFound } from '@/web/components/property/property-not-found';
import { errorStatus } from '@/web/lib/api-client';
import type { BookingData } from '@/web/lib/booking-data';

/** The saved booking's house (its times, policy and fees are the server's, not the saved copy's). */
export function SavedBookingLoader({ data, children }: { data: BookingData; children: (property: PropertyDetail) => ReactNode }) {
  const property = useQuery(propertyQuery(data.propertyId));
  const status = errorStatus(property.error);
  if (property.isPending) return <CheckoutSkeleton />;
  if (property.isError && (status === 404 || status === 400)) return <PropertyNotFound />;
  if (property.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <ErrorState title="物件情報の読み込みに失敗しました" onRetry={() => void property.refetch()} retrying={property.isFetching} />
      </div>
    );
  }
  return children(property.data);
}

/** The two-column booking page while its data loads, in the size of what comes. */
export function CheckoutSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10" role="status" aria-label="読み込み中">
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

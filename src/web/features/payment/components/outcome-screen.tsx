import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Booking } from '@/contract/bookings';
import { ErrorState } from '@/web/components/error-state';
import { Spinner } from '@/web/components/ui/spinner';
import { clearBookingData } from '@/web/lib/booking-data';
import { BookingNotFound } from '@/web/components/booking/booking-not-found';
import { errorStatus } from '@/web/lib/api-client';
import { paymentChecksExhausted } from '../payment-polling';
import { CompletionView } from './completion-view';

/** The success and completion pages: loading, not found, a failed load, or the booking's outcome. */
export function OutcomeScreen<T>({ query, queryKey, bookingOf }: { query: UseQueryResult<T>; queryKey: QueryKey; bookingOf: (data: T) => Booking }) {
  const queryClient = useQueryClient();
  // How many answers have arrived (the result does not carry it); reading dataUpdatedAt re-renders on each one.
  const answers = query.dataUpdatedAt > 0 ? (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;
  const status = errorStatus(query.error);
  if (query.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center px-4 py-16">
        <Spinner label="決済を確認しています..." />
      </div>
    );
  }
  if (query.isError && (status === 404 || status === 403 || status === 400)) return <BookingNotFound />;
  if (query.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <ErrorState title="予約の確認に失敗しました" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  const booking = bookingOf(query.data);
  return <ShownOutcome booking={booking} gaveUp={paymentChecksExhausted(booking.status, answers)} />;
}

function ShownOutcome({ booking, gaveUp }: { booking: Booking; gaveUp: boolean }) {
  const keepForRetry = booking.status === 'cancelled';
  useEffect(() => {
    // The booking is on the server now: the form's copy is done with, unless the guest may want to try again.
    if (!keepForRetry) clearBookingData();
  }, [keepForRetry]);
  return <CompletionView booking={booking} gaveUp={gaveUp} />;
}

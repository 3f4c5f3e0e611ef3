import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Booking } from '@/contract/bookings';
import { PAGE_ERROR_CLASS, QueryState } from '@/web/components/query-state';
import { Spinner } from '@/web/components/ui/spinner';
import { clearBookingData } from '@/web/lib/booking-data';
import { BookingNotFound } from '@/web/components/booking/booking-not-found';
import { paymentChecksExhausted } from '../payment-polling';
import { CompletionView } from './completion-view';
import { useT } from '@/web/lib/i18n/use-t';

/** Unknown, not this guest's, or a malformed id. */
const BOOKING_NOT_FOUND = [404, 403, 400];

/** The success and completion pages: loading, not found, a failed load, or the booking's outcome. */
export function OutcomeScreen<T>({ query, queryKey, bookingOf }: { query: UseQueryResult<T>; queryKey: QueryKey; bookingOf: (data: T) => Booking }) {
  const queryClient = useQueryClient();
  const t = useT();
  // How many answers have arrived (the result does not carry it); reading dataUpdatedAt re-renders on each one.
  const answers = query.dataUpdatedAt > 0 ? (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;
  return (
    <QueryState
      query={query}
      loading={
        <div className="flex min-h-[50vh] items-center justify-center px-4 py-16">
          <Spinner label={t('決済を確認しています...')} />
        </div>
      }
      errorTitle={t('予約の確認に失敗しました')}
      errorClassName={PAGE_ERROR_CLASS}
      notFound={<BookingNotFound />}
      notFoundStatuses={BOOKING_NOT_FOUND}
    >
      {(data) => {
        const booking = bookingOf(data);
        return <ShownOutcome booking={booking} gaveUp={paymentChecksExhausted(booking.status, answers)} />;
      }}
    </QueryState>
  );
}

function ShownOutcome({ booking, gaveUp }: { booking: Booking; gaveUp: boolean }) {
  const keepForRetry = booking.status === 'cancelled';
  useEffect(() => {
    // The booking is on the server now: the form's copy is done with, unless the guest may want to try again.
    if (!keepForRetry) clearBookingData();
  }, [keepForRetry]);
  return <CompletionView booking={booking} gaveUp={gaveUp} />;
}

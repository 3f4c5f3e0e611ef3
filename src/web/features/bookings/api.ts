import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { CancelResult } from '@/contract/bookings';
import { receiptsPath, type ReceiptBody, type ReceiptIssued } from '@/contract/receipts';
import { apiJson } from '@/web/lib/api-client';
import { bookingQuery, userBookingsQuery } from '@/web/lib/booking-queries';

/** Shared with the booking, payment and review pages. */
export { bookingQuery, userBookingsQuery };

/** The id as one path segment: the default query function joins the key with '/'. */
const segment = (id: string) => encodeURIComponent(id);

/**
 * PUT /api/bookings/{id}/cancel → the cancelled booking, the fee and the refund. Both lists and the
 * booking's own page are refreshed, so the freed nights and the refund show everywhere.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<CancelResult>('PUT', `/api/bookings/${segment(id)}/cancel`),
    onSuccess: (result) => {
      queryClient.setQueryData(bookingQuery(result.booking.id).queryKey, result.booking);
      void queryClient.invalidateQueries({ queryKey: userBookingsQuery.queryKey });
      // The freed nights: the house's calendar is asked again when next shown.
      void queryClient.invalidateQueries({ queryKey: ['/api/properties', segment(result.booking.propertyId), 'availability'] });
    },
  });
}

/** POST /api/bookings/{id}/receipts → the issued receipt with its printable page's address. */
export function useIssueReceipt(bookingId: string) {
  return useMutation({
    mutationFn: (body: ReceiptBody) => apiJson<ReceiptIssued>('POST', receiptsPath(bookingId), body),
  });
}

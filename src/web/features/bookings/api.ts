import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { CancelResult } from '@/contract/bookings';
import type { RefundAccountBody, RefundTransfer } from '@/contract/refund-transfers';
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
    mutationFn: ({ id, refundAccount }: { id: string; refundAccount?: RefundAccountBody }) =>
      apiJson<CancelResult>('PUT', `/api/bookings/${segment(id)}/cancel`, refundAccount ? { refundAccount } : {}),
    onSuccess: (result) => {
      queryClient.setQueryData(bookingQuery(result.booking.id).queryKey, result.booking);
      void queryClient.invalidateQueries({ queryKey: userBookingsQuery.queryKey });
      // The freed nights: the house's calendar is asked again when next shown.
      void queryClient.invalidateQueries({ queryKey: ['/api/properties', segment(result.booking.propertyId), 'availability'] });
    },
  });
}

/** PUT /api/bookings/{id}/refund-account: the guest gives a コンビニ払い or 銀行振込 refund's account; the booking is asked again. */
export function useGiveRefundAccount(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundAccountBody) => apiJson<RefundTransfer>('PUT', `/api/bookings/${segment(bookingId)}/refund-account`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingQuery(bookingId).queryKey });
      void queryClient.invalidateQueries({ queryKey: userBookingsQuery.queryKey });
    },
  });
}

/** POST /api/bookings/{id}/receipts → the issued receipt with its printable page's address. */
export function useIssueReceipt(bookingId: string) {
  return useMutation({
    mutationFn: (body: ReceiptBody) => apiJson<ReceiptIssued>('POST', receiptsPath(bookingId), body),
  });
}

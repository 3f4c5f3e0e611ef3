import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { ADMIN_BOOKING_SORTS, AdminBookingDetail, AdminRefundChoice } from '@/contract/admin-bookings';
import { ADMIN_BOOKING_PERIODS } from '@/contract/admin-bookings';
import { BOOKING_STATUSES } from '@/contract/enums';
import type { BookingRegistry } from '@/contract/guest-registry';
import { adminJson, adminQueryFn, adminRequest, adminRetry } from '@/web/lib/admin-api';
import { ADMIN_STATS_QUERY_KEY } from '@/web/lib/admin-queries';
import { defineListSpec } from '@/web/lib/list-params';

export const ADMIN_BOOKINGS_PATH = '/api/admin/bookings';

export const ADMIN_BOOKINGS_LIST = defineListSpec({
  filters: { status: BOOKING_STATUSES, period: ADMIN_BOOKING_PERIODS },
  sorts: ['newest', 'checkin'] as const satisfies typeof ADMIN_BOOKING_SORTS,
});

/** GET /api/admin/bookings/{id}: the booking's whole record. */
export const bookingDetailQuery = (id: string) =>
  queryOptions<AdminBookingDetail>({
    queryKey: [ADMIN_BOOKINGS_PATH, id],
    queryFn: adminQueryFn<AdminBookingDetail>(),
    retry: adminRetry,
  });

/** POST /api/admin/bookings/{id}/cancel: the list, the booking and the dashboard's figures are fetched again. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; reason: string; refund: AdminRefundChoice }) =>
      adminJson<AdminBookingDetail>('POST', `${ADMIN_BOOKINGS_PATH}/${change.id}/cancel`, { reason: change.reason, refund: change.refund }),
    onSuccess: (booking) => queryClient.setQueryData(bookingDetailQuery(booking.id).queryKey, booking),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: [ADMIN_BOOKINGS_PATH] }), queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY })]),
  });
}

/** GET /api/admin/bookings/{id}/registry: the booking's 宿泊者名簿. */
export const bookingRegistryQuery = (id: string) =>
  queryOptions<BookingRegistry>({
    queryKey: [ADMIN_BOOKINGS_PATH, id, 'registry'],
    queryFn: () => adminJson<BookingRegistry>('GET', `${ADMIN_BOOKINGS_PATH}/${encodeURIComponent(id)}/registry`),
    retry: adminRetry,
  });

/** A guest's passport photo with the admin token; the read is recorded in the audit log. */
export const adminPassportImageQuery = (url: string) =>
  queryOptions<Blob>({
    queryKey: ['admin-passport-image', url],
    queryFn: async () => (await adminRequest('GET', url)).blob(),
    retry: adminRetry,
    staleTime: Infinity,
  });

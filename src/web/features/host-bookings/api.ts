import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { HOST_BOOKING_SORTS, HOST_BOOKING_TABS, HostBookingDetail } from '@/contract/host-bookings';
import { apiJson } from '@/web/lib/api-client';
import { HOST_BOOKINGS_PATH } from '@/web/lib/host-booking-queries';
import { defineListSpec } from '@/web/lib/list-params';

export { HOST_BOOKINGS_PATH };

/** The list's tab filter and sorts (the contract's values; type-checked against it). */
export const HOST_BOOKINGS_LIST = defineListSpec({
  filters: { status: ['pending', 'confirmed', 'completed', 'cancelled'] as const satisfies typeof HOST_BOOKING_TABS },
  sorts: ['newest', 'checkin_asc', 'checkin_desc'] as const satisfies typeof HOST_BOOKING_SORTS,
  pageSize: 10,
});

const segment = (id: string) => encodeURIComponent(id);

/** GET /api/host/bookings/{id}: the detail page. */
export const hostBookingDetailQuery = (id: string) =>
  queryOptions<HostBookingDetail>({
    queryKey: [HOST_BOOKINGS_PATH, 'detail', id],
    queryFn: () => apiJson<HostBookingDetail>('GET', `${HOST_BOOKINGS_PATH}/${segment(id)}`),
  });

export type HostBookingChange =
  | { kind: 'approve'; id: string }
  | { kind: 'reject'; id: string; reason: string }
  | { kind: 'cancel'; id: string; reason: string }
  | { kind: 'check_in'; id: string }
  | { kind: 'no_show'; id: string };

const ACTION_PATH: Record<HostBookingChange['kind'], string> = {
  approve: 'approve',
  reject: 'reject',
  cancel: 'cancel',
  check_in: 'check-in',
  no_show: 'no-show',
};

/** One of the host's actions; the answer becomes the detail, and the list, its counts and the header's badge are fetched again. */
export function useHostBookingChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: HostBookingChange) =>
      apiJson<HostBookingDetail>('POST', `${HOST_BOOKINGS_PATH}/${segment(change.id)}/${ACTION_PATH[change.kind]}`, 'reason' in change ? { reason: change.reason } : undefined),
    onSuccess: (detail) => queryClient.setQueryData(hostBookingDetailQuery(detail.id).queryKey, detail),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [HOST_BOOKINGS_PATH] }), queryClient.invalidateQueries({ queryKey: ['/api/host/dashboard'] })]),
  });
}

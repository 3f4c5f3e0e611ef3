import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { HOST_BOOKING_SORTS, HOST_BOOKING_TABS, HostBookingDetail, HostBookingListItem } from '@/contract/host-bookings';
import type { BookingRegistry } from '@/contract/guest-registry';
import { apiJson, apiRequest } from '@/web/lib/api-client';
import { HOST_BOOKINGS_PATH } from '@/web/lib/host-booking-queries';
import { defineListSpec } from '@/web/lib/list-params';
import type { ServerList } from '@/web/lib/server-list';

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

/**
 * A list page as it stands once `detail` is the booking's new state: its row shows the new state, and
 * leaves a page filtered by status when its status changed (each tab holds other statuses).
 */
export function withChangedBooking(page: ServerList<HostBookingListItem>, detail: HostBookingDetail, filteredByStatus: boolean): ServerList<HostBookingListItem> {
  const row = page.items.find((item) => item.id === detail.id);
  if (!row) return page;
  const leaves = filteredByStatus && row.status !== detail.status;
  const items = leaves ? page.items.filter((item) => item !== row) : page.items.map((item) => (item === row ? { ...item, ...pickListFields(detail) } : item));
  return { ...page, items, total: leaves ? Math.max(0, page.total - 1) : page.total };
}

function pickListFields(detail: HostBookingDetail): Partial<HostBookingListItem> {
  const { status, rejected, paymentStatus, holdExpiresAt, checkedInAt, allowedActions, registryIncomplete } = detail;
  return { status, rejected, paymentStatus, holdExpiresAt, checkedInAt, allowedActions, registryIncomplete };
}

/**
 * One of the host's actions; the answer becomes the detail and the row on every list page kept (so the
 * row changes at once), then the list, its counts and the header's badge are fetched again.
 */
export function useHostBookingChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: HostBookingChange) =>
      apiJson<HostBookingDetail>('POST', `${HOST_BOOKINGS_PATH}/${segment(change.id)}/${ACTION_PATH[change.kind]}`, 'reason' in change ? { reason: change.reason } : undefined),
    onSuccess: async (detail) => {
      // A list fetch that started before the action would answer the row as it was and undo the change below.
      await queryClient.cancelQueries({ queryKey: [HOST_BOOKINGS_PATH] });
      queryClient.setQueryData(hostBookingDetailQuery(detail.id).queryKey, detail);
      for (const [key, page] of queryClient.getQueriesData<ServerList<HostBookingListItem>>({ queryKey: [HOST_BOOKINGS_PATH] })) {
        // A list page's key is [path, query string] and its data has items; the header's count ([path, 'pending-count'])
        // is a number, and the detail's and the registry's keys are longer.
        const query = key[1];
        if (key.length !== 2 || typeof query !== 'string' || !Array.isArray(page?.items)) continue;
        queryClient.setQueryData(key, withChangedBooking(page, detail, new URLSearchParams(query).has('status')));
      }
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [HOST_BOOKINGS_PATH] }), queryClient.invalidateQueries({ queryKey: ['/api/host/dashboard'] })]),
  });
}

/** GET /api/host/bookings/{id}/registry: 宿泊者名簿 of the booking. */
export const hostRegistryQuery = (id: string) =>
  queryOptions<BookingRegistry>({
    queryKey: [HOST_BOOKINGS_PATH, 'registry', id],
    queryFn: () => apiJson<BookingRegistry>('GET', `${HOST_BOOKINGS_PATH}/${segment(id)}/registry`),
  });

/** A guest's passport photo (each read is recorded in the audit log): fetched only when the host asks. */
export const passportImageQuery = (url: string) =>
  queryOptions<Blob>({
    queryKey: ['passport-image', url],
    queryFn: async () => (await apiRequest('GET', url)).blob(),
    staleTime: Infinity,
  });

/** 本人確認済み for one guest; the answer becomes the registry. */
export function useVerifyGuest(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestIndex: number) => apiJson<BookingRegistry>('POST', `${HOST_BOOKINGS_PATH}/${segment(bookingId)}/registry/${guestIndex}/verify`),
    onSuccess: (registry) => queryClient.setQueryData(hostRegistryQuery(bookingId).queryKey, registry),
  });
}

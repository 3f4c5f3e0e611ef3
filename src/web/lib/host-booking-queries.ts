import { queryOptions } from '@tanstack/react-query';
import type { HostBookingCounts } from '@/contract/host-bookings';
import { apiRequest } from './api-client';
import { fetchServerList } from './server-list';

/** The host's bookings (GET /api/host/bookings); invalidating `[HOST_BOOKINGS_PATH]` refreshes every page, the detail and the header's badge. */
export const HOST_BOOKINGS_PATH = '/api/host/bookings';

/**
 * How many requests to book wait for the host's answer: the header's badge on 予約管理. Asked as the
 * smallest page of the list, whose x-list-counts holds the tabs' counts; again every minute.
 */
export const pendingRequestsCountQuery = () =>
  queryOptions<number>({
    queryKey: [HOST_BOOKINGS_PATH, 'pending-count'],
    queryFn: async () => {
      const page = await fetchServerList<unknown, HostBookingCounts>(apiRequest, `${HOST_BOOKINGS_PATH}?status=pending&pageSize=1`);
      return page.counts?.pending ?? 0;
    },
    refetchInterval: 60_000,
    retry: false,
  });

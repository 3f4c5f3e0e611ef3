import { queryOptions } from '@tanstack/react-query';
import type { HostDashboard } from '@/contract/host-dashboard';
import { getQueryFn } from '@/web/lib/api-client';

/** GET /api/host/dashboard: the signed-in host's figures and recent activity. */
export const hostDashboardQuery = queryOptions<HostDashboard>({
  queryKey: ['/api/host/dashboard'],
  queryFn: getQueryFn<HostDashboard>({ on401: 'throw' }),
});

import { queryOptions } from '@tanstack/react-query';
import type { AdminStats } from '@/contract/admin-auth';
import { adminQueryFn, adminRetry } from '@/web/lib/admin-api';

export const ADMIN_STATS_QUERY_KEY = ['/api/admin/stats'] as const;

/** GET /api/admin/stats: the dashboard's figures and the sidebar's badges; retried twice. */
export const adminStatsQuery = queryOptions<AdminStats>({
  queryKey: ADMIN_STATS_QUERY_KEY,
  queryFn: adminQueryFn<AdminStats>(),
  retry: adminRetry,
});

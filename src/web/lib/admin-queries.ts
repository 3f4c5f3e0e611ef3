import { queryOptions } from '@tanstack/react-query';
import type { Admin, AdminStats } from '@/contract/admin-auth';
import { adminQueryFn, adminRetry } from './admin-api';

/** The back office's queries shared by its shell (sidebar, guard) and its pages. */

export const ADMIN_ME_QUERY_KEY = ['/api/admin/me'] as const;

/** GET /api/admin/me: is the stored token still good, and whose is it. */
export const adminMeQuery = queryOptions<Admin>({
  queryKey: ADMIN_ME_QUERY_KEY,
  queryFn: adminQueryFn<Admin>(),
  retry: adminRetry,
});

export const ADMIN_STATS_QUERY_KEY = ['/api/admin/stats'] as const;

/** GET /api/admin/stats: the dashboard's figures and the sidebar's badges; retried twice. */
export const adminStatsQuery = queryOptions<AdminStats>({
  queryKey: ADMIN_STATS_QUERY_KEY,
  queryFn: adminQueryFn<AdminStats>(),
  retry: adminRetry,
});

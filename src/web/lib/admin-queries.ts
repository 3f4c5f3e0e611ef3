import { queryOptions } from '@tanstack/react-query';
import type { AdminActivityItem } from '@/contract/admin-audit-logs';
import type { AdminMe, AdminStats } from '@/contract/admin-auth';
import { adminQueryFn, adminRetry } from './admin-api';

/** The back office's queries shared by its shell (sidebar, guard) and its pages. */

export const ADMIN_ME_QUERY_KEY = ['/api/admin/me'] as const;

/** GET /api/admin/me: is the stored token still good, and whose is it. */
export const adminMeQuery = queryOptions<AdminMe>({
  queryKey: ADMIN_ME_QUERY_KEY,
  queryFn: adminQueryFn<AdminMe>(),
  retry: adminRetry,
});

export const ADMIN_STATS_QUERY_KEY = ['/api/admin/stats'] as const;

/** How often the sidebar's badges and the dashboard are counted again while a page is open. */
const STATS_REFRESH_MS = 60_000;

/**
 * GET /api/admin/stats: the dashboard's figures and the sidebar's badges; retried twice, counted again
 * every minute. A change that alters a count invalidates ADMIN_STATS_QUERY_KEY, which also refreshes
 * the dashboard's recent activity (its key starts with it).
 */
export const adminStatsQuery = queryOptions<AdminStats>({
  queryKey: ADMIN_STATS_QUERY_KEY,
  queryFn: adminQueryFn<AdminStats>(),
  retry: adminRetry,
  refetchInterval: STATS_REFRESH_MS,
});

/** GET /api/admin/stats/activity: the dashboard's recent activity (admins' changes and new bookings). */
export const adminActivityQuery = queryOptions<AdminActivityItem[]>({
  queryKey: [...ADMIN_STATS_QUERY_KEY, 'activity'],
  queryFn: adminQueryFn<AdminActivityItem[]>(),
  retry: adminRetry,
  refetchInterval: STATS_REFRESH_MS,
});

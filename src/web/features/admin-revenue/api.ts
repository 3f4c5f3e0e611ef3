import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminRevenue } from '@/contract/admin-revenue';
import { adminJson, adminRetry } from '@/web/lib/admin-api';

export const ADMIN_REVENUE_PATH = '/api/admin/revenue';

/** GET /api/admin/revenue?month=…: the month's figures, its 12 months and prefectures (this month when `month` is null). */
export const adminRevenueQuery = (month: string | null) =>
  queryOptions<AdminRevenue>({
    queryKey: [ADMIN_REVENUE_PATH, month ?? 'this-month'],
    queryFn: () => adminJson<AdminRevenue>('GET', month ? `${ADMIN_REVENUE_PATH}?month=${month}` : ADMIN_REVENUE_PATH),
    retry: adminRetry,
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RevenueAnalytics, RevenuePayout, RevenueSettings, RevenueSummary, RevenueTotals, RevenueTransaction } from '@/contract/host-revenue';
import { apiJson } from '@/web/lib/api-client';
import { serverListQuery } from '@/web/lib/server-list';

export const REVENUE_PATH = '/api/host/revenue';
export const TRANSACTIONS_PATH = `${REVENUE_PATH}/transactions`;
export const PAYOUTS_PATH = `${REVENUE_PATH}/payouts`;
export const PAGE_SIZE = 20;

/** GET /api/host/revenue/summary: this month's totals, the next payout, the host's houses. */
export const revenueSummaryQuery = queryOptions<RevenueSummary>({
  queryKey: [`${REVENUE_PATH}/summary`],
  queryFn: () => apiJson<RevenueSummary>('GET', `${REVENUE_PATH}/summary`),
});

/** GET /api/host/revenue/transactions for a month (and house), one page; the month's totals in `counts`. */
export const transactionsQuery = (params: { month: string; propertyId?: string; page: number }) => {
  const query = new URLSearchParams({ month: params.month, page: String(params.page), pageSize: String(PAGE_SIZE) });
  if (params.propertyId) query.set('propertyId', params.propertyId);
  return serverListQuery<RevenueTransaction, RevenueTotals>({ path: TRANSACTIONS_PATH, query: query.toString() });
};

/** GET /api/host/revenue/analytics */
export const revenueAnalyticsQuery = (propertyId?: string) =>
  queryOptions<RevenueAnalytics>({
    queryKey: [`${REVENUE_PATH}/analytics`, propertyId ?? 'all'],
    queryFn: () => apiJson<RevenueAnalytics>('GET', `${REVENUE_PATH}/analytics${propertyId ? `?propertyId=${encodeURIComponent(propertyId)}` : ''}`),
    placeholderData: keepPreviousData,
  });

/** GET /api/host/revenue/payouts, one page. */
export const payoutsQuery = (page: number) =>
  serverListQuery<RevenuePayout, { total: number; processing: number; paid: number; failed: number }>({
    path: PAYOUTS_PATH,
    query: new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) }).toString(),
  });

/** GET /api/host/revenue/settings */
export const revenueSettingsQuery = queryOptions<RevenueSettings>({
  queryKey: [`${REVENUE_PATH}/settings`],
  queryFn: () => apiJson<RevenueSettings>('GET', `${REVENUE_PATH}/settings`),
});

export const exportCsvUrl = (from: string, to: string) => `${REVENUE_PATH}/export.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
export const statementUrl = (payoutId: string) => `${PAYOUTS_PATH}/${encodeURIComponent(payoutId)}/statement`;

import { queryOptions } from '@tanstack/react-query';
import type { MinpakuReports } from '@/contract/minpaku-reports';
import { getQueryFn } from '@/web/lib/api-client';

/** GET /api/host/minpaku-reports?period=YYYY-MM: the figures of the host's 民泊 houses for the period. */
export const minpakuReportsQuery = (period: string) =>
  queryOptions<MinpakuReports>({
    queryKey: [`/api/host/minpaku-reports?period=${encodeURIComponent(period)}`],
    queryFn: getQueryFn<MinpakuReports>({ on401: 'throw' }),
  });

export const reportCsvUrl = (propertyId: string, period: string) => `/api/host/minpaku-reports/${encodeURIComponent(propertyId)}/report.csv?period=${encodeURIComponent(period)}`;

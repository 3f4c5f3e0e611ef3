import { queryOptions } from '@tanstack/react-query';
import type { Holiday } from '@/contract/holidays';
import { apiJson } from '@/web/lib/api-client';

/** GET /api/holidays?from=&to=: national holidays never change once published, so they are asked once per window. */
export const holidaysQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['/api/holidays', from, to],
    queryFn: () => apiJson<Holiday[]>('GET', `/api/holidays?${new URLSearchParams({ from, to }).toString()}`),
    staleTime: Infinity,
    select: (list) => new Map(list.map((h) => [h.date, h.name])),
  });

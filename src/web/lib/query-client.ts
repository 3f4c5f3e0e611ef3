import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** The seed's defaults: no retries, no refetch on interval or focus, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/** The browser's one cache. A page rendered on the server gets a client of its own (server-render.tsx). */
export const queryClient = createQueryClient();

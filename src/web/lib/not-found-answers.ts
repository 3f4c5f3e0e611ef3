import type { QueryClient } from '@tanstack/react-query';

/**
 * A query whose answer was 404 (an unknown house, on a page the server rendered) is not asked again
 * when its page mounts: it would show as loading, on the server and while hydrating, instead of the
 * page's not-found state. The server (server-render.tsx) and the browser (start.tsx) both say so.
 */
export function keepNotFound(queryClient: QueryClient, queryKey: readonly unknown[]): void {
  queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
}

import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { Admin, AdminListItem } from '@/contract/admin-auth';
import { adminJson, adminQueryFn, adminRetry } from '@/web/lib/admin-api';
import { ADMIN_STATS_QUERY_KEY } from '@/web/lib/admin-queries';

export const ADMIN_ACCOUNTS_QUERY_KEY = ['/api/admin/accounts'] as const;

/** GET /api/admin/accounts */
export const adminAccountsQuery = queryOptions<AdminListItem[]>({
  queryKey: ADMIN_ACCOUNTS_QUERY_KEY,
  queryFn: adminQueryFn<AdminListItem[]>(),
  retry: adminRetry,
});

/** PUT /api/admin/accounts/{id} { isActive }; then the list and the stats (sidebar badge) are refetched. */
export function useSetAdminActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => adminJson<Admin>('PUT', `/api/admin/accounts/${id}`, { isActive }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ACCOUNTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY }),
      ]),
  });
}

/** POST /api/admin/accounts/{id}/reset-two-step { password } (one's own); then the list is refetched. */
export function useResetAdminTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) => adminJson<{ ok: true }>('POST', `/api/admin/accounts/${id}/reset-two-step`, { password }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_ACCOUNTS_QUERY_KEY }),
  });
}

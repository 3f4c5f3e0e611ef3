import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { ClosurePreview } from '@/contract/account-closure';
import { USER_LIST_ROLES, type ADMIN_USER_SORTS, type AdminUserDetail, type SuspendUserBody, type USER_STATUS_FILTERS, type USER_VERIFICATION_FILTERS } from '@/contract/admin-users';
import { adminJson, adminQueryFn, adminRetry } from '@/web/lib/admin-api';
import { defineListSpec } from '@/web/lib/list-params';

export const ADMIN_USERS_PATH = '/api/admin/users';

/** The list's filters and sorts (the contract's values; type-checked against it, kept as plain lists). */
export const ADMIN_USERS_LIST = defineListSpec({
  filters: {
    role: USER_LIST_ROLES,
    verification: ['verified', 'unverified'] as const satisfies typeof USER_VERIFICATION_FILTERS,
    status: ['active', 'suspended'] as const satisfies typeof USER_STATUS_FILTERS,
  },
  sorts: ['newest', 'oldest', 'name'] as const satisfies typeof ADMIN_USER_SORTS,
});

/** GET /api/admin/users/{id}: the detail dialog's data. */
export const adminUserDetailQuery = (id: string) =>
  queryOptions<AdminUserDetail>({
    queryKey: [ADMIN_USERS_PATH, id],
    queryFn: adminQueryFn<AdminUserDetail>(),
    retry: adminRetry,
  });

/**
 * POST /api/admin/users/{id}/suspend { reason } or …/reinstate: the answer becomes the detail, and every
 * page of the list (with its counters) is fetched again.
 */
export function useSetUserSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; suspend: true; body: SuspendUserBody } | { id: string; suspend: false }) =>
      change.suspend
        ? adminJson<AdminUserDetail>('POST', `${ADMIN_USERS_PATH}/${change.id}/suspend`, change.body)
        : adminJson<AdminUserDetail>('POST', `${ADMIN_USERS_PATH}/${change.id}/reinstate`),
    onSuccess: (detail) => queryClient.setQueryData(adminUserDetailQuery(detail.id).queryKey, detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_PATH] }),
  });
}

/** GET /api/admin/users/{id}/closure: can the account be closed, what goes and what stays. */
export const adminUserClosureQuery = (id: string) =>
  queryOptions<ClosurePreview>({
    queryKey: [ADMIN_USERS_PATH, id, 'closure'],
    queryFn: adminQueryFn<ClosurePreview>(),
    retry: adminRetry,
  });

/** POST /api/admin/users/{id}/closure { reason }: the answer (the closed account) becomes the detail; the list is fetched again. */
export function useCloseUserAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; body: { reason: string } }) => adminJson<AdminUserDetail>('POST', `${ADMIN_USERS_PATH}/${change.id}/closure`, change.body),
    onSuccess: (detail) => queryClient.setQueryData(adminUserDetailQuery(detail.id).queryKey, detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_PATH] }),
  });
}

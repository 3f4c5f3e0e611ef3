import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { ADMIN_HOST_SORTS, AdminHostDetail, HOST_APPROVAL_SORTS } from '@/contract/admin-hosts';
import { KYC_STATUSES } from '@/contract/enums';
import { adminJson, adminQueryFn, adminRequest, adminRetry } from '@/web/lib/admin-api';
import { ADMIN_STATS_QUERY_KEY } from '@/web/lib/admin-queries';
import { defineListSpec } from '@/web/lib/list-params';

export const ADMIN_HOSTS_PATH = '/api/admin/hosts';
export const HOST_APPROVALS_PATH = '/api/admin/host-approvals';

export const ADMIN_HOSTS_LIST = defineListSpec({
  filters: { kyc: KYC_STATUSES },
  sorts: ['newest', 'oldest', 'name'] as const satisfies typeof ADMIN_HOST_SORTS,
});

export const HOST_APPROVALS_LIST = defineListSpec({
  filters: {},
  sorts: ['oldest', 'newest'] as const satisfies typeof HOST_APPROVAL_SORTS,
});

/** GET /api/admin/hosts/{id}: the review dialog's data. */
export const hostDetailQuery = (id: string) =>
  queryOptions<AdminHostDetail>({
    queryKey: [ADMIN_HOSTS_PATH, id],
    queryFn: adminQueryFn<AdminHostDetail>(),
    retry: adminRetry,
  });

/** An identity image, fetched with the admin token (an <img> cannot send it) as a Blob. */
export const idDocumentQuery = (url: string) =>
  queryOptions<Blob>({
    queryKey: ['id-document', url],
    queryFn: async () => (await adminRequest('GET', url)).blob(),
    retry: adminRetry,
    staleTime: 0,
    gcTime: 0,
  });

/**
 * POST /api/admin/hosts/{id}/verify or …/reject { reason }: the answer becomes the detail; both lists
 * and the sidebar's badge are fetched again.
 */
export function useReviewIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; verify: true } | { id: string; verify: false; reason: string }) =>
      decision.verify
        ? adminJson<AdminHostDetail>('POST', `${ADMIN_HOSTS_PATH}/${decision.id}/verify`)
        : adminJson<AdminHostDetail>('POST', `${ADMIN_HOSTS_PATH}/${decision.id}/reject`, { reason: decision.reason }),
    onSuccess: (detail) => queryClient.setQueryData(hostDetailQuery(detail.id).queryKey, detail),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_HOSTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: [HOST_APPROVALS_PATH] }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY }),
      ]),
  });
}

import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { ADMIN_PROPERTY_SORTS, PROPERTY_APPROVAL_SORTS, ReviewedProperty } from '@/contract/admin-properties';
import { PROPERTY_STATUSES } from '@/contract/enums';
import type { PropertyPreview } from '@/contract/host-properties';
import { PREFECTURES } from '@/domain/destination-search';
import { adminJson, adminQueryFn, adminRequest, adminRetry } from '@/web/lib/admin-api';
import { ADMIN_STATS_QUERY_KEY } from '@/web/lib/admin-queries';
import { defineListSpec } from '@/web/lib/list-params';

export const ADMIN_PROPERTIES_PATH = '/api/admin/properties';
export const PROPERTY_APPROVALS_PATH = '/api/admin/property-approvals';

export const ADMIN_PROPERTIES_LIST = defineListSpec({
  filters: { status: PROPERTY_STATUSES, prefecture: PREFECTURES.map((p) => p.name) },
  sorts: ['newest', 'oldest', 'price-high', 'price-low', 'rating'] as const satisfies typeof ADMIN_PROPERTY_SORTS,
});

export const PROPERTY_APPROVALS_LIST = defineListSpec({
  filters: {},
  sorts: ['oldest', 'newest'] as const satisfies typeof PROPERTY_APPROVAL_SORTS,
});

/** GET /api/admin/properties/{id}/preview: the house as a guest sees it. */
export const propertyPreviewQuery = (id: string) =>
  queryOptions<PropertyPreview>({
    queryKey: [ADMIN_PROPERTIES_PATH, id, 'preview'],
    queryFn: adminQueryFn<PropertyPreview>(),
    retry: adminRetry,
  });

/** A house's proof document, fetched with the admin token (an <img> cannot send it) as a Blob; never kept. */
export const lodgingDocumentQuery = (url: string) =>
  queryOptions<Blob>({
    queryKey: ['lodging-document', url],
    queryFn: async () => (await adminRequest('GET', url)).blob(),
    retry: adminRetry,
    staleTime: 0,
    gcTime: 0,
  });

export type PropertyReviewAction = { id: string; action: 'approve' | 'lift-suspension' } | { id: string; action: 'reject' | 'suspend'; reason: string };

/** POST /api/admin/properties/{id}/{approve|reject|suspend|lift-suspension}: both lists and the sidebar's badge are fetched again. */
export function usePropertyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PropertyReviewAction) =>
      adminJson<ReviewedProperty>('POST', `${ADMIN_PROPERTIES_PATH}/${change.id}/${change.action}`, 'reason' in change ? { reason: change.reason } : undefined),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_PROPERTIES_PATH] }),
        queryClient.invalidateQueries({ queryKey: [PROPERTY_APPROVALS_PATH] }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY }),
      ]),
  });
}

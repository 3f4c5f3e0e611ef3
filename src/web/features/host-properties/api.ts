import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { PropertyStatus } from '@/contract/enums';
import type { HOST_PROPERTY_SORTS, PropertyPreview, PropertyStatusAnswer } from '@/contract/host-properties';
import { apiJson, apiRequest } from '@/web/lib/api-client';
import { defineListSpec } from '@/web/lib/list-params';

export const HOST_PROPERTIES_PATH = '/api/host/properties';

/** The list's status filter and sorts (the contract's values; type-checked against it). */
export const HOST_PROPERTIES_LIST = defineListSpec({
  filters: { status: ['published', 'in_review', 'draft', 'private', 'suspended'] as const satisfies readonly PropertyStatus[] },
  sorts: ['newest', 'title', 'price'] as const satisfies typeof HOST_PROPERTY_SORTS,
  pageSize: 12,
});

const segment = (id: string) => encodeURIComponent(id);

/** GET /api/host/properties/{id}/preview: the host's own house as a guest would see it, in any status. */
export const propertyPreviewQuery = (id: string) =>
  queryOptions<PropertyPreview>({
    queryKey: [HOST_PROPERTIES_PATH, segment(id), 'preview'],
    queryFn: () => apiJson<PropertyPreview>('GET', `${HOST_PROPERTIES_PATH}/${segment(id)}/preview`),
  });

export type HostPropertyChange =
  | { kind: 'submit'; id: string }
  | { kind: 'withdraw'; id: string }
  | { kind: 'visibility'; id: string; visibility: 'private' | 'published' }
  | { kind: 'duplicate'; id: string }
  | { kind: 'delete'; id: string };

async function send(change: HostPropertyChange): Promise<PropertyStatusAnswer | { id: string } | null> {
  const base = `${HOST_PROPERTIES_PATH}/${segment(change.id)}`;
  switch (change.kind) {
    case 'submit':
      return apiJson<PropertyStatusAnswer>('POST', `${base}/submit`);
    case 'withdraw':
      return apiJson<PropertyStatusAnswer>('POST', `${base}/withdraw`);
    case 'visibility':
      return apiJson<PropertyStatusAnswer>('POST', `${base}/visibility`, { visibility: change.visibility });
    case 'duplicate':
      return apiJson<{ id: string }>('POST', `${base}/duplicate`);
    case 'delete':
      await apiRequest('DELETE', base);
      return null;
  }
}

/** One of a house's actions; afterwards every page of the list (and its counts) is fetched again. */
export function useHostPropertyChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [HOST_PROPERTIES_PATH] }),
        queryClient.invalidateQueries({ queryKey: ['/api/host/dashboard'] }),
      ]),
  });
}

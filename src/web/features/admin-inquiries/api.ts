import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { ADMIN_INQUIRY_SORTS, AdminInquiryDetail } from '@/contract/admin-inquiries';
import { INQUIRY_STATUSES, INQUIRY_TYPES } from '@/contract/enums';
import { adminJson, adminQueryFn, adminRetry } from '@/web/lib/admin-api';
import { ADMIN_STATS_QUERY_KEY } from '@/web/lib/admin-queries';
import { defineListSpec } from '@/web/lib/list-params';

export const ADMIN_INQUIRIES_PATH = '/api/admin/inquiries';

export const ADMIN_INQUIRIES_LIST = defineListSpec({
  filters: { status: INQUIRY_STATUSES, type: INQUIRY_TYPES },
  sorts: ['newest', 'oldest'] as const satisfies typeof ADMIN_INQUIRY_SORTS,
});

/** GET /api/admin/inquiries/{id}: the detail dialog's data. */
export const inquiryDetailQuery = (id: string) =>
  queryOptions<AdminInquiryDetail>({
    queryKey: [ADMIN_INQUIRIES_PATH, id],
    queryFn: adminQueryFn<AdminInquiryDetail>(),
    retry: adminRetry,
  });

export type InquiryChange = { id: string; action: 'take' | 'close' } | { id: string; action: 'respond'; responseContent: string };

/**
 * POST /api/admin/inquiries/{id}/take, …/respond { responseContent } or …/close: the answer becomes the
 * detail; the list (with its counters) and the sidebar's badge are fetched again.
 */
export function useChangeInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InquiryChange) =>
      adminJson<AdminInquiryDetail>('POST', `${ADMIN_INQUIRIES_PATH}/${change.id}/${change.action}`, change.action === 'respond' ? { responseContent: change.responseContent } : undefined),
    onSuccess: (detail) => queryClient.setQueryData(inquiryDetailQuery(detail.id).queryKey, detail),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [ADMIN_INQUIRIES_PATH] }), queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY })]),
  });
}

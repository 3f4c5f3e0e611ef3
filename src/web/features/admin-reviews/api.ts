import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import { ADMIN_REVIEW_SORTS, REVIEW_RATINGS, REVIEW_VISIBILITIES, type AdminReview } from '@/contract/admin-reviews';
import { adminJson } from '@/web/lib/admin-api';
import { ADMIN_STATS_QUERY_KEY } from '@/web/lib/admin-queries';
import { defineListSpec } from '@/web/lib/list-params';

export const ADMIN_REVIEWS_PATH = '/api/admin/reviews';

export const ADMIN_REVIEWS_LIST = defineListSpec({
  filters: { rating: REVIEW_RATINGS, visibility: REVIEW_VISIBILITIES },
  sorts: ADMIN_REVIEW_SORTS,
});

/**
 * POST /api/admin/reviews/{id}/hide { reason } or …/publish: answers the review as it is now; the list
 * (with its counters) and the dashboard's figures are fetched again.
 */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; action: 'hide'; reason: string } | { id: string; action: 'publish' }) =>
      change.action === 'hide'
        ? adminJson<AdminReview>('POST', `${ADMIN_REVIEWS_PATH}/${change.id}/hide`, { reason: change.reason })
        : adminJson<AdminReview>('POST', `${ADMIN_REVIEWS_PATH}/${change.id}/publish`, {}),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: [ADMIN_REVIEWS_PATH] }), queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY })]),
  });
}

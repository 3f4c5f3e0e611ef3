import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { HOST_REVIEW_RATINGS, HOST_REVIEW_REPLY_FILTERS, HOST_REVIEW_SORTS, HostReview, REPLY_MAX } from '@/contract/host-reviews';
import { apiJson } from '@/web/lib/api-client';
import { defineListSpec } from '@/web/lib/list-params';

export const HOST_REVIEWS_PATH = '/api/host/reviews';
/** The contract's longest reply (a type-only import keeps zod out of the page's code). */
export const REPLY_MAX_LENGTH: typeof REPLY_MAX = 1000;

/** The list's filters and sorts (the contract's values; type-checked against it). */
export const HOST_REVIEWS_LIST = defineListSpec({
  filters: {
    rating: ['5', '4', '3', '2', '1'] as const satisfies typeof HOST_REVIEW_RATINGS,
    replied: ['replied', 'awaiting'] as const satisfies typeof HOST_REVIEW_REPLY_FILTERS,
  },
  sorts: ['newest', 'oldest', 'rating_high', 'rating_low'] as const satisfies typeof HOST_REVIEW_SORTS,
  pageSize: 10,
});

/**
 * POST (first reply) or PUT (edit within 24 hours) /api/host/reviews/{id}/reply. Afterwards the list and
 * its summary, the dashboard and the house page's reviews are fetched again.
 */
export function useReviewReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, reply }: { review: HostReview; reply: string }) =>
      apiJson<HostReview>(review.hostReply === null ? 'POST' : 'PUT', `${HOST_REVIEWS_PATH}/${encodeURIComponent(review.id)}/reply`, { reply }),
    onSettled: (_data, _error, { review }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [HOST_REVIEWS_PATH] }),
        queryClient.invalidateQueries({ queryKey: ['/api/host/dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/properties', encodeURIComponent(review.property.id), 'reviews'] }),
      ]),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { ADMIN_PAYMENT_SORTS, AdminPayment, PAYMENT_ROW_KINDS } from '@/contract/admin-payments';
import { PAYMENT_STATUSES } from '@/contract/enums';
import { adminJson } from '@/web/lib/admin-api';
import { ADMIN_STATS_QUERY_KEY } from '@/web/lib/admin-queries';
import { defineListSpec } from '@/web/lib/list-params';

export const ADMIN_PAYMENTS_PATH = '/api/admin/payments';

export const ADMIN_PAYMENTS_LIST = defineListSpec({
  filters: {
    kind: ['payment', 'refund'] as const satisfies typeof PAYMENT_ROW_KINDS,
    status: PAYMENT_STATUSES,
  },
  sorts: ['newest', 'oldest', 'amount'] as const satisfies typeof ADMIN_PAYMENT_SORTS,
});

/** POST /api/admin/refunds/{id}/retry: the list (with its counters) and the revenue are fetched again. */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminJson<AdminPayment>('POST', `/api/admin/refunds/${id}/retry`),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_PAYMENTS_PATH] }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/revenue'] }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY }),
      ]);
    },
  });
}

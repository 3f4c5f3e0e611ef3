import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { ADMIN_PAYOUT_SORTS, AdminPayout, AdminPayoutBatch, CreatePayoutBatchBody, CreatePayoutBatchResult } from '@/contract/admin-payouts';
import { PAYOUT_STATUSES } from '@/contract/enums';
import { addMonths, japanMonthOf } from '@/domain/payouts';
import { adminJson, adminQueryFn, adminRequest, adminRetry } from '@/web/lib/admin-api';
import { ADMIN_STATS_QUERY_KEY } from '@/web/lib/admin-queries';
import { saveResponse } from '@/web/lib/download-file';
import { defineListSpec } from '@/web/lib/list-params';

export const ADMIN_PAYOUTS_PATH = '/api/admin/payouts';
export const PAYOUT_BATCHES_PATH = '/api/admin/payout-batches';

/** The months the filter offers: this month and the 23 before it (Japan time), newest first. */
export const PAYOUT_MONTHS = Array.from({ length: 24 }, (_, i) => addMonths(japanMonthOf(new Date()), -i));

export const ADMIN_PAYOUTS_LIST = defineListSpec({
  filters: { status: PAYOUT_STATUSES, month: PAYOUT_MONTHS },
  sorts: ['newest', 'amount', 'host'] as const satisfies typeof ADMIN_PAYOUT_SORTS,
});

/** GET /api/admin/payout-batches: the latest runs and their download buttons. */
export const payoutBatchesQuery = queryOptions<AdminPayoutBatch[]>({
  queryKey: [PAYOUT_BATCHES_PATH],
  queryFn: adminQueryFn<AdminPayoutBatch[]>(),
  retry: adminRetry,
});

function useRefreshPayouts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [ADMIN_PAYOUTS_PATH] }),
      queryClient.invalidateQueries({ queryKey: [PAYOUT_BATCHES_PATH] }),
      queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY }),
    ]);
}

/** POST /api/admin/payout-batches { periodMonth, transferDate } */
export function useCreateBatch() {
  const refresh = useRefreshPayouts();
  return useMutation({
    mutationFn: (body: CreatePayoutBatchBody) => adminJson<CreatePayoutBatchResult>('POST', PAYOUT_BATCHES_PATH, body),
    onSettled: refresh,
  });
}

/** POST /api/admin/payouts/{id}/paid { early } (confirmed before the transfer day), or …/failed { reason } */
export function useRecordOutcome() {
  const refresh = useRefreshPayouts();
  return useMutation({
    mutationFn: (outcome: { id: string; paid: true; early: boolean } | { id: string; paid: false; reason: string }) =>
      outcome.paid
        ? adminJson<AdminPayout>('POST', `${ADMIN_PAYOUTS_PATH}/${outcome.id}/paid`, { early: outcome.early })
        : adminJson<AdminPayout>('POST', `${ADMIN_PAYOUTS_PATH}/${outcome.id}/failed`, { reason: outcome.reason }),
    onSettled: refresh,
  });
}

/** GET …/zengin with the admin token, saved under the server's file name. */
export async function downloadZenginFile(batchId: string): Promise<void> {
  const res = await adminRequest('GET', `${PAYOUT_BATCHES_PATH}/${batchId}/zengin`);
  await saveResponse(res, `zengin-${batchId}.txt`);
}

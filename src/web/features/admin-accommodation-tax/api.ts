import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  ACCOMMODATION_TAX_STATE_FILTERS,
  ADMIN_ACCOMMODATION_TAX_SORTS,
  type AccommodationTaxReport,
  type AccommodationTaxRuleBody,
  type AccommodationTaxRuleView,
} from '@/contract/admin-accommodation-tax';
import { PREFECTURES } from '@/domain/destination-search';
import { adminJson, adminRequest, adminRetry } from '@/web/lib/admin-api';
import { saveResponse } from '@/web/lib/download-file';
import { defineListSpec } from '@/web/lib/list-params';
import { useMutation } from '@/web/lib/use-mutation';

export const ADMIN_ACCOMMODATION_TAX_PATH = '/api/admin/accommodation-tax';
const REPORT_PATH = `${ADMIN_ACCOMMODATION_TAX_PATH}/report`;

export const ADMIN_ACCOMMODATION_TAX_LIST = defineListSpec({
  filters: { state: ACCOMMODATION_TAX_STATE_FILTERS, prefecture: PREFECTURES.map((p) => p.name) },
  sorts: ADMIN_ACCOMMODATION_TAX_SORTS,
});

/** Every change fetches the rules (with their counters) and the reports again: a rule changes no booking, but the list and its counts move. */
function useRuleMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_ACCOMMODATION_TAX_PATH] }) });
}

/** POST /api/admin/accommodation-tax (new) or PUT /api/admin/accommodation-tax/{id} (edit); both audited. */
export const useSaveTaxRule = () =>
  useRuleMutation((change: { id: string | null; body: AccommodationTaxRuleBody }) =>
    change.id
      ? adminJson<AccommodationTaxRuleView>('PUT', `${ADMIN_ACCOMMODATION_TAX_PATH}/${change.id}`, change.body)
      : adminJson<AccommodationTaxRuleView>('POST', ADMIN_ACCOMMODATION_TAX_PATH, change.body),
  );

/** DELETE /api/admin/accommodation-tax/{id} (audited with what the rule held). */
export const useDeleteTaxRule = () => useRuleMutation(async (id: string) => void (await adminRequest('DELETE', `${ADMIN_ACCOMMODATION_TAX_PATH}/${id}`)));

/** GET /api/admin/accommodation-tax/report?month=YYYY-MM: the month's nights, taxed guest-nights and tax per municipality. */
export const taxReportQuery = (month: string) =>
  queryOptions<AccommodationTaxReport>({
    queryKey: [ADMIN_ACCOMMODATION_TAX_PATH, 'report', month],
    queryFn: () => adminJson<AccommodationTaxReport>('GET', `${REPORT_PATH}?month=${month}`),
    retry: adminRetry,
    placeholderData: keepPreviousData,
  });

/** GET …/report.csv with the admin token, saved under the server's file name. */
export async function downloadTaxReportCsv(month: string): Promise<string> {
  const res = await adminRequest('GET', `${REPORT_PATH}.csv?month=${month}`);
  return saveResponse(res, `accommodation-tax-${month}.csv`);
}

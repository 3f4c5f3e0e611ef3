import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_MINPAKU_LIMIT_SORTS, MINPAKU_LIMIT_STATE_FILTERS, type AdminMinpakuLimit, type MinpakuLimitBody } from '@/contract/admin-minpaku-limits';
import { PREFECTURES } from '@/domain/destination-search';
import { adminJson, adminRequest } from '@/web/lib/admin-api';
import { defineListSpec } from '@/web/lib/list-params';
import { useMutation } from '@/web/lib/use-mutation';

export const ADMIN_MINPAKU_LIMITS_PATH = '/api/admin/minpaku-limits';

export const ADMIN_MINPAKU_LIMITS_LIST = defineListSpec({
  filters: { prefecture: PREFECTURES.map((p) => p.name), state: MINPAKU_LIMIT_STATE_FILTERS },
  sorts: ADMIN_MINPAKU_LIMIT_SORTS,
});

/** Every change fetches the list (with its counters) again. */
function useLimitMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_MINPAKU_LIMITS_PATH] }) });
}

/** POST /api/admin/minpaku-limits (new) or PUT …/{id} (edit). */
export const useSaveMinpakuLimit = () =>
  useLimitMutation((change: { id: string | null; body: MinpakuLimitBody }) =>
    change.id
      ? adminJson<AdminMinpakuLimit>('PUT', `${ADMIN_MINPAKU_LIMITS_PATH}/${change.id}`, change.body)
      : adminJson<AdminMinpakuLimit>('POST', ADMIN_MINPAKU_LIMITS_PATH, change.body),
  );

/** DELETE /api/admin/minpaku-limits/{id} */
export const useDeleteMinpakuLimit = () => useLimitMutation(async (id: string) => void (await adminRequest('DELETE', `${ADMIN_MINPAKU_LIMITS_PATH}/${id}`)));

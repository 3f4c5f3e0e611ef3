import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import { ADMIN_FAQ_SORTS, FAQ_ACTIVE_FILTERS, type AdminFaqItem, type FaqItemBody } from '@/contract/admin-faq';
import { adminJson, adminQueryFn, adminRequest, adminRetry } from '@/web/lib/admin-api';
import { defineListSpec } from '@/web/lib/list-params';

export const ADMIN_FAQ_PATH = '/api/admin/faq';

export const ADMIN_FAQ_LIST = defineListSpec({
  filters: { active: FAQ_ACTIVE_FILTERS },
  sorts: ADMIN_FAQ_SORTS,
});

/** GET /api/admin/faq/categories: the categories in use, for the form's suggestions. */
export const faqCategoriesQuery = queryOptions<string[]>({
  queryKey: [ADMIN_FAQ_PATH, 'categories'],
  queryFn: adminQueryFn<string[]>(),
  retry: adminRetry,
});

/** Every change fetches the list (with its counters), the categories and the contact page's FAQ again. */
function useFaqMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: [ADMIN_FAQ_PATH] }), queryClient.invalidateQueries({ queryKey: ['/api/faq'] })]),
  });
}

/** POST /api/admin/faq (new) or PUT /api/admin/faq/{id} (edit). */
export const useSaveFaqItem = () =>
  useFaqMutation((change: { id: string | null; body: FaqItemBody }) =>
    change.id ? adminJson<AdminFaqItem>('PUT', `${ADMIN_FAQ_PATH}/${change.id}`, change.body) : adminJson<AdminFaqItem>('POST', ADMIN_FAQ_PATH, change.body),
  );

/** PUT /api/admin/faq/{id}/active { isActive } */
export const useSetFaqActive = () => useFaqMutation((change: { id: string; isActive: boolean }) => adminJson<AdminFaqItem>('PUT', `${ADMIN_FAQ_PATH}/${change.id}/active`, { isActive: change.isActive }));

/** POST /api/admin/faq/reorder { ids }: the items swap into each other's places. */
export const useReorderFaq = () => useFaqMutation((ids: string[]) => adminJson<AdminFaqItem[]>('POST', `${ADMIN_FAQ_PATH}/reorder`, { ids }));

/** DELETE /api/admin/faq/{id} */
export const useDeleteFaqItem = () => useFaqMutation(async (id: string) => void (await adminRequest('DELETE', `${ADMIN_FAQ_PATH}/${id}`)));

import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AdminLegalDocument, AdminLegalVersion, LegalDocumentKind, LegalVersionBody } from '@/contract/legal-documents';
import { adminJson, adminQueryFn, adminRequest, adminRetry } from '@/web/lib/admin-api';
import { LIST_PAGE_SIZE } from '@/web/lib/list-params';
import { serverListQuery } from '@/web/lib/server-list';
import { useMutation } from '@/web/lib/use-mutation';

const pathOf = (kind: LegalDocumentKind) => `/api/admin/legal-documents/${kind}`;

/** GET /api/admin/legal-documents/{kind}: the text in force and the versions. */
export const adminLegalDocumentQuery = (kind: LegalDocumentKind) =>
  queryOptions<AdminLegalDocument>({ queryKey: [pathOf(kind)], queryFn: adminQueryFn<AdminLegalDocument>(), retry: adminRetry });

/** GET /api/admin/legal-documents/{kind}/versions: one page of the versions, newest first. */
export const legalVersionsQuery = (kind: LegalDocumentKind, page: number) =>
  serverListQuery<AdminLegalVersion>({ path: `${pathOf(kind)}/versions`, query: `page=${page}&pageSize=${LIST_PAGE_SIZE}`, request: adminRequest, retry: adminRetry });

/** POST /api/admin/legal-documents/{kind}/versions: publishes a version; the versions and the public page are asked again. */
export function usePublishLegalVersion(kind: LegalDocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LegalVersionBody) => adminJson<AdminLegalDocument>('POST', `${pathOf(kind)}/versions`, body),
    onSuccess: (answer) => queryClient.setQueryData(adminLegalDocumentQuery(kind).queryKey, answer),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [`${pathOf(kind)}/versions`] }),
        queryClient.invalidateQueries({ queryKey: [`/api/legal/${kind}`] }),
      ]),
  });
}

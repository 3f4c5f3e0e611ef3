import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AdminLegalDocument, LegalDocumentKind, LegalVersionBody } from '@/contract/legal-documents';
import { adminJson, adminQueryFn, adminRetry } from '@/web/lib/admin-api';
import { useMutation } from '@/web/lib/use-mutation';

const pathOf = (kind: LegalDocumentKind) => `/api/admin/legal-documents/${kind}`;

/** GET /api/admin/legal-documents/{kind}: the text in force and the versions. */
export const adminLegalDocumentQuery = (kind: LegalDocumentKind) =>
  queryOptions<AdminLegalDocument>({ queryKey: [pathOf(kind)], queryFn: adminQueryFn<AdminLegalDocument>(), retry: adminRetry });

/** POST /api/admin/legal-documents/{kind}/versions: publishes a version; the public page is asked again. */
export function usePublishLegalVersion(kind: LegalDocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LegalVersionBody) => adminJson<AdminLegalDocument>('POST', `${pathOf(kind)}/versions`, body),
    onSuccess: (answer) => queryClient.setQueryData(adminLegalDocumentQuery(kind).queryKey, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [`/api/legal/${kind}`] }),
  });
}

import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type { EmailDraft, EmailPreview, EmailTemplateBody, EmailTemplateDetail, EmailTemplateSummary, EmailTestSendResult } from '@/contract/admin-email-templates';
import { adminJson, adminQueryFn, adminRetry } from '@/web/lib/admin-api';

const BASE = '/api/admin/email-templates';
export const EMAIL_TEMPLATES_QUERY_KEY = [BASE] as const;

/** GET /api/admin/email-templates */
export const emailTemplatesQuery = queryOptions<EmailTemplateSummary[]>({
  queryKey: EMAIL_TEMPLATES_QUERY_KEY,
  queryFn: adminQueryFn<EmailTemplateSummary[]>(),
  retry: adminRetry,
});

/** GET /api/admin/email-templates/{kind} */
export const emailTemplateQuery = (kind: string) =>
  queryOptions<EmailTemplateDetail>({
    queryKey: [BASE, kind],
    queryFn: adminQueryFn<EmailTemplateDetail>(),
    retry: adminRetry,
  });

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (detail: EmailTemplateDetail) => {
    queryClient.setQueryData(emailTemplateQuery(detail.kind).queryKey, detail);
    return queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_QUERY_KEY, exact: true });
  };
}

/** PUT /api/admin/email-templates/{kind} */
export function useSaveTemplate() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: string; body: EmailTemplateBody }) => adminJson<EmailTemplateDetail>('PUT', `${BASE}/${kind}`, body),
    onSuccess: refresh,
  });
}

/** The list's switch: the template as stored (or built in), with isActive changed. */
export function useSetTemplateActive() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async ({ kind, isActive }: { kind: string; isActive: boolean }) => {
      const current = await queryClient.fetchQuery(emailTemplateQuery(kind));
      const body: EmailTemplateBody = { subject: current.subject, textContent: current.textContent, htmlContent: current.htmlContent, isActive };
      return adminJson<EmailTemplateDetail>('PUT', `${BASE}/${kind}`, body);
    },
    onSuccess: refresh,
  });
}

/** POST …/{kind}/reset */
export function useResetTemplate() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (kind: string) => adminJson<EmailTemplateDetail>('POST', `${BASE}/${kind}/reset`),
    onSuccess: refresh,
  });
}

/** POST …/{kind}/preview */
export function usePreviewTemplate() {
  return useMutation({ mutationFn: ({ kind, draft }: { kind: string; draft: EmailDraft }) => adminJson<EmailPreview>('POST', `${BASE}/${kind}/preview`, draft) });
}

/** POST …/{kind}/test-send */
export function useTestSend() {
  return useMutation({
    mutationFn: ({ kind, draft }: { kind: string; draft?: EmailDraft }) => adminJson<EmailTestSendResult>('POST', `${BASE}/${kind}/test-send`, draft ? { draft } : {}),
  });
}

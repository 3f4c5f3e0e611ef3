import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordAnswerSchema, ResetPasswordAnswer, ResetPasswordBody } from '@/contract/passwords';
import { apiJson } from '@/web/lib/api-client';
import { useMutation } from '@/web/lib/use-mutation';

/** POST /api/auth/forgot-password → 202 { message }: the same whether the address has an account or not. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (email: string) => apiJson<z.infer<typeof forgotPasswordAnswerSchema>>('POST', '/api/auth/forgot-password', { email }),
  });
}

/** POST /api/auth/reset-password/check: is the link still good? (a 400 RESET_LINK_INVALID otherwise). */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => apiJson<{ ok: true }>('POST', '/api/auth/reset-password/check', { token }),
    enabled: token !== '',
    retry: false,
    gcTime: 0,
  });
}

/** POST /api/auth/reset-password → { role }: every session of the account has ended, this browser's too. */
export function useResetPasswordMutation() {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => apiJson<ResetPasswordAnswer>('POST', '/api/auth/reset-password', body) });
}

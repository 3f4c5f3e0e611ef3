import { useQueryClient } from '@tanstack/react-query';
import type { ResendVerificationAnswer, VerifyEmailAnswer } from '@/contract/email-verification';
import { apiJson } from './api-client';
import { ApiError } from './api-error';
import { CURRENT_USER_QUERY_KEY } from './current-user-query';
import { showApiError, showSuccess } from './toasts';
import { useMutation } from './use-mutation';
import { userProfileQuery } from './user-profile-query';

/** A refusal because the address is not verified yet (403 EMAIL_UNVERIFIED, with the action's own words). */
export const isEmailUnverified = (error: unknown) => error instanceof ApiError && error.code === 'EMAIL_UNVERIFIED';
export const EMAIL_UNVERIFIED_TITLE = 'メールアドレスの確認が必要です';

/** After the address's state changed: the session's user and the profile are read again. */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: [userProfileQuery('').queryKey[0]] });
  };
}

/** POST /api/user/email-verification → { sentTo }: the link again (the pending new address, else the unverified one). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiJson<ResendVerificationAnswer>('POST', '/api/user/email-verification'),
    onSuccess: ({ sentTo }) => showSuccess('確認メールを送りました', `${sentTo} に届いたメールのリンクを開いてください（24時間有効）。`),
    onError: (error) => showApiError('確認メールを送れませんでした', error, '時間をおいてもう一度お試しください。'),
  });
}

/** DELETE /api/user/pending-email: the new address no longer waits; the account keeps its address. */
export function useCancelPendingEmail() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: () => apiJson<{ ok: true }>('DELETE', '/api/user/pending-email'),
    onSuccess: () => {
      refresh();
      showSuccess('メールアドレスの変更を取り消しました');
    },
    onError: (error) => showApiError('取り消せませんでした', error, '時間をおいてもう一度お試しください。'),
  });
}

/** POST /api/auth/verify-email → what the link did. */
export function useVerifyEmail() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (token: string) => apiJson<VerifyEmailAnswer>('POST', '/api/auth/verify-email', { token }),
    onSuccess: refresh,
  });
}

import { useAuth } from '@/web/lib/use-auth';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useLogoutMutation } from './api';

/** Header logout: end the session, say so, then reload the home page after ~800 ms. */
export function useLogout() {
  const { logout } = useAuth();
  const mutation = useLogoutMutation();
  const run = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        logout();
        showSuccess('ログアウト完了', '正常にログアウトしました');
        window.setTimeout(() => {
          window.location.href = '/';
        }, 800);
      },
      onError: (error) => showApiError('ログアウトエラー', error, 'ログアウトに失敗しました'),
    });
  return { logOut: run, isPending: mutation.isPending || mutation.isSuccess };
}

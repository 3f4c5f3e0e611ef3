import { useNavigate } from 'react-router';
import { queryClient } from '@/web/lib/query-client';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';
import { useLogoutMutation } from './api';

/**
 * Header logout: end the session, say so, and start again from the home page with nothing of the
 * signed-in user left in memory. The seed reloads the page; clearing the cache and navigating does the
 * same without making the toast vanish with the reload.
 */
export function useLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const mutation = useLogoutMutation();
  const run = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        logout();
        queryClient.clear();
        navigate('/', { replace: true });
        showSuccess('ログアウト完了', '正常にログアウトしました');
      },
      onError: (error) => showApiError('ログアウトエラー', error, 'ログアウトに失敗しました'),
    });
  return { logOut: run, isPending: mutation.isPending };
}

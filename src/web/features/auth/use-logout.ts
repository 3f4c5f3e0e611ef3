import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/web/lib/api-client';
import { queryClient } from '@/web/lib/query-client';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';

/**
 * Header logout: end the session (POST /api/auth/logout), say so, and start again from the home page
 * with nothing of the signed-in user left in memory. The seed reloads the page; clearing the cache and
 * navigating does the same without making the toast vanish with the reload. (A plain call rather than
 * a mutation hook: the header is on every page, and so is everything it imports.)
 */
export function useLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const logOut = async () => {
    if (isPending) return;
    setPending(true);
    try {
      await apiRequest('POST', '/api/auth/logout');
      logout();
      queryClient.clear();
      navigate('/', { replace: true });
      showSuccess('ログアウト完了', '正常にログアウトしました');
    } catch (error) {
      showApiError('ログアウトエラー', error, 'ログアウトに失敗しました');
    } finally {
      setPending(false);
    }
  };
  return { logOut: () => void logOut(), isPending };
}

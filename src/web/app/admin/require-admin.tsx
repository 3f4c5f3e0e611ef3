import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { FullScreenSpinner } from '@/web/components/full-screen-spinner';
import { adminMeQuery } from '@/web/lib/admin-queries';
import { errorStatus } from '@/web/lib/api-client';
import { adminTokenStore, useAdminToken } from '@/web/lib/admin-token';
import { showError } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';

type Verdict = 'loading' | 'allowed' | 'error' | 'signed-out' | 'unauthenticated' | 'forbidden';

/**
 * The admin shell's guard. No token: a signed-in guest or host is refused (→ /), anyone else is
 * sent to /admin/login. A token is checked with GET /api/admin/me; a 401 drops it (→ /admin/login).
 * After ログアウト the admin goes to /admin/login without a toast. An admin without a second step is
 * taken to /admin/two-step.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { token, endedBy } = useAdminToken();
  const { isLoading: authLoading, isAuthenticated } = useAuth();
  const me = useQuery({ ...adminMeQuery, enabled: Boolean(token) });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const handled = useRef(false);

  let verdict: Verdict;
  if (!token) {
    if (endedBy === 'logout') verdict = 'signed-out';
    else if (endedBy === 'expired') verdict = 'unauthenticated';
    else if (authLoading) verdict = 'loading';
    else verdict = isAuthenticated ? 'forbidden' : 'unauthenticated';
  } else if (me.isSuccess) verdict = 'allowed';
  else if (me.isError && errorStatus(me.error) !== 401) verdict = 'error';
  else verdict = 'loading';

  useEffect(() => {
    if (verdict !== 'signed-out' && verdict !== 'unauthenticated' && verdict !== 'forbidden') return;
    // Once per visit, also when StrictMode runs the effect twice.
    if (handled.current) return;
    handled.current = true;
    if (verdict === 'forbidden') {
      showError('アクセス権限がありません', 'この画面にアクセスする権限がありません');
      void navigate('/', { replace: true });
      return;
    }
    if (verdict === 'unauthenticated') showError('認証が必要です', 'この画面にアクセスするにはログインが必要です');
    void Promise.resolve(navigate('/admin/login', { replace: true })).then(() => adminTokenStore.acknowledgeEnd());
  }, [verdict, navigate]);

  // An admin without a second step sets it up first: the server refuses every other page meanwhile.
  if (verdict === 'allowed' && me.data && !me.data.twoStepEnabled && pathname !== '/admin/two-step') return <Navigate to="/admin/two-step" replace />;
  if (verdict === 'allowed') return children;
  if (verdict === 'error') {
    return (
      <div className="mx-auto w-full max-w-lg px-4 py-24">
        <ErrorState
          title="管理者情報を確認できませんでした"
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
        />
      </div>
    );
  }
  return <FullScreenSpinner />;
}

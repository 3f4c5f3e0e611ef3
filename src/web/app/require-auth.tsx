import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import type { UserRole } from '@/contract/enums';
import { FullScreenSpinner } from '@/web/components/full-screen-spinner';
import { showError } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';

/** Guest pages: guest or admin (000 §6). */
export const GUEST_ROLES: UserRole[] = ['guest', 'admin'];
/** Host pages: host or admin (001 §6). */
export const HOST_ROLES: UserRole[] = ['host', 'admin'];

type Verdict = 'loading' | 'allowed' | 'unauthenticated' | 'forbidden';

/**
 * The seed's route guard: a spinner while sign-in is checked; not signed in or a role not allowed
 * → a destructive toast and back to /. With `requireAuth` false only a signed-in user's role is checked.
 */
export function RequireAuth({
  roles,
  requireAuth = true,
  children,
}: {
  roles?: UserRole[];
  requireAuth?: boolean;
  children?: ReactNode;
}) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const handled = useRef(false);

  let verdict: Verdict;
  if (isLoading) verdict = 'loading';
  else if (!user) verdict = requireAuth ? 'unauthenticated' : 'allowed';
  else verdict = roles && !roles.includes(user.role) ? 'forbidden' : 'allowed';

  useEffect(() => {
    if (verdict !== 'unauthenticated' && verdict !== 'forbidden') return;
    // Once per visit, also when StrictMode runs the effect twice.
    if (handled.current) return;
    handled.current = true;
    if (verdict === 'unauthenticated') showError('認証が必要です', 'この画面にアクセスするにはログインが必要です');
    else showError('アクセス権限がありません', 'この画面にアクセスする権限がありません');
    void navigate('/', { replace: true });
  }, [verdict, navigate]);

  if (verdict !== 'allowed') return <FullScreenSpinner />;
  return children ?? <Outlet />;
}

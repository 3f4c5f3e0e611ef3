import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, type Params } from 'react-router';
import type { UserRole } from '@/contract/enums';
import { FullScreenSpinner } from '@/web/components/full-screen-spinner';
import { useAuthDialog } from '@/web/lib/auth-dialog';
import { showError } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';
import { useMatchedHandle } from './route-modules';

/** Guest pages: guest or admin (docs/product/roles-and-rights.md). */
export const GUEST_ROLES: UserRole[] = ['guest', 'admin'];
/** Host pages: host or admin (docs/product/roles-and-rights.md). */
export const HOST_ROLES: UserRole[] = ['host', 'admin'];

/** `aside`: the page has nothing to show and goes home on its own (`GuardHandle`). */
type Verdict = 'aside' | 'loading' | 'allowed' | 'unauthenticated' | 'forbidden';

/**
 * A guarded route's `handle` (router.tsx): whether its page has what it needs from the URL or the saved
 * booking. A page without it goes home on its own (with its own toast, if any), signed in or not, as it
 * did when the guard sat inside the page: the guard steps aside for it.
 */
export interface GuardHandle {
  pageHasData: (search: URLSearchParams, params: Params) => boolean;
}

/** False when the matched page has nothing to show (its route's `GuardHandle`); asked once per visit. */
export function usePageHasData(): boolean {
  const { handle, params } = useMatchedHandle();
  const location = useLocation();
  const pageHasData = (handle as Partial<GuardHandle> | undefined)?.pageHasData;
  // Once per visit (location.key): a page that clears the saved booking later on keeps its guard.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => pageHasData?.(new URLSearchParams(location.search), params) ?? true, [location.key, pageHasData]);
}

/**
 * A page's own answer to a visitor who is not signed in (favourites, profile): its toast, then after
 * `delayMs` back to / with the login dialog open (docs/product/guest-screens.md: / and the dialog instead of /login).
 */
export interface SignInPrompt {
  title: string;
  description: string;
  delayMs: number;
}

/**
 * The seed's route guard: a spinner while sign-in is checked; not signed in or a role not allowed
 * → a destructive toast and back to /. With `requireAuth` false only a signed-in user's role is checked.
 * With `signInPrompt` a visitor who is not signed in gets that toast instead, and the login dialog opens
 * on / after the delay; someone who signs out on the page (the header's ログアウト) just goes back to /.
 */
export function RequireAuth({
  roles,
  requireAuth = true,
  signInPrompt,
  children,
}: {
  roles?: UserRole[];
  requireAuth?: boolean;
  signInPrompt?: SignInPrompt;
  children?: ReactNode;
}) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialog();
  const pageHasData = usePageHasData();
  const handled = useRef(false);
  const wasAllowed = useRef(false);

  let verdict: Verdict;
  if (!pageHasData) verdict = 'aside';
  else if (isLoading) verdict = 'loading';
  else if (!user) verdict = requireAuth ? 'unauthenticated' : 'allowed';
  else verdict = roles && !roles.includes(user.role) ? 'forbidden' : 'allowed';

  const prompt = verdict === 'unauthenticated' ? signInPrompt : undefined;
  const promptTitle = prompt?.title;
  const promptDescription = prompt?.description;
  const promptDelay = prompt?.delayMs;

  useEffect(() => {
    if (verdict === 'allowed') wasAllowed.current = true;
  }, [verdict]);

  useEffect(() => {
    if (verdict !== 'unauthenticated' && verdict !== 'forbidden') return;
    if (promptTitle !== undefined) {
      // Signed out on this very page: the logout has its own toast and reload; do not cover them.
      if (wasAllowed.current) {
        void navigate('/', { replace: true });
        return;
      }
      // The toast once per visit, also when StrictMode runs the effect twice; the timer each run.
      if (!handled.current) {
        handled.current = true;
        showError(promptTitle, promptDescription);
      }
      const timer = window.setTimeout(() => {
        void navigate('/', { replace: true });
        openAuthDialog('login');
      }, promptDelay);
      return () => window.clearTimeout(timer);
    }
    // Once per visit, also when StrictMode runs the effect twice.
    if (handled.current) return;
    handled.current = true;
    if (verdict === 'unauthenticated') showError('認証が必要です', 'この画面にアクセスするにはログインが必要です');
    else showError('アクセス権限がありません', 'この画面にアクセスする権限がありません');
    void navigate('/', { replace: true });
  }, [verdict, navigate, openAuthDialog, promptTitle, promptDescription, promptDelay]);

  if (verdict !== 'allowed' && verdict !== 'aside') return <FullScreenSpinner label={prompt ? 'トップページに移動しています...' : undefined} />;
  return children ?? <Outlet />;
}

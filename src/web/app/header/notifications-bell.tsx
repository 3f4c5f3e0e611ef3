import { lazy, Suspense } from 'react';
import { useAuth } from '@/web/lib/use-auth';

// The bell's code (its polling and panel) loads only for a signed-in user, keeping it out of a visitor's first page.
const SignedInBell = lazy(() => import('./notifications-panel').then((m) => ({ default: m.SignedInBell })));

/** The header's bell: signed-in users only (notifications-panel.tsx). */
export function NotificationsBell() {
  const { user, isLoading } = useAuth();
  // Until the browser knows who is signed in (a page rendered for everyone), and while the bell's code
  // loads: a blank of the bell's size.
  const blank = <span aria-hidden="true" className="size-10" />;
  if (isLoading) return blank;
  if (!user) return null;
  return (
    <Suspense fallback={blank}>
      <SignedInBell />
    </Suspense>
  );
}

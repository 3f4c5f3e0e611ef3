import { Outlet } from 'react-router';
import { FullScreenSpinner } from '@/web/components/full-screen-spinner';
import { LoginRequiredCard } from '@/web/components/login-required-card';
import { useAuth } from '@/web/lib/use-auth';
import { GUEST_ROLES, RequireAuth, usePageHasData } from './require-auth';

/**
 * The layout route of the guest form and the saved booking's pages: a signed-out visitor is asked to log
 * in right here (nothing of the booking is lost); a signed-in host gets the route guard's toast and goes
 * home (guests and admins only). A page without its stay or saved booking goes home on its own.
 */
export function GuestGate() {
  const { user, isLoading } = useAuth();
  const pageHasData = usePageHasData();
  if (!pageHasData) return <Outlet />;
  if (isLoading) return <FullScreenSpinner />;
  if (!user) {
    return (
      <div className="px-4 py-10 sm:px-6 sm:py-16">
        <LoginRequiredCard />
      </div>
    );
  }
  return <RequireAuth roles={GUEST_ROLES} />;
}

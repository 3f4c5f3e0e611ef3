import { lazy, Suspense } from 'react';
import { useAuth } from '@/web/lib/use-auth';
import { isHostRole, type NavItem } from './nav-items';

// The count's code loads only for a signed-in host, keeping it out of a visitor's first page.
const PendingRequestsBadge = lazy(() => import('./pending-requests-badge').then((m) => ({ default: m.PendingRequestsBadge })));

/** The live count beside a nav link: on 予約管理, the requests to book waiting for the host's answer. */
export function NavBadge({ kind }: { kind: NonNullable<NavItem['badge']> }) {
  const { user } = useAuth();
  // Only a signed-in host has requests to answer: a visitor on /host/login never asks (nor gets a 401).
  if (kind !== 'pendingRequests' || !isHostRole(user?.role)) return null;
  return (
    <Suspense fallback={null}>
      <PendingRequestsBadge />
    </Suspense>
  );
}

import { useQuery } from '@tanstack/react-query';
import { pendingRequestsCountQuery } from '@/web/lib/host-booking-queries';
import { useAuth } from '@/web/lib/use-auth';
import { isHostRole, type NavItem } from './nav-items';

/** The live count beside a nav link: on 予約管理, the requests to book waiting for the host's answer. */
export function NavBadge({ kind }: { kind: NonNullable<NavItem['badge']> }) {
  const { user } = useAuth();
  // Only a signed-in host has requests to answer: a visitor on /host/login never asks (nor gets a 401).
  const pending = useQuery({ ...pendingRequestsCountQuery(), enabled: kind === 'pendingRequests' && isHostRole(user?.role) });
  const count = pending.data ?? 0;
  if (count <= 0) return null;
  return (
    <span className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-5 font-bold text-destructive-foreground tabular-nums">
      {count > 99 ? '99+' : count}
      <span className="sr-only">件の承認待ち</span>
    </span>
  );
}

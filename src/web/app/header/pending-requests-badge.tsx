import { useQuery } from '@tanstack/react-query';
import { pendingRequestsCountQuery } from '@/web/lib/host-booking-queries';

/** On 予約管理, the requests to book waiting for the host's answer (a signed-in host's; nav-badge.tsx). */
export function PendingRequestsBadge() {
  const pending = useQuery(pendingRequestsCountQuery());
  const count = pending.data ?? 0;
  if (count <= 0) return null;
  return (
    <span className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-5 font-bold text-destructive-foreground tabular-nums">
      {count > 99 ? '99+' : count}
      <span className="sr-only">件の承認待ち</span>
    </span>
  );
}

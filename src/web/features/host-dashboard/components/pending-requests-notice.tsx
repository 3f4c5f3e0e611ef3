import { BellRing } from 'lucide-react';
import { Link } from 'react-router';

export function PendingRequestsNotice({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-2xl border border-warning/30 bg-warning-muted px-5 py-4 text-warning">
      <BellRing className="size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 font-bold">承認待ちの予約リクエストが{count}件あります</p>
      <Link
        to="/host/bookings?status=pending"
        className="ml-8 basis-full rounded text-sm font-bold underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/50 sm:ml-0 sm:basis-auto"
      >
        予約管理で確認する
      </Link>
    </div>
  );
}

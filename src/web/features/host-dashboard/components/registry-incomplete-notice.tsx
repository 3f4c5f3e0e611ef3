import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';

/** Stays checking in today whose 宿泊者名簿 lacks guests (docs/product/guest-registry.md). */
export function RegistryIncompleteNotice({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 px-5 py-4 text-destructive">
      <ClipboardList className="size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 font-bold">今日チェックインの予約のうち{count}件は、宿泊者名簿の入力が済んでいません</p>
      <Link
        to="/host/bookings?status=confirmed&sort=checkin_asc"
        className="ml-8 basis-full rounded text-sm font-bold underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/50 sm:ml-0 sm:basis-auto"
      >
        予約管理で確認する
      </Link>
    </div>
  );
}

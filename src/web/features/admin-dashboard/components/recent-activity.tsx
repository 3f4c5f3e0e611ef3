import { CalendarPlus, History } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminActivityItem } from '@/contract/admin-audit-logs';
import { adminBookingPath, auditEntityPath, auditSummary } from '@/domain/audit-labels';
import { bookingStatusLabel } from '@/domain/booking-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { bookingNumber } from '@/web/lib/booking-status';
import { formatDateTime, formatMonthDayWeekday, formatRelative, formatYen } from '@/web/lib/format';

function ActivityLine({ item }: { item: AdminActivityItem }) {
  if (item.kind === 'booking') {
    const status = bookingStatusLabel(item);
    return (
      <>
        <span className="font-bold">新しい予約 #{bookingNumber(item.id)}</span>
        <span className="text-sm text-muted-foreground">
          {item.guestName}さん・{item.propertyTitle}・{formatMonthDayWeekday(item.checkinDate)}〜{formatMonthDayWeekday(item.checkoutDate)}・
          {formatYen(item.totalAmountJpy)}（{status}）
        </span>
      </>
    );
  }
  return (
    <>
      <span className="font-bold">{auditSummary(item.entityType, item.action)}</span>
      <span className="text-sm break-all text-muted-foreground">
        {item.adminName ?? '削除された管理者'}・{item.entityName ?? (item.entityId ? `ID ${item.entityId.slice(0, 8)}` : '—')}
      </span>
    </>
  );
}

const linkOf = (item: AdminActivityItem) => (item.kind === 'booking' ? adminBookingPath(item.id) : (auditEntityPath(item.entityType, item.entityId) ?? '/admin/audit-log'));

/** The dashboard's recent activity: admins' changes (from the audit log) and new bookings, newest first. */
export function RecentActivity({ items }: { items: AdminActivityItem[] }) {
  if (items.length === 0) {
    return <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">最近のアクティビティはまだありません。</p>;
  }
  return (
    <ul className="grid divide-y divide-border rounded-2xl border border-border bg-card shadow-sm">
      {items.map((item) => {
        const Icon = item.kind === 'booking' ? CalendarPlus : History;
        return (
          <li key={`${item.kind}-${item.id}`}>
            <Link to={linkOf(item)} className="flex items-start gap-3 p-4 outline-none hover:bg-accent/40 focus-visible:ring-3 focus-visible:ring-ring/50">
              <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <ActivityLine item={item} />
              </span>
              <time dateTime={item.at} title={formatDateTime(item.at)} className="shrink-0 text-xs text-muted-foreground">
                {formatRelative(item.at)}
              </time>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function RecentActivitySkeleton() {
  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-card p-4" role="status" aria-label="読み込み中">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-lg" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

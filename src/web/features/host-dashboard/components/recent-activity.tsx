import { BellRing, CalendarCheck, CalendarX, CircleSlash, MessageCircle, Star, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { HostDashboard } from '@/contract/host-dashboard';
import { REJECTED_LABEL } from '@/domain/booking-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateTime, formatRelative } from '@/web/lib/format';

type Activity = HostDashboard['recentActivity'][number];

const ACTIVITY_LOOK: Record<Activity['type'], { icon: LucideIcon; label: string; className: string }> = {
  request: { icon: BellRing, label: '予約リクエスト', className: 'bg-warning-muted text-warning' },
  booking: { icon: CalendarCheck, label: '予約', className: 'bg-success-muted text-success' },
  message: { icon: MessageCircle, label: 'メッセージ', className: 'bg-secondary text-primary' },
  review: { icon: Star, label: 'レビュー', className: 'bg-warning-muted text-warning' },
  cancellation: { icon: CalendarX, label: 'キャンセル', className: 'bg-destructive/10 text-destructive' },
  rejection: { icon: CircleSlash, label: REJECTED_LABEL, className: 'bg-destructive/10 text-destructive' },
};

export function RecentActivity({ items }: { items: Activity[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>最近のアクティビティ</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="rounded-xl bg-muted px-4 py-8 text-center text-sm text-muted-foreground">まだアクティビティがありません</p>
        ) : (
          <ul className="divide-y divide-border">
            {items.map((item) => {
              const look = ACTIVITY_LOOK[item.type];
              const Icon = look.icon;
              return (
                <li key={`${item.type}-${item.id}`} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                  <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${look.className}`}>
                    <Icon className="size-4" aria-hidden="true" />
                    <span className="sr-only">{look.label}</span>
                  </span>
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <Link to={item.link} className="font-bold break-words text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50">
                      {item.title}
                    </Link>
                    <p className="text-sm break-words text-muted-foreground">{item.description}</p>
                    <time dateTime={item.at} title={formatDateTime(item.at)} className="text-xs text-muted-foreground sm:hidden">
                      {formatRelative(item.at)}
                    </time>
                  </div>
                  <time dateTime={item.at} title={formatDateTime(item.at)} className="hidden shrink-0 text-xs text-muted-foreground sm:block">
                    {formatRelative(item.at)}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function RecentActivitySkeleton() {
  return (
    <Card aria-hidden="true">
      <CardHeader>
        <Skeleton className="h-6 w-48" />
      </CardHeader>
      <CardContent className="grid gap-4">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

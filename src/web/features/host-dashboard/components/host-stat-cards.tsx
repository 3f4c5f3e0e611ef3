import { Building2, CalendarCheck, CalendarDays, JapaneseYen, MessageSquareText, Star } from 'lucide-react';
import type { HostDashboard } from '@/contract/host-dashboard';
import { SALES_FIGURE } from '@/contract/money-figures';
import { StatCard, StatCardSkeleton } from '@/web/components/stat-card';
import { formatNumber, formatPercentChange, formatYen } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';

/** '+15% 先月比', or '先月の実績なし' when last month earned nothing. */
function RevenueChange({ percent }: { percent: number | null }) {
  if (percent === null) return <span>先月の実績なし</span>;
  return (
    <span className={cn('font-bold', percent < 0 ? 'text-destructive' : 'text-success')}>{formatPercentChange(percent)} 先月比</span>
  );
}

export function HostStatCards({ stats }: { stats: HostDashboard['stats'] }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      <StatCard label="登録物件数" value={`${formatNumber(stats.propertyCount)}件`} icon={Building2} note={`公開中 ${formatNumber(stats.publishedPropertyCount)}件`} />
      <StatCard label="総予約数" value={`${formatNumber(stats.totalBookings)}件`} icon={CalendarCheck} />
      <StatCard label="今月の予約" value={`${formatNumber(stats.bookingsThisMonth)}件`} icon={CalendarDays} />
      <StatCard label={`今月${SALES_FIGURE}`} value={formatYen(stats.revenueThisMonth)} icon={JapaneseYen} note={<RevenueChange percent={stats.revenueChangePercent} />} />
      <StatCard
        label="平均評価"
        value={stats.averageRating === null ? <span className="text-base">まだレビューがありません</span> : stats.averageRating.toFixed(1)}
        icon={Star}
        note={stats.averageRating === null ? undefined : `レビュー ${formatNumber(stats.reviewCount)}件`}
      />
      <StatCard label="新着レビュー" value={`${formatNumber(stats.newReviews)}件`} icon={MessageSquareText} note="直近30日" />
    </div>
  );
}

export function HostStatCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <StatCardSkeleton key={i} />
      ))}
    </div>
  );
}

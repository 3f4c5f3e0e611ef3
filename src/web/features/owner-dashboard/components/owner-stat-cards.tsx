import { CalendarDays, Gauge, JapaneseYen, Star } from 'lucide-react';
import { SALES_BASIS, SALES_FIGURE } from '@/contract/money-figures';
import type { OwnerStats } from '@/contract/owner-dashboard';
import { StatCard, StatCardSkeleton } from '@/web/components/stat-card';
import { formatNumber, formatRating, formatYen } from '@/web/lib/format';

export function OwnerStatCards({ stats }: { stats: OwnerStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="今月の予約" value={`${formatNumber(stats.bookingsThisMonth)}件`} icon={CalendarDays} note={stats.pendingRequests > 0 ? `保留中 ${formatNumber(stats.pendingRequests)}件` : undefined} />
      <StatCard label={`今月${SALES_FIGURE}`} value={formatYen(stats.revenueThisMonth)} icon={JapaneseYen} note={SALES_BASIS} />
      <StatCard label="稼働率" value={`${stats.occupancyRate.toFixed(1)}%`} icon={Gauge} note="今月・公開中の物件" />
      <StatCard
        label="平均評価"
        value={stats.averageRating === null ? <span className="text-base">まだレビューがありません</span> : formatRating(stats.averageRating)}
        icon={Star}
        note={stats.averageRating === null ? undefined : `レビュー ${formatNumber(stats.reviewCount)}件`}
      />
    </div>
  );
}

export function OwnerStatCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <StatCardSkeleton key={i} />
      ))}
    </div>
  );
}

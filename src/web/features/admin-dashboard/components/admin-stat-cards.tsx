import { Building2, CalendarCheck, FileCheck2, JapaneseYen, MessageSquare, UserCheck, Users, UsersRound } from 'lucide-react';
import type { AdminStats } from '@/contract/admin-auth';
import { SALES_BASIS, SALES_FIGURE } from '@/contract/money-figures';
import { StatCard, StatCardSkeleton } from '@/web/components/stat-card';
import { formatNumber, formatYen } from '@/web/lib/format';

const count = (n: number, unit: string) => `${formatNumber(n)}${unit}`;

export function AdminStatCards({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard label="総ユーザー数" value={count(stats.totalUsers, '人')} icon={Users} />
      <StatCard label="ホスト数" value={count(stats.totalHosts, '人')} icon={UsersRound} />
      <StatCard label="物件数" value={count(stats.totalProperties, '件')} icon={Building2} />
      <StatCard label="予約数" value={count(stats.totalBookings, '件')} icon={CalendarCheck} />
      <StatCard label="ホスト承認待ち" value={count(stats.pendingHostApprovals, '件')} icon={UserCheck} highlight={stats.pendingHostApprovals > 0} />
      <StatCard label="物件承認待ち" value={count(stats.pendingPropertyApprovals, '件')} icon={FileCheck2} highlight={stats.pendingPropertyApprovals > 0} />
      <StatCard label="未対応のお問い合わせ" value={count(stats.openInquiries, '件')} icon={MessageSquare} highlight={stats.openInquiries > 0} />
      <StatCard label={`今月${SALES_FIGURE}`} value={formatYen(stats.revenueThisMonth)} icon={JapaneseYen} note={SALES_BASIS} />
    </div>
  );
}

/** The seed's loading state: 8 card skeletons. */
export function AdminStatCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" role="status" aria-label="読み込み中">
      {Array.from({ length: 8 }, (_, i) => (
        <StatCardSkeleton key={i} />
      ))}
    </div>
  );
}

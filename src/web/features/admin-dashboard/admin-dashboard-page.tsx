import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '@/web/components/query-state';
import { adminActivityQuery, adminMeQuery, adminStatsQuery } from '@/web/lib/admin-queries';
import { usePageTitle } from '@/web/lib/use-page-title';
import { AdminStatCards, AdminStatCardsSkeleton } from './components/admin-stat-cards';
import { QuickActions } from './components/quick-actions';
import { RecentActivity, RecentActivitySkeleton } from './components/recent-activity';
import { PageHeading } from '@/web/components/page-heading';

/** /admin/dashboard: the platform's figures from GET /api/admin/stats, the recent activity and the usual tasks. */
export function AdminDashboardPage() {
  usePageTitle('ダッシュボード | 古民家ステイ 管理画面');
  const stats = useQuery(adminStatsQuery);
  const activity = useQuery(adminActivityQuery);
  const { data: admin } = useQuery(adminMeQuery);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8">
      <PageHeading title="ダッシュボード">{admin && <>{admin.fullName}さん、お疲れさまです。</>}</PageHeading>

      <section aria-labelledby="admin-stats-title" className="grid gap-4">
        <h2 id="admin-stats-title" className="sr-only">
          集計
        </h2>
        <QueryState query={stats} loading={<AdminStatCardsSkeleton />} errorTitle="集計の読み込みに失敗しました">
          {(data) => <AdminStatCards stats={data} />}
        </QueryState>
      </section>

      <section aria-labelledby="admin-quick-actions-title" className="grid gap-4">
        <h2 id="admin-quick-actions-title" className="text-xl font-bold">
          クイックアクション
        </h2>
        <QuickActions />
      </section>

      <section aria-labelledby="admin-activity-title" className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-activity-title" className="text-xl font-bold">
            最近のアクティビティ
          </h2>
          <Link to="/admin/audit-log" className="text-sm font-bold text-primary underline-offset-4 hover:underline">
            監査ログをすべて見る
          </Link>
        </div>
        <QueryState query={activity} loading={<RecentActivitySkeleton />} errorTitle="最近のアクティビティの読み込みに失敗しました">
          {(items) => <RecentActivity items={items} />}
        </QueryState>
      </section>
    </div>
  );
}

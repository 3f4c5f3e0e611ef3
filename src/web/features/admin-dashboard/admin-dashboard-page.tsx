import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/web/components/query-state';
import { adminMeQuery } from '@/web/lib/admin-queries';
import { adminStatsQuery } from '@/web/lib/admin-queries';
import { AdminStatCards, AdminStatCardsSkeleton } from './components/admin-stat-cards';
import { QuickActions } from './components/quick-actions';

/** /admin/dashboard: the platform's figures from GET /api/admin/stats and the usual tasks. */
export function AdminDashboardPage() {
  const stats = useQuery(adminStatsQuery);
  const { data: admin } = useQuery(adminMeQuery);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">ダッシュボード</h1>
        {admin && <p className="text-muted-foreground">{admin.fullName}さん、お疲れさまです。</p>}
      </header>

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
    </div>
  );
}

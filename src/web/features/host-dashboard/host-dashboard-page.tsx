import { useQuery } from '@tanstack/react-query';
import { MinpakuCounterList } from '@/web/components/minpaku-counter';
import { QueryState } from '@/web/components/query-state';
import { useAuth } from '@/web/lib/use-auth';
import { hostDashboardQuery } from './api';
import { HostAreaTiles } from './components/host-area-tiles';
import { HostStatCards, HostStatCardsSkeleton } from './components/host-stat-cards';
import { RegistryIncompleteNotice } from './components/registry-incomplete-notice';
import { MinpakuReportNotice } from './components/minpaku-report-notice';
import { PendingRequestsNotice } from './components/pending-requests-notice';
import { RecentActivity, RecentActivitySkeleton } from './components/recent-activity';
import { usePageTitle } from '@/web/lib/use-page-title';

/** /host and /host/dashboard: the host's own figures, the host area's pages and recent activity. */
export function HostDashboardPage() {
  usePageTitle('ダッシュボード | 古民家ステイ ホスト管理');
  const { user } = useAuth();
  const dashboard = useQuery(hostDashboardQuery);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">ホストダッシュボード</h1>
        {user && <p className="text-muted-foreground">こんにちは、{user.fullName}さん。今日の古民家の様子を確認しましょう。</p>}
      </header>

      <QueryState
        query={dashboard}
        loading={
          <div role="status" aria-label="読み込み中">
            <HostStatCardsSkeleton />
          </div>
        }
        errorTitle="ダッシュボードの読み込みに失敗しました"
      >
        {({ stats, minpakuCounters, minpakuReportReminder }) => (
          <>
            <PendingRequestsNotice count={stats.pendingRequests} />
            <RegistryIncompleteNotice count={stats.registryIncompleteToday} />
            <MinpakuReportNotice reminder={minpakuReportReminder} />
            <section aria-labelledby="host-stats-title" className="grid gap-4">
              <h2 id="host-stats-title" className="sr-only">
                実績
              </h2>
              <HostStatCards stats={stats} />
            </section>
            <MinpakuCounterList counters={minpakuCounters} />
          </>
        )}
      </QueryState>

      <section aria-labelledby="host-menu-title" className="grid gap-4">
        <h2 id="host-menu-title" className="text-xl font-bold">
          ホストメニュー
        </h2>
        <HostAreaTiles />
      </section>

      {dashboard.isPending && <RecentActivitySkeleton />}
      {dashboard.isSuccess && (
        <section aria-label="最近のアクティビティ">
          <RecentActivity items={dashboard.data.recentActivity} />
        </section>
      )}
    </div>
  );
}

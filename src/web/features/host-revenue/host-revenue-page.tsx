import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/web/components/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { japanDate } from '@/domain/japan-date';
import { usePageTitle } from '@/web/lib/use-page-title';
import { revenueSummaryQuery } from './api';
import { AnalyticsTab } from './components/analytics-tab';
import { PayoutsTab } from './components/payouts-tab';
import { SettingsTab } from './components/settings-tab';
import { SummaryCards, SummaryCardsSkeleton } from './components/summary-cards';
import { TransactionsTab, type TransactionFilters } from './components/transactions-tab';
import { isMonth } from './labels';

const TABS = ['transactions', 'analytics', 'payouts', 'settings'] as const;
type Tab = (typeof TABS)[number];

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** /host/revenue: this month's figures, then 取引履歴 / 分析 / 送金 / 送金設定 (the tab, month, house and page in the URL). */
export function HostRevenuePage() {
  usePageTitle('売上管理 | 古民家ステイ ホスト管理');
  const [params, setParams] = useSearchParams();
  const summary = useQuery(revenueSummaryQuery);
  const thisMonth = japanDate().slice(0, 7);

  const tabParam = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'transactions';
  const monthParam = params.get('month');
  const filters: TransactionFilters = {
    month: isMonth(monthParam) ? monthParam : thisMonth,
    propertyId: params.get('property') || undefined,
    page: positive(params.get('page')),
  };

  const update = useCallback(
    (changes: Record<string, string | undefined>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const hrefWith = (key: string) => (page: number) => {
    const next = new URLSearchParams(params);
    if (page <= 1) next.delete(key);
    else next.set(key, String(page));
    return `?${next.toString()}`;
  };
  const properties = summary.data?.properties ?? [];

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">売上管理</h1>
        <p className="text-muted-foreground">売上・手数料・受取額と送金の予定を確認し、取引履歴をエクスポートできます。</p>
      </header>

      <QueryState query={summary} loading={<SummaryCardsSkeleton />} errorTitle="売上の概要の読み込みに失敗しました">
        {(data) => <SummaryCards summary={data} />}
      </QueryState>

      <Tabs value={tab} onValueChange={(value) => update({ tab: value === 'transactions' ? undefined : value })} className="grid grid-cols-1 gap-4">
        <TabsList aria-label="売上管理の項目" className="w-full sm:w-fit">
          <TabsTrigger value="transactions">取引履歴</TabsTrigger>
          <TabsTrigger value="analytics">分析</TabsTrigger>
          <TabsTrigger value="payouts">送金</TabsTrigger>
          <TabsTrigger value="settings">送金設定</TabsTrigger>
        </TabsList>
        <TabsContent value="transactions">
          <TransactionsTab
            filters={filters}
            thisMonth={thisMonth}
            properties={properties}
            onChange={(next) =>
              update({
                month: next.month === undefined ? filters.month : next.month === thisMonth ? undefined : next.month,
                property: 'propertyId' in next ? next.propertyId : filters.propertyId,
                page: next.page && next.page > 1 ? String(next.page) : undefined,
              })
            }
            hrefForPage={hrefWith('page')}
          />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab propertyId={params.get('property') || undefined} properties={properties} onPropertyChange={(id) => update({ property: id })} />
        </TabsContent>
        <TabsContent value="payouts">
          <PayoutsTab page={positive(params.get('ppage'))} hrefForPage={hrefWith('ppage')} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

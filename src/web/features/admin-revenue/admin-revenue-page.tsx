import { useQuery } from '@tanstack/react-query';
import { Coins, Landmark, ReceiptText, Undo2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { AdminRevenue } from '@/contract/admin-revenue';
import { SALES_BASIS, SALES_FIGURE } from '@/contract/money-figures';
import { BarChart } from '@/web/components/charts/bar-chart';
import { ChartScroller } from '@/web/components/charts/chart-scroller';
import { NativeSelect } from '@/web/components/form-controls';
import { QueryState } from '@/web/components/query-state';
import { StatCard, StatCardSkeleton } from '@/web/components/stat-card';
import { Card } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatYen } from '@/web/lib/format';
import { changeLabel, isMonth, monthLabel, recentMonths } from '@/web/lib/months';
import { usePageTitle } from '@/web/lib/use-page-title';
import { cn } from '@/web/lib/utils';
import { adminRevenueQuery } from './api';
import { PrefectureTable } from './components/prefecture-table';

const TONE = { up: 'text-success', down: 'text-destructive', flat: 'text-muted-foreground' } as const;

/** 前月比; `inverse` for refunds, whose rise is bad news. */
function Change({ percent, inverse = false }: { percent: number | null; inverse?: boolean }) {
  const change = changeLabel(percent);
  const tone = inverse && change.tone !== 'flat' ? (change.tone === 'up' ? 'down' : 'up') : change.tone;
  return (
    <span>
      前月比 <span className={cn('font-bold', TONE[tone])}>{change.text}</span>
    </span>
  );
}

/** /admin/revenue: a month's gross, refunds, net and commission with the change from the month before, the 12 months' chart and the prefectures. */
export function AdminRevenuePage() {
  usePageTitle('売上管理 | 古民家ステイ 管理画面');
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : null;
  const query = useQuery(adminRevenueQuery(month));
  const thisMonth = query.data?.thisMonth;
  const shown = month ?? thisMonth;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">売上管理</h1>
          <p className="text-muted-foreground">
            月ごとの取扱高・返金・手数料（15%）です。予約はチェックアウト日、キャンセルはキャンセル日、返金は返金日の月に計上します（日本時間）。
          </p>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="admin-revenue-month" className="text-xs text-muted-foreground">
            対象月
          </Label>
          {thisMonth && shown ? (
            <NativeSelect
              id="admin-revenue-month"
              className="w-40"
              value={shown}
              onChange={(event) => setParams(event.target.value === thisMonth ? {} : { month: event.target.value })}
            >
              {recentMonths(thisMonth, 24, shown).map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m)}
                </option>
              ))}
            </NativeSelect>
          ) : (
            <Skeleton className="h-9 w-40" />
          )}
        </div>
      </header>

      <QueryState query={query} loading={<RevenueSkeleton />} errorTitle="売上を読み込めませんでした">
        {(revenue) => <RevenueBody revenue={revenue} />}
      </QueryState>
    </div>
  );
}

function RevenueBody({ revenue }: { revenue: AdminRevenue }) {
  const { totals, change } = revenue;
  const first = revenue.months[0];
  const last = revenue.months[revenue.months.length - 1];
  return (
    <>
      <section aria-label={`${monthLabel(revenue.month)}の売上`} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="取扱高" icon={ReceiptText} value={formatYen(totals.grossJpy)} note={<Change percent={change.grossPercent} />} />
        <StatCard
          label="返金"
          icon={Undo2}
          value={totals.refundsJpy > 0 ? `−${formatYen(totals.refundsJpy)}` : formatYen(0)}
          note={<Change percent={change.refundsPercent} inverse />}
        />
        <StatCard label={SALES_FIGURE} icon={Coins} value={formatYen(totals.netJpy)} note={<Change percent={change.netPercent} />} />
        <StatCard label="手数料収入（15%）" icon={Landmark} value={formatYen(totals.commissionJpy)} note={<Change percent={change.commissionPercent} />} />
      </section>
      <p className="-mt-3 text-xs text-muted-foreground">
        {monthLabel(revenue.month)}: 予約 {totals.bookingCount}件、ホストへの支払額 {formatYen(totals.hostPayoutJpy)}（{SALES_FIGURE} − 手数料）、うち宿泊税{' '}
        {formatYen(totals.accommodationTaxJpy)}（手数料の対象外。全額ホストへ）。前月（
        {monthLabel(revenue.months[revenue.months.length - 2].month)}）の{SALES_FIGURE}は {formatYen(revenue.previous.netJpy)} です。
      </p>

      <Card className="grid gap-3 p-4 sm:p-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-bold">月別の{SALES_FIGURE}</h2>
          <p className="text-sm text-muted-foreground">
            {monthLabel(first.month)}〜{monthLabel(last.month)}
          </p>
        </div>
        <ChartScroller label={`月別の${SALES_FIGURE}のグラフ`}>
          <BarChart
            className="min-w-[520px]"
            label={`${monthLabel(first.month)}から${monthLabel(last.month)}までの月別の${SALES_FIGURE}の棒グラフ`}
            valueHeader={SALES_FIGURE}
            formatValue={formatYen}
            data={revenue.months.map((m) => {
              const c = changeLabel(m.changePercent);
              return { label: `${Number(m.month.slice(5, 7))}月`, name: monthLabel(m.month), value: Math.max(0, m.netJpy), note: c.text, noteTone: c.tone };
            })}
          />
        </ChartScroller>
        <p className="text-xs text-muted-foreground">棒の上は前月比です（前月が0円の月は「—」）。{SALES_FIGURE}は取扱高から返金を差し引いた額です（{SALES_BASIS}）。</p>
      </Card>

      <Card className="grid gap-3 p-4 sm:p-6">
        <h2 className="text-lg font-bold">{monthLabel(revenue.month)}の都道府県別</h2>
        <PrefectureTable revenue={revenue} />
      </Card>
    </>
  );
}

function RevenueSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="売上を読み込み中">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <StatCardSkeleton key={i} />
        ))}
      </div>
      <Skeleton className="h-72 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

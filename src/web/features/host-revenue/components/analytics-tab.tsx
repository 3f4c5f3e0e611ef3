import { useQuery } from '@tanstack/react-query';
import type { RevenueAnalytics } from '@/contract/host-revenue';
import { BarChart } from '@/web/components/charts/bar-chart';
import { ChartScroller } from '@/web/components/charts/chart-scroller';
import { ListSelect } from '@/web/components/data-table/list-select';
import { QueryState } from '@/web/components/query-state';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateWithWeekday, formatYen } from '@/web/lib/format';
import { revenueAnalyticsQuery } from '../api';
import { changeLabel, monthLabel } from '../labels';

/** 分析: the last 12 months' revenue with the change per month, and each house's occupancy and nightly price. */
export function AnalyticsTab({
  propertyId,
  properties,
  onPropertyChange,
}: {
  propertyId?: string;
  properties: { id: string; title: string }[];
  onPropertyChange: (id: string | undefined) => void;
}) {
  const analytics = useQuery(revenueAnalyticsQuery(propertyId));
  return (
    <div className="grid min-w-0 gap-4">
      <Card className="p-4">
        <ListSelect
          id="analytics-property"
          label="物件"
          allLabel="すべての物件"
          options={properties.map((p) => ({ value: p.id, label: p.title }))}
          value={propertyId}
          onChange={onPropertyChange}
          className="sm:w-72"
        />
      </Card>
      <QueryState query={analytics} loading={<AnalyticsSkeleton />} errorTitle="分析の読み込みに失敗しました">
        {(data) => <AnalyticsContent data={data} />}
      </QueryState>
    </div>
  );
}

function AnalyticsContent({ data }: { data: RevenueAnalytics }) {
  const first = data.months[0];
  const last = data.months[data.months.length - 1];
  const total = data.months.reduce((s, m) => s + m.grossJpy, 0);
  return (
    <>
      <Card className="grid min-w-0 gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-bold">月別の売上（直近12か月）</h2>
          <p className="text-sm text-muted-foreground">
            {monthLabel(first.month)}〜{monthLabel(last.month)}・合計 <span className="font-bold text-foreground">{formatYen(total)}</span>
          </p>
        </div>
        <ChartScroller label="月別の売上のグラフ">
          <BarChart
            className="min-w-[520px]"
            label={`${monthLabel(first.month)}から${monthLabel(last.month)}までの月別売上の棒グラフ`}
            valueHeader="売上"
            formatValue={formatYen}
            data={data.months.map((m) => {
              const change = changeLabel(m.changePercent);
              return { label: `${Number(m.month.slice(5, 7))}月`, name: monthLabel(m.month), value: m.grossJpy, note: change.text, noteTone: change.tone };
            })}
          />
        </ChartScroller>
        <p className="text-xs text-muted-foreground">棒の上は前月比です（前月の売上が0円の月は「—」）。売上はゲストの最終的なお支払額（返金を差し引いた額）です。</p>
      </Card>

      <Card className="grid gap-3 p-4 sm:p-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-bold">物件ごとの稼働率と平均宿泊単価</h2>
          <p className="text-xs text-muted-foreground">
            期間: {formatDateWithWeekday(data.period.from)}〜{formatDateWithWeekday(data.period.to)}（登録日より前は含みません）。平均宿泊単価は清掃料を除く宿泊料金 ÷ 泊数です。
          </p>
        </div>
        {data.properties.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">まだ物件がありません</p>
        ) : (
          <ul className="grid gap-3">
            {data.properties.map((p) => (
              <li key={p.id} className="grid gap-2 rounded-xl border border-border p-3 sm:grid-cols-[minmax(0,1fr)_12rem_10rem] sm:items-center sm:gap-4">
                <span className="font-bold break-words">{p.title}</span>
                <div className="grid gap-1">
                  <div className="flex justify-between text-sm">
                    <span className="text-muted-foreground">稼働率</span>
                    <span className="font-bold tabular-nums">{p.occupancyPercent.toFixed(1)}%</span>
                  </div>
                  <div className="h-2 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
                    <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, p.occupancyPercent)}%` }} />
                  </div>
                  <span className="text-xs text-muted-foreground">
                    {p.bookedNights}泊 / {p.availableNights}夜
                  </span>
                </div>
                <div className="flex justify-between text-sm sm:grid sm:justify-items-end">
                  <span className="text-muted-foreground">平均宿泊単価</span>
                  <span className="font-bold tabular-nums">{p.averageNightlyJpy === null ? '—' : `${formatYen(p.averageNightlyJpy)}/泊`}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function AnalyticsSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <Skeleton className="h-72 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}

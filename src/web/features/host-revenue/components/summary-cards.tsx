import { CalendarClock, HandCoins, JapaneseYen, Percent } from 'lucide-react';
import type { RevenueSummary } from '@/contract/host-revenue';
import { SALES_FIGURE } from '@/contract/money-figures';
import { StatCard, StatCardSkeleton } from '@/web/components/stat-card';
import { formatDateWithWeekday, formatYen } from '@/web/lib/format';
import { monthLabel } from '../labels';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/** 今月チェックアウト分の売上, 手数料, 受取額, 次回の送金予定日 and its amount. */
export function SummaryCards({ summary }: { summary: RevenueSummary }) {
  const { thisMonth, nextPayout } = summary;
  return (
    <section aria-label="今月の概要" className={GRID}>
      <StatCard label={`今月${SALES_FIGURE}`} value={formatYen(thisMonth.grossJpy)} icon={JapaneseYen} note={`${monthLabel(summary.month)}・予約${thisMonth.count}件・返金差引後`} />
      <StatCard label="手数料（15%）" value={formatYen(thisMonth.commissionJpy)} icon={Percent} note="宿泊税を除いた額の15%" />
      <StatCard
        label="受取額"
        value={formatYen(thisMonth.netJpy)}
        icon={HandCoins}
        note={thisMonth.accommodationTaxJpy !== 0 ? `うち宿泊税 ${formatYen(thisMonth.accommodationTaxJpy)}` : undefined}
      />
      <StatCard
        label="次回の送金予定日"
        value={nextPayout ? formatDateWithWeekday(nextPayout.date) : '—'}
        icon={CalendarClock}
        note={nextPayout ? `${formatYen(nextPayout.amountJpy)}（${monthLabel(nextPayout.periodMonth)}分${nextPayout.estimated ? '・見込み' : ''}）` : undefined}
      />
    </section>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <StatCardSkeleton key={i} />
      ))}
    </div>
  );
}

import type { LucideIcon } from 'lucide-react';
import { StatCard, StatCardSkeleton } from '@/web/components/stat-card';
import { formatNumber, formatYen } from '@/web/lib/format';

export interface ListCounter<C extends Record<string, number>> {
  key: keyof C & string;
  label: string;
  icon: LucideIcon;
  /** After the figure: 人, 件 … */
  unit?: string;
  /** An amount of money, written as every screen writes yen (¥1,762,700). */
  yen?: boolean;
  /** A rating: ★ and one decimal, 「-」 for 0 (none yet). */
  rating?: boolean;
}

function counterText(value: number, counter: { unit?: string; yen?: boolean; rating?: boolean }): string {
  if (counter.yen) return formatYen(value);
  if (counter.rating) return value > 0 ? `★ ${value.toFixed(1)}` : '-';
  return `${formatNumber(value)}${counter.unit ?? ''}`;
}

/** The cards above a list, from its x-list-counts; skeletons while the first answer loads, 「-」 without one. */
export function ListCounters<C extends Record<string, number>>({
  label,
  counters,
  counts,
  loading,
}: {
  label: string;
  counters: readonly ListCounter<C>[];
  counts: C | null | undefined;
  loading: boolean;
}) {
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {counters.map((counter) =>
        !counts && loading ? (
          <StatCardSkeleton key={counter.key} />
        ) : (
          <StatCard
            key={counter.key}
            label={counter.label}
            icon={counter.icon}
            value={counts && typeof counts[counter.key] === 'number' ? counterText(counts[counter.key], counter) : '-'}
          />
        ),
      )}
    </section>
  );
}

import type { LucideIcon } from 'lucide-react';
import { StatCard, StatCardSkeleton } from '@/web/components/stat-card';
import { formatNumber } from '@/web/lib/format';

export interface Counter {
  label: string;
  icon: LucideIcon;
  value: number | undefined;
  unit?: string;
  /** A rating: one decimal, 「-」 for 0 (none yet). */
  rating?: boolean;
}

/** The cards above a list (the list kit's x-list-counts), with a rating card that reads 「-」 before any review. */
export function Counters({ label, counters, loading }: { label: string; counters: Counter[]; loading: boolean }) {
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {counters.map((c) =>
        c.value === undefined && loading ? (
          <StatCardSkeleton key={c.label} />
        ) : (
          <StatCard
            key={c.label}
            label={c.label}
            icon={c.icon}
            value={c.value === undefined ? '-' : c.rating ? (c.value > 0 ? `★ ${c.value.toFixed(1)}` : '-') : `${formatNumber(c.value)}${c.unit ?? ''}`}
          />
        ),
      )}
    </section>
  );
}

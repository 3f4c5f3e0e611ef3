import { CalendarRange, TriangleAlert } from 'lucide-react';
import type { MinpakuCounter } from '@/contract/minpaku-year';
import { cn } from '@/web/lib/utils';

/**
 * A 民泊 house's count of its 営業年度 (docs/product/minpaku-180-nights.md): 今年度の営業日数 N / 180泊
 * （残り M泊）, in the warning style from 150 nights. The host dashboard and calendar both show it.
 */
export function MinpakuCounterLine({ counter, showTitle = false }: { counter: MinpakuCounter; showTitle?: boolean }) {
  const Icon = counter.warning ? TriangleAlert : CalendarRange;
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border px-4 py-3 text-sm',
        counter.warning ? 'border-warning/30 bg-warning-muted text-warning' : 'border-border bg-card',
      )}
      data-testid="minpaku-counter"
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {showTitle && <span className="min-w-0 font-bold break-words">{counter.title}</span>}
      <span>
        今年度の営業日数 <strong className="text-base">{counter.counted}</strong> / {counter.limit}泊（残り {counter.remaining}泊）
      </span>
      {counter.warning && <span className="basis-full text-xs font-bold sm:basis-auto">{counter.remaining === 0 ? '今年度の上限に達しました' : '上限に近づいています'}</span>}
    </div>
  );
}

/** The dashboard's list: each 民泊 house's counter, with the year it counts (nothing without a 民泊 house). */
export function MinpakuCounterList({ counters }: { counters: readonly MinpakuCounter[] }) {
  if (counters.length === 0) return null;
  const year = counters[0].year;
  return (
    <section aria-labelledby="minpaku-counters-title" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="minpaku-counters-title" className="text-xl font-bold">
          民泊の営業日数
        </h2>
        <p className="text-sm text-muted-foreground">
          住宅宿泊事業法により、民泊の物件は{year}年4月1日正午から{year + 1}年4月1日正午までに180泊（自治体の上限があればその泊数）まで営業できます。他サイトの予約も含みます。
        </p>
      </div>
      <ul className="grid gap-2">
        {counters.map((counter) => (
          <li key={counter.propertyId}>
            <MinpakuCounterLine counter={counter} showTitle />
          </li>
        ))}
      </ul>
    </section>
  );
}

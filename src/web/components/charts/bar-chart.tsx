import { cn } from '@/web/lib/utils';

export interface BarChartDatum {
  /** The bar's short label under it (e.g. 11月). */
  label: string;
  /** The full name of the bar in the table for screen readers (e.g. 2026年11月). */
  name: string;
  value: number;
  /** A note over the bar (e.g. +12%), and its tone. */
  note?: string;
  noteTone?: 'up' | 'down' | 'flat';
}

const WIDTH = 720;
const HEIGHT = 260;
const TOP = 28;
const BOTTOM = 28;
const LEFT = 8;

/**
 * A small SVG bar chart (no chart library): role="img" with `label` for screen readers, and the values in
 * a visually hidden table. `formatValue` writes a value in that table and the bars' titles.
 */
export function BarChart({
  data,
  label,
  formatValue,
  valueHeader,
  className,
}: {
  data: BarChartDatum[];
  label: string;
  formatValue: (value: number) => string;
  valueHeader: string;
  className?: string;
}) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT * 2) / Math.max(1, data.length);
  const barWidth = Math.min(40, slot * 0.6);
  const baseline = TOP + plotHeight;
  return (
    <figure className={cn('relative grid gap-2', className)}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full" preserveAspectRatio="xMidYMid meet">
        {[0.25, 0.5, 0.75, 1].map((f) => (
          <line key={f} x1={LEFT} x2={WIDTH - LEFT} y1={baseline - plotHeight * f} y2={baseline - plotHeight * f} className="stroke-border" strokeDasharray="4 4" />
        ))}
        <line x1={LEFT} x2={WIDTH - LEFT} y1={baseline} y2={baseline} className="stroke-muted-foreground" />
        {data.map((d, i) => {
          const h = d.value > 0 ? Math.max(2, (d.value / max) * plotHeight) : 0;
          const x = LEFT + slot * i + (slot - barWidth) / 2;
          const cx = x + barWidth / 2;
          return (
            <g key={d.name}>
              <title>{`${d.name}: ${formatValue(d.value)}${d.note ? `（${d.note}）` : ''}`}</title>
              <rect x={x} y={baseline - h} width={barWidth} height={h} rx={4} className="fill-primary" />
              {d.note && (
                <text
                  x={cx}
                  y={baseline - h - 8}
                  textAnchor="middle"
                  className={cn(
                    'text-[13px] font-bold',
                    d.noteTone === 'up' ? 'fill-success' : d.noteTone === 'down' ? 'fill-destructive' : 'fill-muted-foreground',
                  )}
                >
                  {d.note}
                </text>
              )}
              <text x={cx} y={HEIGHT - 8} textAnchor="middle" className="fill-muted-foreground text-[13px]">
                {d.label}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">月</th>
            <th scope="col">{valueHeader}</th>
            <th scope="col">前月比</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.name}>
              <th scope="row">{d.name}</th>
              <td>{formatValue(d.value)}</td>
              <td>{d.note ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

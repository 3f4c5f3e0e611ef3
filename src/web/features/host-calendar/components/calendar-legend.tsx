import { cn } from '@/web/lib/utils';
import { STATUS_CLASS, STATUS_LABEL, type DayStatus } from './day-status';

const ORDER: DayStatus[] = ['confirmed', 'pending', 'blocked', 'free'];

export function CalendarLegend() {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" aria-label="凡例">
      {ORDER.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span className={cn('inline-block size-4 rounded border', STATUS_CLASS[status])} aria-hidden="true" />
          {STATUS_LABEL[status]}
        </li>
      ))}
      <li className="flex items-center gap-1.5 text-muted-foreground">
        <span className="font-bold text-destructive">祝</span> 祝日
      </li>
      <li className="flex items-center gap-1.5 text-muted-foreground">
        <span className="rounded bg-sky-100 px-1 text-xs font-bold text-sky-800">休前</span> 休前日（土曜・祝日の前日）
      </li>
    </ul>
  );
}

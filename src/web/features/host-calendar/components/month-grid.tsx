import { useState } from 'react';
import type { CalendarDay } from '@/contract/host-calendar';
import type { IsoDate } from '@/domain/japan-date';
import { monthWeeks } from '@/web/lib/calendar-dates';
import { cn } from '@/web/lib/utils';
import { inRange, type DayRange } from '../use-range-selection';
import { dayLabel, moveFocus } from './day-cell-grid';
import { formatYen } from '@/domain/display-format';
import { dayStatus, STATUS_CLASS, STATUS_LABEL } from './day-status';

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

export interface SelectionHandlers {
  range: DayRange | null;
  press: (propertyId: string, date: IsoDate) => void;
  enter: (propertyId: string, date: IsoDate) => void;
  keyPress: (propertyId: string, date: IsoDate) => void;
}

/** One house's month, Sunday first: each day its price, status colour, up to two guests, its settings. */
export function MonthGrid({
  propertyId,
  month,
  days,
  today,
  selection,
}: {
  propertyId: string;
  month: string;
  days: CalendarDay[];
  today: IsoDate;
  selection: SelectionHandlers;
}) {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const firstFocusable = days.find((d) => d.date >= today)?.date ?? days[0]?.date;
  const [focused, setFocused] = useState<IsoDate | undefined>(undefined);
  const tabStop = focused && byDate.has(focused) ? focused : firstFocusable;

  return (
    <div
      role="grid"
      aria-label="月のカレンダー（日付を選ぶと設定を変更できます）"
      className="grid gap-1 select-none"
      onKeyDown={(event) => moveFocus(event, 7)}
    >
      <div role="row" className="grid grid-cols-7 gap-1">
        {WEEKDAYS.map((w, i) => (
          <div
            key={w}
            role="columnheader"
            className={cn('py-1 text-center text-xs font-bold', i === 0 ? 'text-destructive' : i === 6 ? 'text-sky-800' : 'text-muted-foreground')}
          >
            {w}
          </div>
        ))}
      </div>
      {monthWeeks(month).map((week, wi) => (
        <div role="row" key={wi} className="grid grid-cols-7 gap-1">
          {week.map((date, di) => {
            const day = date ? byDate.get(date) : undefined;
            if (!date || !day) return <div role="gridcell" key={di} aria-hidden="true" />;
            const status = dayStatus(day);
            const past = date < today;
            const selected = inRange(selection.range, propertyId, date);
            const shown = day.bookings.slice(0, 2);
            const more = day.bookings.length - shown.length;
            return (
              <div role="gridcell" key={date} aria-selected={selected}>
                <button
                  type="button"
                  data-date={date}
                  tabIndex={date === tabStop ? 0 : -1}
                  aria-disabled={past || undefined}
                  onFocus={() => setFocused(date)}
                  onPointerDown={(event) => {
                    if (past || event.button !== 0) return;
                    event.preventDefault();
                    (event.currentTarget as HTMLButtonElement).focus();
                    selection.press(propertyId, date);
                  }}
                  onPointerEnter={() => !past && selection.enter(propertyId, date)}
                  onKeyDown={(event) => {
                    if ((event.key === 'Enter' || event.key === ' ') && !past) {
                      event.preventDefault();
                      selection.keyPress(propertyId, date);
                    }
                  }}
                  className={cn(
                    'flex h-24 w-full min-w-0 flex-col items-stretch gap-0.5 overflow-hidden rounded-md border p-1 text-left text-[11px] leading-tight outline-none sm:h-28 sm:p-1.5 sm:text-xs',
                    'focus-visible:ring-3 focus-visible:ring-ring',
                    STATUS_CLASS[status],
                    past ? 'cursor-not-allowed opacity-45' : 'cursor-pointer hover:brightness-95',
                    selected && 'ring-3 ring-primary ring-offset-1',
                  )}
                >
                  {/* The button's name is the whole day in words; the figures on it are for the eye only. */}
                  <span className="sr-only">{dayLabel(day, STATUS_LABEL[status], selected)}</span>
                  <span aria-hidden="true" className="contents">
                    <span className="flex items-center justify-between gap-1">
                      <span className={cn('font-bold', (di === 0 || day.isHoliday) && 'text-destructive', di === 6 && !day.isHoliday && 'text-sky-800')}>
                        {Number(date.slice(8, 10))}
                      </span>
                      {day.isHoliday ? (
                        <span className="rounded bg-destructive/10 px-1 text-[10px] font-bold text-destructive">祝</span>
                      ) : (
                        day.isHolidayEve && <span className="rounded bg-sky-100 px-1 text-[10px] font-bold text-sky-800">休前</span>
                      )}
                    </span>
                    <span className={cn('truncate font-bold', day.priceOverrideJpy !== null && 'text-primary')}>
                      <span className="sm:hidden">{(day.price / 10000).toLocaleString('ja-JP', { maximumFractionDigits: 1 })}万</span>
                      <span className="hidden sm:inline">{formatYen(day.price)}</span>
                    </span>
                    {shown.map((b) => (
                      <span key={b.id} className="truncate rounded bg-white/70 px-1">
                        {b.guestName}
                      </span>
                    ))}
                    {more > 0 && <span className="text-muted-foreground">+{more}</span>}
                    {status === 'blocked' && shown.length === 0 && (
                      <span className="truncate text-muted-foreground">{day.blockReason ?? 'ブロック'}</span>
                    )}
                    <span className="mt-auto flex flex-wrap gap-0.5 text-[10px] text-muted-foreground">
                      {day.minNightsOverride !== null && <span>{day.minNightsOverride}泊〜</span>}
                      {day.closedToArrival && <span>IN不可</span>}
                      {day.closedToDeparture && <span>OUT不可</span>}
                    </span>
                  </span>
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

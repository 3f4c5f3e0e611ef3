import type { HostCalendar } from '@/contract/host-calendar';
import { weekdayOf, type IsoDate } from '@/domain/japan-date';
import { cn } from '@/web/lib/utils';
import { inRange } from '../use-range-selection';
import { dayLabel, moveFocus } from './day-cell-grid';
import { dayStatus, STATUS_CLASS, STATUS_LABEL } from './day-status';
import type { SelectionHandlers } from './month-grid';

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

/** Every house of the month: one row per house, the days across, the house column kept in view. */
export function MultiHouseGrid({ calendar, selection }: { calendar: HostCalendar; selection: SelectionHandlers }) {
  const dates = calendar.properties[0]?.days.map((d) => d.date) ?? [];
  const today = calendar.today;
  const firstFocusable: IsoDate | undefined = dates.find((d) => d >= today) ?? dates[0];
  return (
    // `relative`: the cells' screen-reader labels (position: absolute) stay inside the scrolling box
    // instead of widening the page.
    <div className="relative overflow-x-auto rounded-xl border border-border" onKeyDown={(event) => moveFocus(event, 0)}>
      <table role="grid" aria-label="全物件のカレンダー（日付を選ぶと設定を変更できます）" className="border-separate border-spacing-0 text-xs select-none">
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 min-w-36 border-b border-border bg-card px-2 py-1 text-left">
              物件
            </th>
            {dates.map((date) => {
              const wd = weekdayOf(date);
              const day = calendar.properties[0]?.days.find((d) => d.date === date);
              const holiday = day?.isHoliday;
              return (
                <th
                  key={date}
                  scope="col"
                  className={cn(
                    'min-w-14 border-b border-border px-1 py-1 text-center font-bold',
                    // Past days are greyed by colour, not transparency, so that their dates stay readable (4.5:1).
                    date < today ? 'text-muted-foreground' : (wd === 0 || holiday) && 'text-destructive',
                    date >= today && wd === 6 && !holiday && 'text-sky-800',
                  )}
                >
                  <div>{Number(date.slice(8, 10))}</div>
                  <div className="font-normal">{holiday ? '祝' : WEEKDAYS[wd]}</div>
                  {!holiday && day?.isHolidayEve && <div className="text-[10px] font-bold text-sky-800">休前</div>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {calendar.properties.map((property, rowIndex) => (
            <tr key={property.id} data-row-id={property.id}>
              <th scope="row" className="sticky left-0 z-10 max-w-44 border-b border-border bg-card px-2 py-1 text-left font-bold">
                <span className="line-clamp-2">{property.title}</span>
              </th>
              {property.days.map((day) => {
                const status = dayStatus(day);
                const past = day.date < today;
                const selected = inRange(selection.range, property.id, day.date);
                return (
                  <td key={day.date} className="border-b border-border p-0.5" aria-selected={selected}>
                    <button
                      type="button"
                      data-date={day.date}
                      data-row={property.id}
                      tabIndex={rowIndex === 0 && day.date === firstFocusable ? 0 : -1}
                      aria-disabled={past || undefined}
                      onPointerDown={(event) => {
                        if (past || event.button !== 0) return;
                        event.preventDefault();
                        (event.currentTarget as HTMLButtonElement).focus();
                        selection.press(property.id, day.date);
                      }}
                      onPointerEnter={() => !past && selection.enter(property.id, day.date)}
                      onKeyDown={(event) => {
                        if ((event.key === 'Enter' || event.key === ' ') && !past) {
                          event.preventDefault();
                          selection.keyPress(property.id, day.date);
                        }
                      }}
                      className={cn(
                        'flex h-12 w-14 flex-col items-center justify-center rounded border text-[10px] leading-tight outline-none focus-visible:ring-3 focus-visible:ring-ring',
                        STATUS_CLASS[status],
                        past ? 'cursor-not-allowed opacity-45' : 'cursor-pointer',
                        selected && 'ring-3 ring-primary',
                      )}
                    >
                      {/* The button's name is the whole day in words; the short figures on it are for the eye only. */}
                      <span className="sr-only">{`${property.title}、${dayLabel(day, STATUS_LABEL[status], selected)}`}</span>
                      <span aria-hidden="true" className="contents">
                        <span className={cn('font-bold', day.priceOverrideJpy !== null && 'text-primary')}>{(day.price / 1000).toLocaleString('ja-JP', { maximumFractionDigits: 1 })}k</span>
                        {day.bookings[0] && <span className="w-full truncate px-0.5">{day.bookings[0].guestName}</span>}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, type IsoDate } from '@/domain/japan-date';
import { Button } from '@/web/components/ui/button';
import { formatDateWithWeekday } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';
import { daysInMonth, firstUnavailableFrom, monthLabel, monthOf, monthWeeks, shiftMonth, weekdayOf, type MonthKey } from '@/web/lib/calendar-dates';

const WEEKDAYS = [
  { short: '日', long: '日曜日' },
  { short: '月', long: '月曜日' },
  { short: '火', long: '火曜日' },
  { short: '水', long: '水曜日' },
  { short: '木', long: '木曜日' },
  { short: '金', long: '金曜日' },
  { short: '土', long: '土曜日' },
];

export type DateRole = 'checkIn' | 'checkOut';

const EMPTY: ReadonlySet<IsoDate> = new Set();

interface DayState {
  selectable: boolean;
  /** The night cannot be booked: struck through. */
  unavailable: boolean;
  note?: string;
}

/**
 * A month grid to choose check-in, then check-out. Past days and unavailable nights are disabled
 * (aria-disabled, still reachable with the arrow keys so they can be read out); an unavailable night
 * may still be the check-out day of a stay that ends on it.
 *
 * Keys: arrows move a day or a week, Home/End to the week's start or end, PageUp/PageDown a month,
 * Enter or Space choose.
 */
export function AvailabilityCalendar({
  today,
  lastDate,
  unavailable,
  noArrival = EMPTY,
  noDeparture = EMPTY,
  checkIn,
  checkOut,
  role,
  onSelect,
  autoFocus = false,
}: {
  today: IsoDate;
  lastDate: IsoDate;
  unavailable: ReadonlySet<IsoDate>;
  /** Days closed to arrival on the host's calendar: never a check-in day. */
  noArrival?: ReadonlySet<IsoDate>;
  /** Days closed to departure on the host's calendar: never a check-out day. */
  noDeparture?: ReadonlySet<IsoDate>;
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
  role: DateRole;
  onSelect: (date: IsoDate) => void;
  autoFocus?: boolean;
}) {
  const start = (role === 'checkOut' ? checkOut || checkIn : checkIn) || today;
  const initial = start < today ? today : start > lastDate ? lastDate : start;
  const [focused, setFocused] = useState<IsoDate>(initial);
  const [month, setMonth] = useState<MonthKey>(monthOf(initial));
  const gridRef = useRef<HTMLTableElement>(null);
  const pendingFocus = useRef(autoFocus);
  const titleId = useId();

  const firstMonth = monthOf(today);
  const lastMonth = monthOf(lastDate);
  const checkoutLimit = useMemo(
    () => (role === 'checkOut' && checkIn ? firstUnavailableFrom(checkIn, unavailable) : undefined),
    [role, checkIn, unavailable],
  );

  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const dayState = (date: IsoDate): DayState => {
    if (date < today) return { selectable: false, unavailable: false, note: '選択できません' };
    if (date > lastDate) return { selectable: false, unavailable: false, note: '選択できません' };
    const blocked = unavailable.has(date);
    if (role === 'checkOut' && checkIn && date > checkIn) {
      if (checkoutLimit && date > checkoutLimit) {
        return { selectable: false, unavailable: blocked, note: blocked ? '予約不可' : '予約できない日をはさむため選択できません' };
      }
      if (noDeparture.has(date)) return { selectable: false, unavailable: blocked, note: 'チェックアウト不可' };
      return blocked ? { selectable: true, unavailable: false, note: 'チェックアウトのみ可' } : { selectable: true, unavailable: false };
    }
    if (blocked) return { selectable: false, unavailable: true, note: '予約不可' };
    if (noArrival.has(date)) return { selectable: false, unavailable: false, note: 'チェックイン不可' };
    return { selectable: true, unavailable: false };
  };

  const moveTo = (date: IsoDate) => {
    const firstDay = `${firstMonth}-01`;
    const clamped = date < firstDay ? firstDay : date > lastDate ? lastDate : date;
    pendingFocus.current = true;
    setFocused(clamped);
    setMonth(monthOf(clamped));
  };

  const showMonth = (next: MonthKey) => {
    setMonth(next);
    // Keep the same day of the month, within the new month and the bookable period.
    const day = Math.min(Number(focused.slice(8, 10)), daysInMonth(next));
    let date = `${next}-${String(day).padStart(2, '0')}`;
    if (date < today) date = today;
    if (date > lastDate) date = lastDate;
    setFocused(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const date = target.dataset.date;
    if (!date) return;
    let next: IsoDate | undefined;
    switch (event.key) {
      case 'ArrowLeft':
        next = addDays(date, -1);
        break;
      case 'ArrowRight':
        next = addDays(date, 1);
        break;
      case 'ArrowUp':
        next = addDays(date, -7);
        break;
      case 'ArrowDown':
        next = addDays(date, 7);
        break;
      case 'Home':
        next = addDays(date, -weekdayOf(date));
        break;
      case 'End':
        next = addDays(date, 6 - weekdayOf(date));
        break;
      case 'PageUp':
      case 'PageDown': {
        const target = shiftMonth(monthOf(date), event.key === 'PageUp' ? -1 : 1);
        const day = Math.min(Number(date.slice(8, 10)), daysInMonth(target));
        next = `${target}-${String(day).padStart(2, '0')}`;
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    moveTo(next);
  };

  const weeks = monthWeeks(month);
  const hasRange = Boolean(checkIn && checkOut && checkOut > checkIn);

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => showMonth(shiftMonth(month, -1))}
          disabled={month <= firstMonth}
          aria-label="前の月"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Button>
        <p id={titleId} className="font-bold" aria-live="polite">
          {monthLabel(month)}
        </p>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => showMonth(shiftMonth(month, 1))}
          disabled={month >= lastMonth}
          aria-label="次の月"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={titleId} className="w-full table-fixed border-collapse" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map((w, i) => (
              <th
                key={w.short}
                scope="col"
                abbr={w.long}
                className={cn('pb-1 text-xs font-bold', i === 0 ? 'text-destructive' : i === 6 ? 'text-sky-800' : 'text-muted-foreground')}
              >
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, wi) => (
            <tr key={wi}>
              {week.map((date, di) => {
                if (!date) return <td key={di} />;
                const state = dayState(date);
                const isCheckIn = date === checkIn;
                const isCheckOut = date === checkOut && hasRange;
                const inRange = hasRange && date > checkIn && date < checkOut;
                const selected = isCheckIn || isCheckOut || inRange;
                const label = [
                  formatDateWithWeekday(date),
                  date === today ? '今日' : null,
                  isCheckIn ? 'チェックイン日' : null,
                  isCheckOut ? 'チェックアウト日' : null,
                  state.note ?? null,
                ]
                  .filter(Boolean)
                  .join('、');
                return (
                  <td
                    key={date}
                    aria-selected={selected}
                    className={cn(
                      'p-0 py-0.5 text-center',
                      inRange && 'bg-secondary',
                      isCheckIn && hasRange && 'bg-[linear-gradient(to_right,transparent_50%,var(--color-secondary)_50%)]',
                      isCheckOut && 'bg-[linear-gradient(to_left,transparent_50%,var(--color-secondary)_50%)]',
                    )}
                  >
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-disabled={state.selectable ? undefined : true}
                      aria-label={label}
                      onClick={() => {
                        setFocused(date);
                        if (state.selectable) onSelect(date);
                      }}
                      className={cn(
                        'mx-auto flex size-10 items-center justify-center rounded-full text-sm outline-none focus-visible:ring-3 focus-visible:ring-ring',
                        state.selectable ? 'cursor-pointer font-bold hover:bg-accent' : 'cursor-not-allowed',
                        !state.selectable && !state.unavailable && 'text-foreground/40',
                        state.unavailable && 'text-muted-foreground line-through decoration-2',
                        date === today && !isCheckIn && 'ring-1 ring-input',
                        (isCheckIn || isCheckOut) && 'bg-primary text-primary-foreground hover:bg-primary-hover',
                      )}
                    >
                      {Number(date.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="カレンダーの見方">
        <li className="flex items-center gap-1.5">
          <span className="font-bold line-through decoration-2" aria-hidden="true">
            15
          </span>
          予約不可
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-full bg-primary" aria-hidden="true" />
          選択中の日程
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-full ring-1 ring-input" aria-hidden="true" />
          今日
        </li>
      </ul>
    </div>
  );
}

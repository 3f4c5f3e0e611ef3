import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { addDays, type IsoDate } from '@/domain/japan-date';
import { Button } from '@/web/components/ui/button';
import { daysInMonth, monthLabel, monthOf, monthWeeks, shiftMonth, weekdayOf, type MonthKey } from '@/web/lib/calendar-dates';
import { cn } from '@/web/lib/utils';
import { msg } from '@/web/lib/i18n/translate';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { dayLabel, dayState, dayTone, firstShownMonth, type DateRole, type DayTone, type HouseDays } from './date-range-rules';

const WEEKDAYS = [
  { short: msg('日'), long: msg('日曜日') },
  { short: msg('月'), long: msg('月曜日') },
  { short: msg('火'), long: msg('火曜日') },
  { short: msg('水'), long: msg('水曜日') },
  { short: msg('木'), long: msg('木曜日') },
  { short: msg('金'), long: msg('金曜日') },
  { short: msg('土'), long: msg('土曜日') },
];

/** Red for Sundays and holidays, blue for Saturdays: both keep 4.5:1 on the card and on the chosen range. */
const TONE_CLASS: Record<DayTone, string> = {
  holiday: 'text-destructive',
  sunday: 'text-destructive',
  saturday: 'text-sky-800',
  weekday: '',
};

/** Two months side by side from 768 px wide. */
const WIDE = '(min-width: 768px)';
function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

const dayOfMonth = (month: MonthKey, day: number) => `${month}-${String(Math.min(day, daysInMonth(month))).padStart(2, '0')}`;

/**
 * The month grid(s) to choose check-in, then check-out: one month, or two side by side on wide screens
 * (`twoMonths`). Days that cannot be chosen are aria-disabled but still reachable with the arrow keys, so
 * they are read out with the reason. Sundays and holidays are red, Saturdays blue; a holiday's name is in
 * the day's label and its tooltip.
 *
 * Keys: arrows move a day or a week, Home/End to the week's start or end, PageUp/PageDown a month,
 * Enter or Space choose.
 */
export function MonthCalendar({
  today,
  lastDate,
  days,
  holidays,
  checkIn,
  checkOut,
  role,
  onSelect,
  twoMonths,
}: {
  today: IsoDate;
  lastDate: IsoDate;
  days: HouseDays;
  holidays: ReadonlyMap<IsoDate, string>;
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
  role: DateRole;
  onSelect: (date: IsoDate) => void;
  twoMonths: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const wide = useWide();
  const count = twoMonths && wide ? 2 : 1;
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(lastDate);
  const start = (role === 'checkOut' ? checkOut || checkIn : checkIn) || today;
  const initial = start < today ? today : start > lastDate ? lastDate : start;
  const [focused, setFocused] = useState<IsoDate>(initial);
  const [shown, setShown] = useState<MonthKey>(monthOf(initial));
  // The focused day is always on screen, whatever the width did meanwhile.
  const first = firstShownMonth(shown, focused, count, firstMonth, lastMonth);
  const months = Array.from({ length: count }, (_, i) => shiftMonth(first, i));
  const rootRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef(true);
  const id = useId();

  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    rootRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, first]);

  const moveTo = (date: IsoDate) => {
    const firstDay = `${firstMonth}-01`;
    const clamped = date < firstDay ? firstDay : date > lastDate ? lastDate : date;
    pendingFocus.current = true;
    setFocused(clamped);
    setShown(firstShownMonth(first, clamped, count, firstMonth, lastMonth));
  };

  const showFrom = (next: MonthKey) => {
    setShown(next);
    if (monthOf(focused) >= next && monthOf(focused) <= shiftMonth(next, count - 1)) return;
    // Keep the same day of the month, within the new first month and the bookable period.
    let date = dayOfMonth(next, Number(focused.slice(8, 10)));
    if (date < today) date = today;
    if (date > lastDate) date = lastDate;
    setFocused(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const date = (event.target as HTMLElement).dataset.date;
    if (!date) return;
    let next: IsoDate;
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
      case 'PageDown':
        next = dayOfMonth(shiftMonth(monthOf(date), event.key === 'PageUp' ? -1 : 1), Number(date.slice(8, 10)));
        break;
      default:
        return;
    }
    event.preventDefault();
    moveTo(next);
  };

  const hasRange = Boolean(checkIn && checkOut && checkOut > checkIn);
  const context = { today, lastDate, role, checkIn, days };

  return (
    <div ref={rootRef} className="grid gap-3">
      <div className="relative">
        <div className="absolute inset-x-0 top-0 flex justify-between">
          <Button variant="ghost" size="icon" onClick={() => showFrom(shiftMonth(first, -1))} disabled={first <= firstMonth} aria-label={t('前の月')}>
            <ChevronLeft className="size-5" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" onClick={() => showFrom(shiftMonth(first, 1))} disabled={months[count - 1] >= lastMonth} aria-label={t('次の月')}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </Button>
        </div>
        <div className={cn('grid gap-6', count === 2 && 'grid-cols-2')}>
          {months.map((month) => (
            <div key={month} className="grid content-start gap-2">
              <p id={`${id}-${month}`} className="flex h-9 items-center justify-center font-bold" aria-live="polite">
                {monthLabel(month, language)}
              </p>
              <table
                role="grid"
                aria-labelledby={`${id}-${month}`}
                className={cn('table-fixed border-collapse', count === 2 ? 'w-70' : 'w-full')}
                onKeyDown={onKeyDown}
              >
                <thead>
                  <tr>
                    {WEEKDAYS.map((w, i) => (
                      <th key={w.short} scope="col" abbr={t(w.long)} className={cn('pb-1 text-xs font-bold', i === 0 ? 'text-destructive' : i === 6 ? 'text-sky-800' : 'text-muted-foreground')}>
                        {t(w.short)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthWeeks(month).map((week, wi) => (
                    <tr key={wi}>
                      {week.map((date, di) => {
                        if (!date) return <td key={di} />;
                        const state = dayState(date, context);
                        const holiday = holidays.get(date);
                        const isCheckIn = date === checkIn;
                        const isCheckOut = date === checkOut && hasRange;
                        const inRange = hasRange && date > checkIn && date < checkOut;
                        return (
                          <td
                            key={date}
                            aria-selected={isCheckIn || isCheckOut || inRange}
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
                              data-tone={dayTone(date, holiday)}
                              tabIndex={date === focused ? 0 : -1}
                              aria-disabled={state.selectable ? undefined : true}
                              aria-label={dayLabel(date, { today, holiday, isCheckIn, isCheckOut, note: state.note }, language)}
                              title={holiday}
                              onClick={() => {
                                setFocused(date);
                                if (state.selectable) onSelect(date);
                              }}
                              className={cn(
                                'mx-auto flex size-10 items-center justify-center rounded-full text-sm outline-none focus-visible:ring-3 focus-visible:ring-ring',
                                state.selectable ? cn('cursor-pointer font-bold hover:bg-accent', TONE_CLASS[dayTone(date, holiday)]) : 'cursor-not-allowed',
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
            </div>
          ))}
        </div>
      </div>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label={t('カレンダーの見方')}>
        <li className="flex items-center gap-1.5">
          <span className="font-bold text-destructive" aria-hidden="true">
            {t('日')}
          </span>
          {t('日曜・祝日')}
        </li>
        {days.unavailable.size > 0 && (
          <li className="flex items-center gap-1.5">
            <span className="font-bold line-through decoration-2" aria-hidden="true">
              15
            </span>
            {t('予約不可')}
          </li>
        )}
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-full bg-primary" aria-hidden="true" />
          {t('選択中の日程')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-full ring-1 ring-input" aria-hidden="true" />
          {t('今日')}
        </li>
      </ul>
    </div>
  );
}

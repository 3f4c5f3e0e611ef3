import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { formatJapaneseMonthDay, type IsoDate } from '@/domain/japan-date';
import { cn } from '@/web/lib/utils';
import type { DateRole, HouseDays } from './date-range-rules';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

// Everything of the open picker (month grid, holidays, rules, closing) loads when the guest first reaches
// for a date, not with the page: the first page's code only draws the two buttons.
const loadPanel = () => import('./date-range-panel');
const DateRangePanel = lazy(loadPanel);

export interface StayDates {
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
}

/** A house's calendar for the picker: its days, whether they have arrived, and its shortest stay. */
export interface HouseCalendar {
  days: HouseDays;
  status: 'pending' | 'error' | 'success';
  minNights: number;
}

export interface DateRangeFieldProps {
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
  onChange: (dates: StayDates) => void;
  house?: HouseCalendar;
  /** The calendar in the flow (a dialog) rather than floating below the buttons. */
  inline?: boolean;
  /** Which edge of the buttons the floating calendar keeps. */
  align?: 'start' | 'end';
  /** The height of the search forms' inputs. */
  compact?: boolean;
  errors?: { checkIn?: string; checkOut?: string };
  className?: string;
}

/**
 * The one date-range picker of the site (docs/product/guest-screens.md): a チェックイン and a チェックアウト
 * button showing 12月24日(木) (or 日付を選択), which open the month calendar (date-range-panel.tsx). With a
 * `house` the house's unavailable nights and closed days apply; without one only the bookable period does.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const { checkIn, checkOut, compact = false, errors = {}, className } = props;
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<DateRole>('checkIn');
  /** The button that opened the calendar: Escape returns there. */
  const [opener, setOpener] = useState<DateRole>('checkIn');
  const id = useId();
  const t = useT();
  const language = useLanguage();

  const openFor = (next: DateRole) => {
    const effective = next === 'checkOut' && !checkIn ? 'checkIn' : next;
    setOpen(!(open && role === effective));
    setOpener(next);
    setRole(effective);
  };

  const buttons = [
    { role: 'checkIn' as const, label: t('チェックイン'), value: checkIn, error: errors.checkIn },
    { role: 'checkOut' as const, label: t('チェックアウト'), value: checkOut, error: errors.checkOut },
  ];

  return (
    <div id={id} className={cn('relative grid gap-2', className)} onPointerDown={() => void loadPanel()}>
      <div className={cn('grid grid-cols-2 overflow-hidden rounded-xl border bg-card', errors.checkIn || errors.checkOut ? 'border-destructive' : 'border-input')}>
        {buttons.map((b, i) => {
          const bid = `${id}-${b.role}`;
          // Named by what it shows, label first (チェックイン 12月24日(木)); an error is its description.
          return (
            <button
              key={b.role}
              id={bid}
              type="button"
              onClick={() => openFor(b.role)}
              aria-labelledby={`${bid}-label ${bid}-value`}
              aria-describedby={b.error ? `${bid}-error` : undefined}
              aria-expanded={open}
              aria-controls={open ? `${id}-panel` : undefined}
              className={cn(
                'grid min-w-0 content-center gap-0.5 px-3 text-left outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-inset',
                compact ? 'min-h-11 py-1' : 'py-2.5',
                open && role === b.role && 'bg-secondary ring-2 ring-primary ring-inset',
                i === 0 && 'border-r border-input',
              )}
            >
              <span id={`${bid}-label`} className="text-xs leading-tight font-bold">
                {b.label}
              </span>
              {/* Between the two words of an English name (Check-in Add date); the grid draws no space. A Japanese name needs none. */}
              {language === 'en' && ' '}
              <span className={cn('flex items-center gap-1.5 text-sm leading-tight', !b.value && 'text-muted-foreground')}>
                <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span id={`${bid}-value`} className="truncate">
                  {b.value ? formatJapaneseMonthDay(b.value, language) : t('日付を選択')}
                </span>
              </span>
            </button>
          );
        })}
      </div>
      {buttons.map(
        (b) =>
          b.error && (
            <p key={b.role} id={`${id}-${b.role}-error`} className="text-sm font-bold text-destructive">
              {b.error}
            </p>
          ),
      )}
      {open && (
        <Suspense>
          <DateRangePanel {...props} id={id} role={role} opener={opener} onRole={setRole} onOpen={setOpen} />
        </Suspense>
      )}
    </div>
  );
}

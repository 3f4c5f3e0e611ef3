import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, japanDate, type IsoDate } from '@/domain/japan-date';
import { Button } from '@/web/components/ui/button';
import { formatMonthDayWeekday } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';
import { propertyAvailabilityQuery } from '@/web/lib/property-queries';
import { firstUnavailableFrom } from '@/web/lib/calendar-dates';
import { Skeleton } from '@/web/components/ui/skeleton';
import type { DateRole } from './availability-calendar';

// The month grid loads when the guest first reaches for the dates, not with the page.
const loadCalendar = () => import('./availability-calendar');
const AvailabilityCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.AvailabilityCalendar })));

/** How far ahead the calendar lets a guest book. */
const BOOKABLE_DAYS = 365;

/**
 * The check-in and check-out buttons and, below them, the month calendar with the unavailable nights
 * from GET /api/properties/{id}/availability. `inline` keeps the calendar in the flow (the mobile
 * dialog); otherwise it floats over the card below the buttons and closes on a click outside.
 */
export function DateRangeField({
  propertyId,
  checkIn,
  checkOut,
  onChange,
  minNights,
  inline = false,
}: {
  propertyId: string;
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
  onChange: (dates: { checkIn: IsoDate | ''; checkOut: IsoDate | '' }) => void;
  minNights: number;
  inline?: boolean;
}) {
  const today = japanDate();
  const lastDate = addDays(today, BOOKABLE_DAYS);
  const availability = useQuery(propertyAvailabilityQuery(propertyId, today, lastDate));
  const unavailable = useMemo(() => new Set(availability.data?.unavailableDates ?? []), [availability.data]);
  // The host's calendar: days a stay may not start on, or end on.
  const noArrival = useMemo(() => new Set(availability.data?.closedToArrivalDates ?? []), [availability.data]);
  const noDeparture = useMemo(() => new Set(availability.data?.closedToDepartureDates ?? []), [availability.data]);

  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<DateRole>('checkIn');
  const rootRef = useRef<HTMLDivElement>(null);
  const checkInRef = useRef<HTMLButtonElement>(null);
  const checkOutRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const hintId = useId();

  useEffect(() => {
    if (!open || inline) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, inline]);

  const openFor = (next: DateRole) => {
    const effective = next === 'checkOut' && !checkIn ? 'checkIn' : next;
    if (open && role === effective) {
      setOpen(false);
      return;
    }
    setRole(effective);
    setOpen(true);
  };

  const close = (focus?: DateRole) => {
    setOpen(false);
    if (focus) (focus === 'checkIn' ? checkInRef : checkOutRef).current?.focus();
  };

  const onSelect = (date: IsoDate) => {
    if (role === 'checkOut' && checkIn && date > checkIn) {
      onChange({ checkIn, checkOut: date });
      close('checkOut');
      return;
    }
    // A new check-in keeps the check-out only while the stay stays free and at least a night long.
    const blocked = checkOut ? firstUnavailableFrom(date, unavailable) : undefined;
    const keep = Boolean(checkOut && checkOut > date && (!blocked || blocked >= checkOut));
    onChange({ checkIn: date, checkOut: keep ? checkOut : '' });
    setRole('checkOut');
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(role);
    }
  };

  return (
    <div ref={rootRef} className="relative grid gap-2" onPointerEnter={() => void loadCalendar()} onFocus={() => void loadCalendar()}>
      <div className="grid grid-cols-2 overflow-hidden rounded-xl border border-input bg-card">
        <DateButton
          ref={checkInRef}
          label="チェックイン"
          value={checkIn}
          active={open && role === 'checkIn'}
          expanded={open}
          controls={panelId}
          onClick={() => openFor('checkIn')}
          className="border-r border-input"
        />
        <DateButton
          ref={checkOutRef}
          label="チェックアウト"
          value={checkOut}
          active={open && role === 'checkOut'}
          expanded={open}
          controls={panelId}
          onClick={() => openFor('checkOut')}
        />
      </div>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={role === 'checkIn' ? 'チェックイン日の選択' : 'チェックアウト日の選択'}
          aria-describedby={hintId}
          data-calendar-panel=""
          onKeyDown={onPanelKeyDown}
          className={cn(
            'grid gap-3 rounded-2xl border border-border bg-card p-3',
            !inline && 'absolute top-full right-0 left-0 z-30 mt-2 min-w-[20rem] shadow-xl',
          )}
        >
          <p id={hintId} className="text-sm font-bold" aria-live="polite">
            {role === 'checkIn' ? 'チェックイン日を選択してください' : 'チェックアウト日を選択してください'}
            {role === 'checkOut' && minNights > 1 && <span className="font-normal text-muted-foreground">（最短{minNights}泊）</span>}
          </p>
          <Suspense fallback={<Skeleton className="h-80" />}>
            <AvailabilityCalendar
              today={today}
              lastDate={lastDate}
              unavailable={unavailable}
              noArrival={noArrival}
              noDeparture={noDeparture}
              checkIn={checkIn}
              checkOut={checkOut}
              role={role}
              onSelect={onSelect}
              autoFocus
            />
          </Suspense>
          {availability.isPending && <p className="text-xs text-muted-foreground">空室状況を読み込んでいます…</p>}
          {availability.isError && (
            <p className="text-xs text-destructive" role="alert">
              空室状況を取得できませんでした。料金の計算時に確認します。
            </p>
          )}
          <div className="flex items-center justify-between gap-2 border-t border-border pt-3">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onChange({ checkIn: '', checkOut: '' });
                setRole('checkIn');
              }}
              disabled={!checkIn && !checkOut}
            >
              日付をクリア
            </Button>
            <Button variant="outline" size="sm" onClick={() => close(role)}>
              閉じる
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

function DateButton({
  ref,
  label,
  value,
  active,
  expanded,
  controls,
  onClick,
  className,
}: {
  ref: React.Ref<HTMLButtonElement>;
  label: string;
  value: IsoDate | '';
  active: boolean;
  expanded: boolean;
  controls: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      className={cn(
        'grid min-w-0 gap-0.5 px-3 py-2.5 text-left outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-inset',
        active && 'bg-secondary ring-2 ring-primary ring-inset',
        className,
      )}
    >
      <span className="text-xs font-bold">{label}</span>
      <span className={cn('flex items-center gap-1.5 text-sm', !value && 'text-muted-foreground')}>
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{value ? formatMonthDayWeekday(value) : '日付を選択'}</span>
      </span>
    </button>
  );
}

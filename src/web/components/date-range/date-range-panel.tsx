import { useQuery } from '@tanstack/react-query';
import { useEffect, type KeyboardEvent } from 'react';
import { japanDate, type IsoDate } from '@/domain/japan-date';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import type { DateRangeFieldProps } from './date-range-field';
import { holidayWindow, lastBookableDate, NO_HOUSE_DAYS, pickDate, type DateRole } from './date-range-rules';
import { holidaysQuery } from './holidays-query';
import { MonthCalendar } from './month-calendar';
import { useT } from '@/web/lib/i18n/use-t';

const NO_HOLIDAYS: ReadonlyMap<IsoDate, string> = new Map();

/**
 * The open picker, loaded when the guest first opens DateRangeField: what to choose, the month calendar
 * with the holidays from GET /api/holidays, the house's calendar state, 日付をクリア and 閉じる. Floating, it
 * closes on a click outside the field; Escape closes it and returns focus to the button that opened it.
 */
export default function DateRangePanel({
  id,
  checkIn,
  checkOut,
  role,
  opener,
  house,
  inline = false,
  align = 'start',
  onRole,
  onOpen,
  onChange,
}: DateRangeFieldProps & {
  /** The field's id: its buttons are `${id}-checkIn` and `${id}-checkOut`. */
  id: string;
  role: DateRole;
  opener: DateRole;
  onRole: (role: DateRole) => void;
  onOpen: (open: boolean) => void;
}) {
  const t = useT();
  const today = japanDate();
  const lastDate = lastBookableDate(today);
  const range = holidayWindow(today, lastDate);
  const holidays = useQuery(holidaysQuery(range.from, range.to));
  const days = house?.days ?? NO_HOUSE_DAYS;
  const minNights = house?.minNights ?? 1;

  useEffect(() => {
    if (inline) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!document.getElementById(id)?.contains(event.target as Node)) onOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [id, inline, onOpen]);

  const close = (focus: DateRole) => {
    onOpen(false);
    document.getElementById(`${id}-${focus}`)?.focus();
  };

  const onSelect = (date: IsoDate) => {
    const next = pickDate(date, { role, checkIn, checkOut, unavailable: days.unavailable });
    onChange({ checkIn: next.checkIn, checkOut: next.checkOut });
    if (next.done) close('checkOut');
    else onRole('checkOut');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close(opener);
  };

  return (
    <div
      id={`${id}-panel`}
      role="group"
      aria-label={role === 'checkIn' ? t('チェックイン日の選択') : t('チェックアウト日の選択')}
      data-calendar-panel=""
      onKeyDown={onKeyDown}
      className={cn(
        'grid gap-3 rounded-2xl border border-border bg-card p-3',
        !inline && 'absolute top-full z-30 mt-2 w-full shadow-xl md:w-max',
        !inline && (align === 'end' ? 'right-0' : 'left-0'),
      )}
    >
      <p className="text-sm font-bold" aria-live="polite">
        {role === 'checkIn' ? t('チェックイン日を選択してください') : t('チェックアウト日を選択してください')}
        {role === 'checkOut' && minNights > 1 && <span className="font-normal text-muted-foreground">{t('（最短{count}泊）', { count: minNights })}</span>}
      </p>
      <MonthCalendar
        today={today}
        lastDate={lastDate}
        days={days}
        holidays={holidays.data ?? NO_HOLIDAYS}
        checkIn={checkIn}
        checkOut={checkOut}
        role={role}
        onSelect={onSelect}
        twoMonths={!inline}
      />
      {house?.status === 'pending' && <p className="text-xs text-muted-foreground">{t('空室状況を読み込んでいます…')}</p>}
      {house?.status === 'error' && (
        <p className="text-xs text-destructive" role="alert">
          {t('空室状況を取得できませんでした。料金の計算時に確認します。')}
        </p>
      )}
      {holidays.isError && <p className="text-xs text-muted-foreground">{t('祝日を読み込めませんでした（日付は選択できます）。')}</p>}
      <div className="flex items-center justify-between gap-2 border-t border-border pt-3">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onChange({ checkIn: '', checkOut: '' });
            onRole('checkIn');
          }}
          disabled={!checkIn && !checkOut}
        >
          {t('日付をクリア')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => close(role)}>
          {t('閉じる')}
        </Button>
      </div>
    </div>
  );
}

import type { KeyboardEvent } from 'react';
import type { CalendarDay } from '@/contract/host-calendar';
import { formatYen } from '@/domain/display-format';
import { addDays, type IsoDate } from '@/domain/japan-date';

/** Roving focus over the day buttons of a grid: arrows move a day (left/right) or a week/house (up/down). */
export function moveFocus(event: KeyboardEvent<HTMLElement>, vertical: number): boolean {
  const target = event.target as HTMLElement;
  const date = target.dataset.date;
  const row = target.dataset.row;
  if (!date) return false;
  let next: IsoDate | undefined;
  let nextRow = row;
  const rows = row !== undefined ? [...(event.currentTarget.querySelectorAll<HTMLElement>('[data-row-id]') ?? [])].map((r) => r.dataset.rowId) : [];
  switch (event.key) {
    case 'ArrowLeft':
      next = addDays(date, -1);
      break;
    case 'ArrowRight':
      next = addDays(date, 1);
      break;
    case 'ArrowUp':
    case 'ArrowDown': {
      const step = event.key === 'ArrowUp' ? -1 : 1;
      if (vertical > 0) next = addDays(date, step * vertical);
      else {
        const index = rows.indexOf(row);
        nextRow = rows[index + step];
        next = nextRow ? date : undefined;
      }
      break;
    }
    default:
      return false;
  }
  event.preventDefault();
  if (!next) return true;
  const selector = nextRow !== undefined ? `button[data-date="${next}"][data-row="${nextRow}"]` : `button[data-date="${next}"]`;
  const button = event.currentTarget.querySelector<HTMLButtonElement>(selector);
  button?.focus();
  return true;
}

/** What a screen reader hears for a day. */
export function dayLabel(day: CalendarDay, statusLabel: string, selected: boolean): string {
  const parts = [`${Number(day.date.slice(5, 7))}月${Number(day.date.slice(8, 10))}日`, statusLabel, formatYen(day.price)];
  if (day.isHoliday) parts.push('祝日');
  if (day.isHolidayEve) parts.push('休前日');
  for (const b of day.bookings) parts.push(`${b.guestName}様`);
  if (day.blockReason) parts.push(`理由: ${day.blockReason}`);
  if (day.minNightsOverride) parts.push(`最低${day.minNightsOverride}泊`);
  if (day.closedToArrival) parts.push('チェックイン不可');
  if (day.closedToDeparture) parts.push('チェックアウト不可');
  if (selected) parts.push('選択中');
  return parts.join('、');
}

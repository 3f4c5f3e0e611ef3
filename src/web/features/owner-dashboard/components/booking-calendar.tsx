import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { OwnerDashboardBooking } from '@/contract/owner-dashboard';
import { addDays, daysBetween, japanDate, weekdayOf } from '@/domain/japan-date';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatMonthDayWeekday } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';
import { ownerCalendarQuery } from '../api';

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];
const MAX_PER_DAY = 3;

/** `YYYY-MM` moved by whole months. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's days in weeks from Sunday; null pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const length = daysBetween(first, `${shiftMonth(month, 1)}-01`);
  const cells: (string | null)[] = [...Array<null>(weekdayOf(first)).fill(null), ...Array.from({ length }, (_, i) => addDays(first, i))];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The stays whose night of `date` they hold (check-in day included, check-out day not). */
function staysOn(stays: OwnerDashboardBooking[], date: string) {
  return stays.filter((s) => s.checkIn <= date && date < s.checkOut);
}

function MonthGrid({ month, stays, today }: { month: string; stays: OwnerDashboardBooking[]; today: string }) {
  const [y, m] = month.split('-').map(Number);
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full table-fixed sm:min-w-[42rem] border-collapse text-sm">
        <caption className="sr-only">{`${y}年${m}月の予約`}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d, i) => (
              <th key={d} scope="col" className={cn('border-b border-border py-2 text-center font-bold', i === 0 && 'text-destructive', i === 6 && 'text-blue-600')}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, w) => (
            <tr key={w}>
              {week.map((date, i) => {
                if (!date) return <td key={i} className="border border-border bg-muted/40" />;
                const onDay = staysOn(stays, date);
                const day = Number(date.slice(8));
                return (
                  <td key={date} className={cn('h-14 border border-border p-1 align-top sm:h-24', date === today && 'bg-secondary/60')}>
                    <div className={cn('mb-1 text-xs font-bold', i === 0 && 'text-destructive', i === 6 && 'text-blue-600')}>
                      {day}
                      {date === today && <span className="ml-1 hidden font-normal text-muted-foreground sm:inline">今日</span>}
                    </div>
                    {onDay.length > 0 && (
                      <span className="block rounded bg-primary/10 px-1 text-center text-[11px] font-bold text-primary sm:hidden" aria-hidden="true">
                        {onDay.length}件
                      </span>
                    )}
                    <ul className="hidden gap-0.5 sm:grid" aria-label={`${m}月${day}日の宿泊 ${onDay.length}件`}>
                      {onDay.slice(0, MAX_PER_DAY).map((s) => (
                        <li
                          key={s.id}
                          title={`${s.propertyName} / ${s.guestName}様`}
                          className={cn('truncate rounded px-1 py-0.5 text-[11px] leading-tight', s.status === 'pending' ? 'bg-warning-muted text-warning' : 'bg-primary/10 text-primary')}
                        >
                          <span className="font-bold">{s.propertyName}</span> {s.guestName}様{s.status === 'pending' && '（保留中）'}
                        </li>
                      ))}
                      {onDay.length > MAX_PER_DAY && <li className="text-[11px] text-muted-foreground">他{onDay.length - MAX_PER_DAY}件</li>}
                    </ul>
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

/** 予約カレンダー: each day's stays (house and guest), a month at a time. */
export function BookingCalendar({ ownerId }: { ownerId: string }) {
  const today = japanDate();
  const [month, setMonth] = useState(today.slice(0, 7));
  const stays = useQuery(ownerCalendarQuery(ownerId, month));
  const [y, m] = month.split('-').map(Number);

  return (
    <Card className="grid min-w-0 gap-4 p-4 sm:p-5 [&>*]:min-w-0">
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="sm" onClick={() => setMonth(shiftMonth(month, -1))}>
          <ChevronLeft aria-hidden="true" />
          前月
        </Button>
        <p className="text-lg font-bold" aria-live="polite">{`${y}年${m}月`}</p>
        <Button variant="outline" size="sm" onClick={() => setMonth(shiftMonth(month, 1))}>
          次月
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <QueryState
        query={stays}
        loading={
          <div role="status" aria-label="読み込み中">
            <Skeleton className="h-96 w-full" />
          </div>
        }
        errorTitle="予約カレンダーの読み込みに失敗しました"
      >
        {(list) => (
          <>
            <MonthGrid month={month} stays={list} today={today} />
            {list.length === 0 ? (
              <p className="text-center text-sm text-muted-foreground">この月の宿泊予約はありません</p>
            ) : (
              <ul aria-label="この月の宿泊" className="grid gap-2 text-sm sm:hidden">
                {list.map((s) => (
                  <li key={s.id} className="rounded-lg border border-border p-3">
                    <p className="font-bold">{s.propertyName}</p>
                    <p>
                      {s.guestName}様{s.status === 'pending' && '（保留中）'}
                    </p>
                    <p className="text-muted-foreground">
                      {formatMonthDayWeekday(s.checkIn)}〜{formatMonthDayWeekday(s.checkOut)}（{s.nights}泊）
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { HostCalendar } from '@/contract/host-calendar';
import { MONTH_PATTERN } from '@/contract/month-pattern';
import { japanDate } from '@/domain/japan-date';
import { MinpakuCounterLine } from '@/web/components/minpaku-counter';
import { NativeSelect } from '@/web/components/form-controls';
import { PAGE_ERROR_CLASS, QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { monthLabel, shiftMonth } from '@/web/lib/calendar-dates';
import { usePageTitle } from '@/web/lib/use-page-title';
import { hostCalendarQuery } from './api';
import { CalendarLegend } from './components/calendar-legend';
import { DayPanel } from './components/day-panel';
import { IcalSection } from './components/ical-section';
import { MonthGrid } from './components/month-grid';
import { MultiHouseGrid } from './components/multi-house-grid';
import { UpcomingBookings } from './components/upcoming-bookings';
import { rangeFrom, rangeTo, useRangeSelection } from './use-range-selection';

/** /host/calendar: the month of the host's houses, its day settings, the next bookings and the iCal links. */
export function HostCalendarPage() {
  usePageTitle('カレンダー | 古民家ステイ ホスト管理');
  const [params, setParams] = useSearchParams();
  const thisMonth = japanDate().slice(0, 7);
  const monthParam = params.get('month') ?? '';
  const month = MONTH_PATTERN.test(monthParam) ? monthParam : thisMonth;
  const propertyId = params.get('property');
  const calendar = useQuery({ ...hostCalendarQuery(month, propertyId), placeholderData: keepPreviousData });
  const selection = useRangeSelection();
  const filterId = useId();

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    selection.clear();
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">カレンダー</h1>
          <p className="text-sm text-muted-foreground">日付をクリック（またはドラッグ）して期間を選ぶと、ブロックや料金を設定できます。</p>
        </div>
        {calendar.data && calendar.data.houses.length > 0 && (
          <div className="grid gap-1">
            <Label htmlFor={filterId}>物件</Label>
            <NativeSelect id={filterId} value={propertyId ?? ''} onChange={(e) => setParam('property', e.target.value || null)} className="min-w-56">
              <option value="">すべての物件</option>
              {calendar.data.houses.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.title}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button variant="outline" size="icon" onClick={() => setParam('month', shiftMonth(month, -1))} aria-label="前の月">
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p className="min-w-32 text-center text-xl font-bold" aria-live="polite">
            {monthLabel(month)}
          </p>
          <Button variant="outline" size="icon" onClick={() => setParam('month', shiftMonth(month, 1))} aria-label="次の月">
            <ChevronRight aria-hidden="true" />
          </Button>
          {month !== thisMonth && (
            <Button variant="ghost" size="sm" onClick={() => setParam('month', null)}>
              今月
            </Button>
          )}
        </div>
        <CalendarLegend />
      </div>

      <QueryState
        query={calendar}
        loading={<CalendarSkeleton />}
        errorTitle="カレンダーを読み込めませんでした"
        errorClassName={PAGE_ERROR_CLASS}
        notFound={<NotFoundHouse onReset={() => setParam('property', null)} />}
      >
        {(data) => <CalendarBody data={data} month={month} selection={selection} />}
      </QueryState>
    </div>
  );
}

function CalendarBody({ data, month, selection }: { data: HostCalendar; month: string; selection: ReturnType<typeof useRangeSelection> }) {
  const { range, chosen } = selection;
  const panelHouse = range ? data.properties.find((p) => p.id === range.propertyId) : undefined;
  const panelDays = useMemo(
    () => (range && panelHouse ? panelHouse.days.filter((d) => d.date >= rangeFrom(range) && d.date <= rangeTo(range)) : []),
    [range, panelHouse],
  );

  if (data.houses.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border p-10 text-center">
        <p className="text-lg font-bold">物件がまだありません</p>
        <p className="text-sm text-muted-foreground">物件を登録すると、ここで空室や料金を管理できます。</p>
        <Button asChild>
          <Link to="/host/properties/new">物件を登録する</Link>
        </Button>
      </div>
    );
  }

  const single = data.properties.length === 1 ? data.properties[0] : null;
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid min-w-0 content-start gap-3">
          {single ? (
            <>
              <h2 className="text-lg font-bold">{single.title}</h2>
              {single.minpakuCounter && <MinpakuCounterLine counter={single.minpakuCounter} />}
              <MonthGrid propertyId={single.id} month={month} days={single.days} today={data.today} selection={selection} />
            </>
          ) : (
            <>
              {data.properties.some((p) => p.minpakuCounter) && (
                <ul className="grid gap-2" aria-label="民泊の営業日数">
                  {data.properties.map(
                    (p) =>
                      p.minpakuCounter && (
                        <li key={p.id}>
                          <MinpakuCounterLine counter={p.minpakuCounter} showTitle />
                        </li>
                      ),
                  )}
                </ul>
              )}
              <MultiHouseGrid calendar={data} selection={selection} />
            </>
          )}
          {range && !chosen && <p className="text-sm text-muted-foreground" aria-live="polite">最後の日を選んでください（同じ日をもう一度選ぶと1日だけ）。</p>}
        </div>
        <UpcomingBookings bookings={data.upcomingBookings} showHouse={!single} />
      </div>
      {range && chosen && panelHouse && (
        <DayPanel
          key={`${range.propertyId}-${rangeFrom(range)}-${rangeTo(range)}`}
          open
          onOpenChange={(open) => {
            if (!open) selection.setChosen(false);
          }}
          propertyId={panelHouse.id}
          propertyTitle={panelHouse.title}
          from={rangeFrom(range)}
          to={rangeTo(range)}
          days={panelDays}
          onSaved={selection.clear}
        />
      )}
      <IcalSection houses={data.properties} />
    </>
  );
}

function CalendarSkeleton() {
  return (
    <div role="status" aria-label="読み込み中" className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="grid grid-cols-7 gap-1">
        {Array.from({ length: 35 }, (_, i) => (
          <Skeleton key={i} className="h-24 sm:h-28" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

function NotFoundHouse({ onReset }: { onReset: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border p-10 text-center">
      <p className="text-lg font-bold">物件が見つかりません</p>
      <Button variant="outline" onClick={onReset}>
        すべての物件を表示
      </Button>
    </div>
  );
}

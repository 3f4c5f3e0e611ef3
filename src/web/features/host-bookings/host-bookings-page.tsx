import { CalendarCheck } from 'lucide-react';
import type { HostBookingCounts, HostBookingListItem, HostBookingTab } from '@/contract/host-bookings';
import { ListEmpty } from '@/web/components/data-table/list-empty';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { Pagination } from '@/web/components/data-table/pagination';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { listPageSize } from '@/web/lib/list-params';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { cn } from '@/web/lib/utils';
import { HOST_BOOKINGS_LIST, HOST_BOOKINGS_PATH } from './api';
import { HostBookingCard } from './components/host-booking-card';
import { SORT_OPTIONS, TABS } from './labels';

function StatusTabs({ value, counts, onChange }: { value: HostBookingTab | undefined; counts: HostBookingCounts | null | undefined; onChange: (value: HostBookingTab | undefined) => void }) {
  return (
    <div role="group" aria-label="予約状況で絞り込む" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      {TABS.map((tab) => {
        const active = tab.value === value;
        return (
          <button
            key={tab.count}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(tab.value)}
            className={cn(
              'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-bold transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring/50',
              active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-accent',
            )}
          >
            {tab.label}
            <span className={cn('rounded-full px-1.5 text-xs tabular-nums', active ? 'bg-primary-foreground/20' : 'bg-muted text-muted-foreground')}>{counts ? counts[tab.count] : '–'}</span>
          </button>
        );
      })}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="予約を読み込み中" className="grid gap-4">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-44 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** /host/bookings: the host's bookings across their houses, searched, tabbed and paged on the server, each with the actions allowed now. */
export function HostBookingsPage() {
  usePageTitle('予約管理 | 古民家ステイ ホスト管理');
  const list = useListParams(HOST_BOOKINGS_LIST);
  const bookings = useServerList<HostBookingListItem, HostBookingCounts>({ path: HOST_BOOKINGS_PATH, list });
  const { state } = list;
  const tab = TABS.find((t) => t.value === state.filters.status) ?? TABS[0];

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">予約管理</h1>
        <p className="text-muted-foreground">すべての物件の予約を確認し、リクエストの承認・却下やチェックインの記録ができます。</p>
      </header>

      <StatusTabs value={state.filters.status} counts={bookings.data?.counts} onChange={(v) => list.setFilter('status', v)} />

      <ListToolbar label="予約の検索と並び替え" onClear={state.q ? () => list.setSearch('') : undefined}>
        <ListSearchBox
          id="host-bookings-search"
          label="キーワード"
          placeholder="ゲスト名・物件名で検索"
          value={state.q}
          onChange={list.setSearch}
          className="col-span-2 md:min-w-48 md:flex-1"
        />
        <ListSelect id="host-bookings-sort" label="並び順" options={SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'newest')} className="col-span-2 md:w-52" />
      </ListToolbar>

      <section aria-label="予約一覧" className="grid grid-cols-1 gap-4">
        <QueryState query={bookings} loading={<ListSkeleton />} errorTitle="予約の読み込みに失敗しました">
          {(data) =>
            data.items.length === 0 ? (
              state.q ? (
                <ListEmpty
                  title="条件に一致する予約が見つかりません"
                  description="ゲスト名や物件名を変えてお試しください。"
                  action={
                    <Button variant="outline" onClick={() => list.setSearch('')}>
                      検索をクリア
                    </Button>
                  }
                />
              ) : (
                <ListEmpty icon={CalendarCheck} title={tab.empty} description={tab.value === undefined ? '予約が入ると、ここに表示されます。' : undefined} />
              )
            ) : (
              <ul aria-busy={bookings.isPlaceholderData} className={cn('grid gap-4 transition-opacity', bookings.isPlaceholderData && 'opacity-60')}>
                {data.items.map((booking) => (
                  <li key={booking.id}>
                    <HostBookingCard booking={booking} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        <Pagination page={state.page} pageSize={listPageSize(HOST_BOOKINGS_LIST)} total={bookings.data?.total} hrefForPage={list.hrefForPage} label="予約一覧" />
      </section>
    </div>
  );
}

import { CalendarCheck, CalendarClock, CalendarDays, JapaneseYen } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminBooking, AdminBookingCounts } from '@/contract/admin-bookings';
import { type ListCounter, ListCounters } from '@/web/components/data-table/list-counters';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { ServerListSection } from '@/web/components/data-table/server-list-section';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { isListFiltered } from '@/web/lib/list-params';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { ADMIN_BOOKINGS_LIST, ADMIN_BOOKINGS_PATH } from './api';
import { bookingColumns } from './components/booking-columns';
import { BookingDetailDialog } from './components/booking-detail-dialog';
import { PERIOD_OPTIONS, SORT_OPTIONS, STATUS_OPTIONS } from './labels';
import { PageHeading } from '@/web/components/page-heading';
import { PAYMENTS_FIGURE } from '@/contract/money-figures';
import { useSetLiveSearchParams } from '@/web/lib/use-live-search-params';

const COUNTERS: ListCounter<AdminBookingCounts>[] = [
  { key: 'total', label: '総予約数', icon: CalendarDays, unit: '件' },
  { key: 'confirmed', label: '確定', icon: CalendarCheck, unit: '件' },
  { key: 'pending', label: '承認待ち', icon: CalendarClock, unit: '件' },
  { key: 'paymentsThisMonth', label: `今月の${PAYMENTS_FIGURE}`, icon: JapaneseYen, yen: true },
];

/** /admin/bookings: every booking, searched and filtered through the URL (period in Japan time); the detail and an admin's cancellation. */
export function AdminBookingsPage() {
  usePageTitle('予約管理 | 古民家ステイ 管理画面');
  const list = useListParams(ADMIN_BOOKINGS_LIST);
  const bookings = useServerList<AdminBooking, AdminBookingCounts>({ path: ADMIN_BOOKINGS_PATH, list, request: adminRequest, retry: adminRetry });
  // ?booking={id} opens that booking's detail (the audit log's and the dashboard's links); closing it drops the parameter.
  const [searchParams] = useSearchParams();
  const setSearchParams = useSetLiveSearchParams();
  const linkedId = searchParams.get('booking');
  const [openId, setOpenId] = useState<string | null>(linkedId);
  const [open, setOpen] = useState(linkedId !== null);
  useEffect(() => {
    if (linkedId === null) return;
    setOpenId(linkedId);
    setOpen(true);
  }, [linkedId]);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && linkedId !== null)
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.delete('booking');
          return params;
        },
        { replace: true },
      );
  };
  const columns = useMemo(
    () =>
      bookingColumns({
        onOpen: (booking) => {
          setOpenId(booking.id);
          setOpen(true);
        },
      }),
    [],
  );
  const { state } = list;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <PageHeading title="予約管理">すべての予約の検索と詳細の確認、運営によるキャンセルと返金ができます。</PageHeading>

      <ListCounters label="予約の集計" counters={COUNTERS} counts={bookings.data?.counts} loading={bookings.isPending} />

      <ListToolbar label="予約の検索と絞り込み" onClear={isListFiltered(state) ? list.clearFilters : undefined}>
        <ListSearchBox
          id="bookings-search"
          label="キーワード"
          placeholder="予約番号・ゲスト名で検索"
          value={state.q}
          onChange={list.setSearch}
          className="col-span-2 md:min-w-48 md:flex-1"
        />
        <ListSelect id="bookings-status" label="予約状況" allLabel="すべての状況" options={STATUS_OPTIONS} value={state.filters.status} onChange={(v) => list.setFilter('status', v)} className="md:w-36" />
        <ListSelect id="bookings-period" label="期間" allLabel="すべての期間" options={PERIOD_OPTIONS} value={state.filters.period} onChange={(v) => list.setFilter('period', v)} className="md:w-32" />
        <ListSelect id="bookings-sort" label="並び順" options={SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'newest')} className="md:w-40" />
      </ListToolbar>

      <ServerListSection list={list} query={bookings} columns={columns} rowKey={(booking) => booking.id} name="予約一覧" noun="予約" />

      <BookingDetailDialog bookingId={openId} open={open} onOpenChange={onOpenChange} />
    </div>
  );
}

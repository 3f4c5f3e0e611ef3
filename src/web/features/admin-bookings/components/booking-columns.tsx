import { Eye } from 'lucide-react';
import type { AdminBooking } from '@/contract/admin-bookings';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';
import { bookingNumber } from '@/web/lib/booking-status';
import { formatDateWithWeekday, formatYen } from '@/web/lib/format';
import { BookingStatusBadge } from '../labels';

/** The columns of /admin/bookings (seed 2.17), for the table and the phone's cards. */
export function bookingColumns({ onOpen }: { onOpen: (booking: AdminBooking) => void }): DataTableColumn<AdminBooking>[] {
  return [
    {
      id: 'number',
      header: '予約番号',
      mobile: 'title',
      cell: (b) => (
        <div className="grid">
          <span className="font-mono font-bold">{bookingNumber(b.id)}</span>
          <span className="text-xs whitespace-nowrap text-muted-foreground">{formatDateWithWeekday(b.createdAt)}</span>
        </div>
      ),
    },
    {
      id: 'guest',
      header: 'ゲスト',
      cell: (b) => (
        <div className="grid max-w-56 min-w-0">
          <span className="truncate font-bold">{b.guestName || '-'}</span>
          <span className="truncate text-xs text-muted-foreground">{b.guestEmail}</span>
          <span className="text-xs text-muted-foreground">{b.guestPhone}</span>
        </div>
      ),
    },
    { id: 'property', header: '物件', cell: (b) => <span className="line-clamp-2 max-w-48">{b.propertyTitle}</span> },
    { id: 'checkin', header: 'チェックイン', className: 'whitespace-nowrap', cell: (b) => formatDateWithWeekday(b.checkInDate) },
    { id: 'checkout', header: 'チェックアウト', className: 'whitespace-nowrap', cell: (b) => formatDateWithWeekday(b.checkOutDate) },
    { id: 'guests', header: '人数', className: 'whitespace-nowrap', cell: (b) => `${b.totalGuests}名` },
    { id: 'total', header: '合計金額', className: 'whitespace-nowrap text-right', cell: (b) => formatYen(b.totalAmountJpy) },
    { id: 'status', header: '状態', mobile: 'badge', skeleton: 'badge', className: 'whitespace-nowrap', cell: (b) => <BookingStatusBadge booking={b} /> },
    {
      id: 'actions',
      header: '操作',
      headerHidden: true,
      mobile: 'actions',
      skeleton: 'buttons',
      className: 'text-right',
      cell: (b) => (
        <Button variant="ghost" size="icon" className="size-8" aria-label={`予約 ${bookingNumber(b.id)} の詳細`} title="詳細" onClick={() => onOpen(b)}>
          <Eye aria-hidden="true" />
        </Button>
      ),
      mobileCell: (b) => (
        <Button variant="outline" size="sm" className="w-full" aria-label={`予約 ${bookingNumber(b.id)} の詳細`} onClick={() => onOpen(b)}>
          <Eye aria-hidden="true" />
          詳細
        </Button>
      ),
    },
  ];
}

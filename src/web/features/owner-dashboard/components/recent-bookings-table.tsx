import { Check, ClipboardList, X } from 'lucide-react';
import { useState } from 'react';
import type { OwnerDashboardBooking } from '@/contract/owner-dashboard';
import { OWNER_LABELS_BY_BOOKING_STATUS, type OwnerBookingStatus } from '@/contract/owner-statuses';
import { bookingStatusLabel } from '@/domain/booking-state';
import { ReasonDialog } from '@/web/components/reason-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { errorMessage } from '@/web/lib/api-client';
import { formatDateWithWeekday, formatYen } from '@/web/lib/format';
import { showError, showSuccess } from '@/web/lib/toasts';
import { useUpdateBookingStatus, type BookingStatusChange } from '../api';

const BADGE: Record<OwnerBookingStatus, 'warning' | 'success' | 'secondary'> = { pending: 'warning', confirmed: 'success', cancelled: 'secondary' };

function useStatusChange(ownerId: string) {
  const mutation = useUpdateBookingStatus(ownerId);
  const change = (body: BookingStatusChange, onDone?: () => void) =>
    mutation.mutate(body, {
      onSuccess: () => {
        showSuccess('予約ステータスを更新しました', body.status === 'confirmed' ? '予約を承認しました。ゲストにお知らせが届きます。' : '予約を却下しました。ゲストにお知らせが届きます。');
        onDone?.();
      },
      onError: (error) => showError('更新に失敗しました', errorMessage(error, 'もう一度お試しください。')),
    });
  return { change, pendingId: mutation.isPending ? mutation.variables?.bookingId : undefined };
}

/** 却下 asks for a reason (the shared reason dialog): the guest reads it in their e-mail. */
function RejectDialog({ booking, busy, onClose, onReject }: { booking: OwnerDashboardBooking | null; busy: boolean; onClose: () => void; onReject: (reason: string) => void }) {
  return (
    <ReasonDialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="予約リクエストを却下"
      description={booking ? `${booking.guestName}様（${booking.propertyName}、${formatDateWithWeekday(booking.checkIn)}〜）のリクエストを却下します。カードの与信は解除され、理由はゲストに伝えられます。` : ''}
      label="却下の理由"
      placeholder="例：あいにくその日は設備点検のためお受けできません"
      confirmLabel="却下する"
      pendingLabel="処理中…"
      closeLabel="戻る"
      pending={busy}
      maxLength={500}
      onConfirm={onReject}
    />
  );
}

function RowActions({ booking, busy, onApprove, onReject }: { booking: OwnerDashboardBooking; busy: boolean; onApprove: () => void; onReject: () => void }) {
  if (booking.status !== 'pending') return null;
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" onClick={onApprove} disabled={busy} aria-label={`${booking.guestName}様の予約を承認`}>
        <Check aria-hidden="true" />
        承認
      </Button>
      <Button size="sm" variant="outline" onClick={onReject} disabled={busy} aria-label={`${booking.guestName}様の予約を却下`}>
        <X aria-hidden="true" />
        却下
      </Button>
    </div>
  );
}

/** 最近の予約: guest, house, dates, total and the owner's status; 承認 / 却下 on requests. */
export function RecentBookingsTable({ ownerId, bookings }: { ownerId: string; bookings: OwnerDashboardBooking[] }) {
  const { change, pendingId } = useStatusChange(ownerId);
  const [rejecting, setRejecting] = useState<OwnerDashboardBooking | null>(null);

  if (bookings.length === 0) {
    return (
      <Card className="grid place-items-center gap-2 p-10 text-center">
        <ClipboardList className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-bold">まだ予約がありません</p>
      </Card>
    );
  }

  return (
    <Card className="min-w-0 overflow-hidden p-0">
      <div className="relative hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[46rem] text-sm">
          <caption className="sr-only">最近の予約</caption>
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-bold">ゲスト</th>
              <th scope="col" className="px-4 py-3 font-bold">物件</th>
              <th scope="col" className="px-4 py-3 font-bold">日程</th>
              <th scope="col" className="px-4 py-3 text-right font-bold">合計</th>
              <th scope="col" className="px-4 py-3 font-bold">ステータス</th>
              <th scope="col" className="px-4 py-3 font-bold">
                <span className="sr-only">操作</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((b) => (
              <tr key={b.id} className="border-t border-border">
                <th scope="row" className="px-4 py-3 text-left font-bold">
                  {b.guestName}様
                </th>
                <td className="px-4 py-3">{b.propertyName}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {formatDateWithWeekday(b.checkIn)}〜{formatDateWithWeekday(b.checkOut)}
                  <span className="block text-xs text-muted-foreground">{`${b.nights}泊・${b.guests}名`}</span>
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{formatYen(b.totalPrice)}</td>
                <td className="px-4 py-3">
                  <Badge variant={BADGE[b.status]}>{bookingStatusLabel({ status: b.bookingStatus, rejected: b.rejected }, OWNER_LABELS_BY_BOOKING_STATUS)}</Badge>
                </td>
                <td className="px-4 py-3">
                  <RowActions booking={b} busy={pendingId === b.id} onApprove={() => change({ bookingId: b.id, status: 'confirmed' })} onReject={() => setRejecting(b)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="最近の予約の一覧" className="divide-y divide-border sm:hidden">
        {bookings.map((b) => (
          <li key={b.id} className="grid gap-1 p-4 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-bold">{b.guestName}様</span>
              <Badge variant={BADGE[b.status]}>{bookingStatusLabel({ status: b.bookingStatus, rejected: b.rejected }, OWNER_LABELS_BY_BOOKING_STATUS)}</Badge>
            </div>
            <p>{b.propertyName}</p>
            <p className="text-muted-foreground">
              {formatDateWithWeekday(b.checkIn)}〜{formatDateWithWeekday(b.checkOut)}（{b.nights}泊・{b.guests}名）
            </p>
            <p className="font-bold">{formatYen(b.totalPrice)}</p>
            <RowActions booking={b} busy={pendingId === b.id} onApprove={() => change({ bookingId: b.id, status: 'confirmed' })} onReject={() => setRejecting(b)} />
          </li>
        ))}
      </ul>
      <RejectDialog
        booking={rejecting}
        busy={rejecting !== null && pendingId === rejecting.id}
        onClose={() => setRejecting(null)}
        onReject={(reason) => rejecting && change({ bookingId: rejecting.id, status: 'cancelled', reason }, () => setRejecting(null))}
      />
    </Card>
  );
}

import { CalendarDays, Moon, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { HostBookingListItem } from '@/contract/host-bookings';
import { Badge } from '@/web/components/ui/badge';
import { DayRange } from '@/web/components/day-range';
import { formatYen } from '@/web/lib/format';
import { bookingStatusLabel } from '@/domain/booking-state';
import { STATUS_LABEL, STATUS_VARIANT } from '../labels';
import { BookingActions } from './booking-actions';
import { RequestCountdown } from './request-countdown';
import { PayAfterApprovalNote } from './pay-after-approval-note';

export function guestsText(b: { guestCount: number; guestsInfants: number }): string {
  return `${b.guestCount}名${b.guestsInfants > 0 ? `（乳幼児${b.guestsInfants}名）` : ''}`;
}

/** One booking of the host's list: guest, house, dates, nights, guests, total, status, and its actions. */
export function HostBookingCard({ booking }: { booking: HostBookingListItem }) {
  return (
    <article aria-label={`${booking.guestName} 様の予約`} className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 className="text-lg font-bold break-words">
            <Link to={`/host/bookings/${booking.id}`} className="hover:underline">
              {booking.guestName || 'ゲスト'} 様
            </Link>
          </h2>
          <p className="text-sm break-words text-muted-foreground">{booking.propertyTitle}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {booking.registryIncomplete && <Badge variant="destructive">名簿未完了</Badge>}
          {booking.checkedInAt && <Badge variant="secondary">チェックイン済み</Badge>}
          <Badge variant={STATUS_VARIANT[booking.status]}>{bookingStatusLabel(booking, STATUS_LABEL)}</Badge>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {/* A <dl> holds only <dt>/<dd> groups (one per <div>): the icons sit inside the <dd>, hidden from screen readers. */}
        <div className="col-span-2">
          <dt className="sr-only">日程</dt>
          <dd className="flex items-start gap-1.5">
            <CalendarDays className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <DayRange from={booking.checkIn} to={booking.checkOut} />
          </dd>
        </div>
        <div>
          <dt className="sr-only">泊数と人数</dt>
          <dd className="flex items-center gap-1.5">
            <Moon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {booking.nights}泊
            <Users className="ml-2 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {guestsText(booking)}
          </dd>
        </div>
        <div className="flex items-center gap-1.5 sm:justify-end">
          <dt className="text-muted-foreground">合計</dt>
          <dd className="text-base font-bold tabular-nums">{formatYen(booking.totalAmountJpy)}</dd>
        </div>
      </dl>
      {booking.status === 'pending' && <RequestCountdown deadline={booking.holdExpiresAt} />}
      <PayAfterApprovalNote booking={booking} />
      <BookingActions booking={booking} />
    </article>
  );
}

import type { UpcomingBooking } from '@/contract/host-calendar';
import { Badge } from '@/web/components/ui/badge';
import { DayRange } from '@/web/components/day-range';
import { formatYen } from '@/domain/display-format';
import { BOOKING_STATUS_LABEL } from './day-status';

/** 今後の予約: the next bookings of the chosen houses. */
export function UpcomingBookings({ bookings, showHouse }: { bookings: UpcomingBooking[]; showHouse: boolean }) {
  return (
    <section aria-labelledby="upcoming-title" className="grid content-start gap-3 rounded-2xl border border-border bg-card p-4">
      <h2 id="upcoming-title" className="text-lg font-bold">
        今後の予約
      </h2>
      {bookings.length === 0 ? (
        <p className="text-sm text-muted-foreground">今後の予約はまだありません。</p>
      ) : (
        <ul className="grid gap-2">
          {bookings.map((b) => (
            <li key={b.id} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="font-bold">{b.guestName}様</span>
                <Badge variant={b.status === 'confirmed' ? 'success' : 'warning'}>{BOOKING_STATUS_LABEL[b.status] ?? b.status}</Badge>
              </div>
              {showHouse && <span className="text-muted-foreground">{b.propertyTitle}</span>}
              <span>
                <DayRange from={b.checkinDate} to={b.checkoutDate} />（{b.nights}泊・{b.guestCount}名）
              </span>
              <span className="text-muted-foreground">{formatYen(b.totalAmountJpy)}（税込）</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

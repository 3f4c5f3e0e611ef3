import type { Booking } from '@/contract/bookings';
import { NightlyPriceList } from '@/web/components/booking/nightly-price-list';
import { formatYen } from '@/web/lib/format';

/** The price the guest agreed to: each night (with its 祝日 / 期間料金 / 特別料金 mark), the cleaning fee, the total. */
export function BookingPriceDetails({ booking }: { booking: Booking }) {
  return (
    <div className="grid gap-3">
      {booking.dailyPrices.length > 0 && (
        <NightlyPriceList nights={booking.dailyPrices} />
      )}
      <dl className="grid gap-1.5 border-t border-border pt-3 text-sm">
        <Row label={`${booking.nights}泊の合計`} amount={booking.nightsTotal} />
        <Row label="清掃料金" amount={booking.cleaningFee} />
        {booking.serviceFee > 0 && <Row label="サービス料" amount={booking.serviceFee} />}
        <div className="mt-1 flex items-baseline justify-between gap-2 border-t border-border pt-3 text-base font-bold">
          <dt>合計（税込）</dt>
          <dd className="text-xl tabular-nums">{formatYen(booking.totalPrice)}</dd>
        </div>
      </dl>
    </div>
  );
}

function Row({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between gap-2">
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatYen(amount)}</dd>
    </div>
  );
}

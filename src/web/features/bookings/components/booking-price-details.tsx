import type { Booking } from '@/contract/bookings';
import { NightlyPriceList } from '@/web/components/booking/nightly-price-list';
import { PriceTotals, stayRows } from '@/web/components/booking/price-totals';
import { msg } from '@/web/lib/i18n/translate';

/** The price the guest agreed to: each night (with its 祝日 / 期間料金 / 特別料金 mark), the cleaning fee, the 宿泊税, the total. */
export function BookingPriceDetails({ booking }: { booking: Booking }) {
  const rows = stayRows({ ...booking, cleaningFeeJpy: booking.cleaningFee });
  if (booking.serviceFee > 0) rows.push({ label: msg('サービス料'), amount: booking.serviceFee });
  return (
    <div className="grid gap-3">
      {booking.dailyPrices.length > 0 && <NightlyPriceList nights={booking.dailyPrices} />}
      <PriceTotals rows={rows} total={booking.totalPrice} />
    </div>
  );
}

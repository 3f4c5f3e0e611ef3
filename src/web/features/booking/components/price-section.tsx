import type { Booking } from '@/contract/bookings';
import type { PricingResult } from '@/contract/properties';
import type { PriceState } from '@/web/lib/booking-selection';
import { PriceBreakdown } from '@/web/components/booking/price-breakdown';
import { useT } from '@/web/lib/i18n/use-t';

/** A saved booking's own breakdown (the prices it was booked at), in the shape the property page's breakdown shows. */
export function pricingOfBooking(booking: Booking): PricingResult {
  return {
    dailyPrices: booking.dailyPrices,
    nights: booking.nights,
    nightsTotal: booking.nightsTotal,
    cleaningFeeJpy: booking.cleaningFee,
    stayTotalJpy: booking.totalPrice - booking.accommodationTaxJpy,
    accommodationTaxJpy: booking.accommodationTaxJpy,
    accommodationTax: booking.accommodationTax,
    totalPrice: booking.totalPrice,
    available: true,
    unavailableDates: [],
  };
}

/**
 * 料金の内訳: each night with its source labelled (祝日, 期間料金, 特別料金) as on the property page,
 * the cleaning fee, the accommodation tax (宿泊税) and the tax-inclusive total.
 */
export function PriceSection({ price, headingId }: { price: PriceState; headingId: string }) {
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-bold">
        {t('料金の内訳')}
      </h2>
      <PriceBreakdown price={price} />
      <p className="text-xs text-muted-foreground">{t('表示金額はすべて税込です。')}</p>
    </section>
  );
}

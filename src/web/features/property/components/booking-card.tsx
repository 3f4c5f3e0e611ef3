import { Star } from 'lucide-react';
import type { PropertyDetail } from '@/contract/properties';
import { BookingTypeBadge } from '@/web/components/booking/booking-type-badge';
import { Button } from '@/web/components/ui/button';
import { GuestCountsField } from '@/web/components/property/guest-counts-field';
import { formatCount, formatYen } from '@/web/lib/format';
import { showError } from '@/web/lib/toasts';
import { cn } from '@/web/lib/utils';
import { quoteGuests, guestLimit, priceBlocksBooking, useBookingPrice, type BookingSelection } from '@/web/lib/booking-selection';
import { DateRangeField } from '@/web/components/date-range/date-range-field';
import { useHouseCalendar } from '../use-house-calendar';
import { PriceBreakdown } from '@/web/components/booking/price-breakdown';
import { useLocalizedNavigate } from '@/web/components/localized-link';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';

/** The link to the booking form (built in a later issue) with the chosen dates and guests. */
export function bookingPath(propertyId: string, selection: BookingSelection): string {
  const query = new URLSearchParams({ checkIn: selection.checkIn, checkOut: selection.checkOut, guests: String(selection.guests) });
  if (selection.children > 0) query.set('children', String(selection.children));
  if (selection.infants > 0) query.set('infants', String(selection.infants));
  return `/property/${encodeURIComponent(propertyId)}/booking?${query.toString()}`;
}

/**
 * Dates, guests, the price and '予約へ進む'. Sticky beside the page on desktop; inside a dialog from the
 * bottom bar on smaller screens (`inDialog`: no card frame, the calendar in the flow).
 */
export function BookingCard({
  property,
  selection,
  onSelectionChange,
  inDialog = false,
}: {
  property: PropertyDetail;
  selection: BookingSelection;
  onSelectionChange: (next: BookingSelection) => void;
  inDialog?: boolean;
}) {
  const navigate = useLocalizedNavigate();
  const t = useT();
  const language = useLanguage();
  const price = useBookingPrice(property, selection.checkIn, selection.checkOut, quoteGuests(selection));
  const maxGuests = guestLimit(property);
  const houseCalendar = useHouseCalendar(property.id, property.minNights);

  const proceed = () => {
    if (!selection.checkIn || !selection.checkOut) {
      showError(t('必要項目を入力してください'), t('チェックインとチェックアウトは必須です。'));
      return;
    }
    void navigate(bookingPath(property.id, selection));
  };

  return (
    <div className={cn('grid gap-5', !inDialog && 'rounded-2xl border border-border bg-card p-5 shadow-lg')}>
      {!inDialog && (
        <div className="grid gap-2">
          <h2 className="sr-only">{t('予約')}</h2>
          <p className="flex flex-wrap items-baseline gap-x-1">
            <span className="text-2xl font-bold tabular-nums">{t('{price}〜', { price: formatYen(property.basePriceJpy) })}</span>
            <span className="text-sm text-muted-foreground">{t('/ 1泊（税込）')}</span>
          </p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <BookingTypeBadge requiresApproval={property.requiresApproval} />
            {property.reviewCount > 0 && property.averageRating !== null && (
              <span className="flex items-center gap-1">
                <Star className="size-4 fill-amber-500 text-amber-600" aria-hidden="true" />
                <span className="sr-only">{t('評価')}</span>
                <span className="font-bold">{property.averageRating.toFixed(1)}</span>
                <span className="text-muted-foreground">{language === 'en' ? `(${formatCount(property.reviewCount, 'review', language)})` : `（${property.reviewCount}件）`}</span>
              </span>
            )}
          </div>
        </div>
      )}

      <div className="grid gap-3">
        <DateRangeField
          checkIn={selection.checkIn}
          checkOut={selection.checkOut}
          onChange={(dates) => onSelectionChange({ ...selection, ...dates })}
          house={houseCalendar}
          inline={inDialog}
          align="end"
        />
        <div className="grid gap-1.5">
          <GuestCountsField
            label={msg('宿泊人数')}
            value={{ adults: selection.guests, children: selection.children, infants: selection.infants }}
            onChange={(counts) => onSelectionChange({ ...selection, guests: counts.adults ?? 1, children: counts.children, infants: counts.infants })}
            maxGuests={maxGuests}
          />
          <p className="text-xs text-muted-foreground">
            {t('最大{count}名（乳幼児を除く）・最短{min}泊〜最長{max}泊', { count: maxGuests, min: property.minNights, max: property.maxNights })}
          </p>
        </div>
      </div>

      <div className="grid gap-3">
        <PriceBreakdown price={price} />
        <p className="sr-only" role="status">
          {price.kind === 'priced' && price.result.available ? t('合計（税込）{total}', { total: formatYen(price.result.totalPrice) }) : ''}
        </p>
      </div>

      <div className="grid gap-2">
        <Button size="lg" className="w-full" onClick={proceed} disabled={priceBlocksBooking(price)}>
          {t('予約へ進む')}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          {property.requiresApproval ? t('ホストの承認後に予約が確定します') : t('この時点ではまだ料金は請求されません')}
        </p>
      </div>
    </div>
  );
}

import { CalendarDays, MapPin, Moon, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Booking } from '@/contract/bookings';
import type { PropertyDetail } from '@/contract/properties';
import { formatDateWithWeekday } from '@/web/lib/format';
import { BookingTypeBadge } from './booking-type-badge';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from '@/web/lib/property-photos';
import { cn } from '@/web/lib/utils';
import type { BookingData } from '@/web/lib/booking-data';
import { propertyAddress } from '@/web/lib/property-address';
import { partyText } from '@/web/lib/party';
import type { Language } from '@/contract/language';
import { formatCount } from '@/domain/display-format';
import { HousePlace, HouseTitle } from '@/web/components/property/house-text';
import { bookedHouse } from './booked-house';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

export interface StaySummaryData {
  /** The house's title and place in the page's language (src/web/components/property/house-text.tsx). */
  house: { title: string; titleEn?: string | null; prefecture: string; city: string; cityEn?: string | null };
  /** Where it is, as a Japanese page shows it. */
  address: string;
  photoUrl: string | null;
  checkIn: string;
  checkOut: string;
  /** The house's own times (docs/product/hosts-and-houses.md); unknown while the house loads. */
  checkinFrom: string | null;
  checkoutUntil: string | null;
  nights: number;
  adults: number;
  children: number;
  infants: number;
  requiresApproval?: boolean;
}

/** The booking being made (saved in session storage) as the summary shows it, with the house as it is now. */
export function stayOfSavedBooking(data: BookingData, property: PropertyDetail, nights: number): StaySummaryData {
  return {
    house: property,
    address: propertyAddress(property),
    photoUrl: data.property.photos[0] ?? property.coverPhotoUrl,
    checkIn: data.checkIn,
    checkOut: data.checkOut,
    checkinFrom: property.checkinFrom,
    checkoutUntil: property.checkoutUntil,
    nights,
    adults: data.guestsAdults,
    children: data.guestsChildren,
    infants: data.guestsInfants,
    requiresApproval: property.requiresApproval,
  };
}

/** A booking from the server as the summary shows it. */
export function stayOfBooking(booking: Booking): StaySummaryData {
  return {
    house: bookedHouse(booking),
    address: booking.propertyLocation,
    photoUrl: booking.propertyImage,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    checkinFrom: booking.checkinFrom,
    checkoutUntil: booking.checkoutUntil,
    nights: booking.nights,
    adults: booking.guestsAdults,
    children: booking.guestsChildren,
    infants: booking.guestsInfants,
  };
}

export function guestsLabel(adults: number, children: number, infants: number, language: Language = 'ja'): string {
  return partyText({ adults, children, infants }, language);
}

/** The house, the dates with the house's check-in and check-out times, the nights and the party. */
export function StaySummary({
  stay,
  headingLevel = 2,
  stacked = false,
  showGuests = true,
}: {
  stay: StaySummaryData;
  headingLevel?: 2 | 3;
  /** The photo above the text (a narrow side column) instead of beside it from the sm breakpoint. */
  stacked?: boolean;
  /** Off where the party is still being chosen beside it (the guest form). */
  showGuests?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const language = useLanguage();
  // Phones: a thumbnail beside the title and the dates below both; wider: the photo beside
  // everything (row) or above everything (stacked, the narrow side column from lg).
  return (
    <div className={cn('grid grid-cols-[5rem_minmax(0,1fr)] items-start gap-4', stacked ? 'lg:grid-cols-1' : 'sm:grid-cols-[12rem_minmax(0,1fr)]')}>
      <div className={cn('aspect-square overflow-hidden rounded-xl bg-secondary', stacked ? 'lg:aspect-[3/2]' : 'sm:row-span-2 sm:aspect-[3/2]')}>
        {stay.photoUrl && (
          <img src={stay.photoUrl} alt="" width={PHOTO_WIDTH} height={PHOTO_HEIGHT} className="size-full object-cover" loading="lazy" />
        )}
      </div>
      <div className={cn('grid min-w-0 gap-1 self-center', stacked ? 'lg:self-start' : 'sm:self-start')}>
        {stay.requiresApproval !== undefined && <BookingTypeBadge requiresApproval={stay.requiresApproval} />}
        <Heading className="text-lg leading-snug font-bold break-words">
          <HouseTitle house={stay.house} />
        </Heading>
        {stay.address && (
          <p className="flex items-start gap-1 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <HousePlace house={stay.house} japanese={stay.address} />
          </p>
        )}
      </div>
      <dl className={cn('col-span-2 grid grid-cols-2 gap-x-3 gap-y-2 text-sm', stacked ? 'lg:col-span-1' : 'sm:col-span-1 sm:col-start-2')}>
        <Item icon={<CalendarDays />} term={t('チェックイン')}>
          {formatDateWithWeekday(stay.checkIn, language)}
          {stay.checkinFrom && <span className="text-muted-foreground"> {t('{time}〜', { time: stay.checkinFrom })}</span>}
        </Item>
        <Item icon={<CalendarDays />} term={t('チェックアウト')}>
          {formatDateWithWeekday(stay.checkOut, language)}
          {stay.checkoutUntil && <span className="text-muted-foreground"> {t('〜{time}', { time: stay.checkoutUntil })}</span>}
        </Item>
        <Item icon={<Moon />} term={t('宿泊数')}>
          {formatCount(stay.nights, 'night', language)}
        </Item>
        {showGuests && (
          <Item icon={<Users />} term={t('ゲスト')}>
            {guestsLabel(stay.adults, stay.children, stay.infants, language)}
          </Item>
        )}
      </dl>
    </div>
  );
}

/**
 * One term and its value. A <dl> may hold only <dt>/<dd> groups, each wrapped in at most one <div>, so the
 * icon sits inside the <dt> (hidden from screen readers) and is placed beside both lines by position.
 */
function Item({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative grid content-start gap-0.5 pl-6">
      <dt className="text-xs text-muted-foreground">
        <span className="absolute top-0.5 left-0 text-primary [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="font-bold">{children}</dd>
    </div>
  );
}

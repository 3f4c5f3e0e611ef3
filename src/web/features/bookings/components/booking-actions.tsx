import { CreditCard, Home, MessageSquareCheck, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/web/components/localized-link';
import type { Booking } from '@/contract/bookings';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { CancelBookingButton, type CancelVariant } from './cancel-booking-button';
import { useT } from '@/web/lib/i18n/use-t';
import { HouseName } from './house-name';
import { bookedHouse } from '@/web/components/booking/booked-house';

/** A review is offered for a completed stay the server still takes reviews for (docs/product/reviews.md). */
export function canWriteReview(booking: Pick<Booking, 'canReview' | 'status'>): boolean {
  return booking.canReview && booking.status === 'completed';
}

/**
 * What a guest can do with a booking: pay a hold, see the details (`details`, given by the page),
 * open the house, write the review, cancel. Every link names the house for screen readers, since a
 * list repeats the same words on every card.
 */
export function BookingActions({ booking, variant, details }: { booking: Booking; variant: CancelVariant; details?: ReactNode }) {
  const t = useT();
  const house = <HouseName house={bookedHouse(booking)} />;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {booking.status === 'tentative' && (
        <Button asChild size="sm">
          <Link to={`/payment/${booking.id}`}>
            <CreditCard aria-hidden="true" />
            {t('お支払いへ')}
            {house}
          </Link>
        </Button>
      )}
      {canWriteReview(booking) && (
        <Button asChild size="sm">
          <Link to={`/review/${booking.id}`}>
            <PenLine aria-hidden="true" />
            {t('レビューを書く')}
            {house}
          </Link>
        </Button>
      )}
      {details}
      <Button asChild variant="outline" size="sm">
        <Link to={`/property/${booking.propertyId}`}>
          <Home aria-hidden="true" />
          {t('物件を見る')}
          {house}
        </Link>
      </Button>
      <CancelBookingButton booking={booking} variant={variant} />
      {booking.hasReview && (
        <Badge variant="secondary">
          <MessageSquareCheck aria-hidden="true" />
          {t('レビュー投稿済み')}
        </Badge>
      )}
    </div>
  );
}

import { ArrowRight, FileText } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import type { Booking } from '@/contract/bookings';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog';
import { bookingNumber } from '../labels';
import { BookingDetailBody } from './booking-detail-body';
import { useT } from '@/web/lib/i18n/use-t';
import { HouseName } from './house-name';
import { bookedHouse } from '@/web/components/booking/booked-house';
import { HouseTitle } from '@/web/components/property/house-text';

/** 詳細: the whole booking in a dialog, with the way to the house and to the booking's own page. */
export function BookingDetailDialog({ booking }: { booking: Booking }) {
  const t = useT();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FileText aria-hidden="true" />
          {t('詳細')}
          <HouseName house={bookedHouse(booking)} />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader className="pr-8">
          <DialogTitle>
            <HouseTitle house={bookedHouse(booking)} />
          </DialogTitle>
          <DialogDescription>{t('予約番号 {number} の詳細', { number: bookingNumber(booking.id) })}</DialogDescription>
        </DialogHeader>
        <BookingDetailBody booking={booking} />
        <DialogFooter>
          <Button asChild variant="outline">
            <Link to={`/property/${booking.propertyId}`}>{t('物件を見る')}</Link>
          </Button>
          <Button asChild>
            <Link to={`/booking/${booking.id}`}>
              {t('予約ページを開く')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

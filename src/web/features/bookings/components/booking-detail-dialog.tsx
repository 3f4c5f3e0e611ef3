import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { Booking } from '@/contract/bookings';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog';
import { bookingNumber } from '../labels';
import { BookingDetailBody } from './booking-detail-body';

/** 詳細: the whole booking in a dialog, with the way to the house and to the booking's own page. */
export function BookingDetailDialog({ booking }: { booking: Booking }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FileText aria-hidden="true" />
          詳細
          <span className="sr-only">：{booking.propertyTitle}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader className="pr-8">
          <DialogTitle>{booking.propertyTitle}</DialogTitle>
          <DialogDescription>予約番号 {bookingNumber(booking.id)} の詳細</DialogDescription>
        </DialogHeader>
        <BookingDetailBody booking={booking} />
        <DialogFooter>
          <Button asChild variant="outline">
            <Link to={`/property/${booking.propertyId}`}>物件を見る</Link>
          </Button>
          <Button asChild>
            <Link to={`/booking/${booking.id}`}>
              予約ページを開く
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

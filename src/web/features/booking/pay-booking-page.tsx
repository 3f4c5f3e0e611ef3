import { useParams } from 'react-router';
import { usePageTitle } from '@/web/lib/use-page-title';
import { AwaitingPayment } from './components/awaiting-payment';

/** /payment/{bookingId}: pay for a booking whose nights are held, within the hold's remaining time. */
export function PayBookingPage() {
  const { bookingId = '' } = useParams();
  usePageTitle('お支払い | 古民家ステイ');
  return <AwaitingPayment key={bookingId} bookingId={bookingId} title="お支払い" />;
}

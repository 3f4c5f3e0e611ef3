import { useParams } from 'react-router';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useT } from '@/web/lib/i18n/use-t';
import { AwaitingPayment } from './components/awaiting-payment';

/** /payment/{bookingId}: pay for a booking whose nights are held, within the hold's remaining time. */
export function PayBookingPage() {
  const { bookingId = '' } = useParams();
  const t = useT();
  usePageTitle(t('お支払い | 古民家ステイ'));
  return <AwaitingPayment key={bookingId} bookingId={bookingId} title={t('お支払い')} />;
}

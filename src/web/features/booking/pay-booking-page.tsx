import { useParams } from 'react-router';
import { GUEST_ROLES, RequireAuth } from '@/web/app/require-auth';
import { usePageTitle } from '@/web/lib/use-page-title';
import { AwaitingPayment } from './components/awaiting-payment';

/** /payment/{bookingId}: pay for a booking whose nights are held, within the hold's remaining time. */
export function PayBookingPage() {
  const { bookingId = '' } = useParams();
  usePageTitle('お支払い | 古民家ステイ');
  return (
    <RequireAuth roles={GUEST_ROLES}>
      <AwaitingPayment key={bookingId} bookingId={bookingId} title="お支払い" />
    </RequireAuth>
  );
}

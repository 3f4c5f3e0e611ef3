import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { FullScreenSpinner } from '@/web/components/full-screen-spinner';
import { successSessionId } from '@/web/lib/booking-page-params';
import { useLeavePage } from '@/web/lib/use-leave-page';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useT } from '@/web/lib/i18n/use-t';
import { bookingBySessionQuery } from './api';
import { OutcomeScreen } from './components/outcome-screen';
import { paymentCheckInterval } from './payment-polling';

/** For the router's guard (GuardHandle): without ?session_id=, this page goes home on its own, signed in or not. */
export const pageHasData = (search: URLSearchParams): boolean => Boolean(successSessionId(search));

/**
 * /booking-success?session_id=…: the booking behind the checkout session, asked from the server (which
 * asks the provider). This page never reports a payment itself (docs/product/README.md); while the payment has
 * not been seen it asks again every second, 15 times at most. No session_id → /.
 */
export function BookingSuccessPage() {
  const t = useT();
  usePageTitle(t('ご予約の結果 | 古民家ステイ'));
  const [params] = useSearchParams();
  const sessionId = successSessionId(params);
  useLeavePage(!sessionId);
  if (!sessionId) return <FullScreenSpinner label={t('トップページに移動しています...')} />;
  return <SuccessBySession sessionId={sessionId} />;
}

function SuccessBySession({ sessionId }: { sessionId: string }) {
  const options = bookingBySessionQuery(sessionId);
  const query = useQuery({
    ...options,
    refetchInterval: (q) => paymentCheckInterval(q.state.data?.booking.status, q.state.dataUpdateCount),
  });
  return <OutcomeScreen query={query} queryKey={options.queryKey} bookingOf={(data) => data.booking} />;
}

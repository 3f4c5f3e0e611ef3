import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams, type Params } from 'react-router';
import { FullScreenSpinner } from '@/web/components/full-screen-spinner';
import { bookingQuery } from '@/web/lib/booking-queries';
import { completionTarget } from '@/web/lib/booking-page-params';
import { useLeavePage } from '@/web/lib/use-leave-page';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useT } from '@/web/lib/i18n/use-t';
import { bookingBySessionQuery } from './api';
import { OutcomeScreen } from './components/outcome-screen';
import { paymentCheckInterval } from './payment-polling';

/** For the router's guard (GuardHandle): without a booking or a payment session in its URL, this page goes home on its own, signed in or not. */
export function pageHasData(search: URLSearchParams, { bookingId }: Params): boolean {
  const target = completionTarget(bookingId, search);
  return Boolean(target.bookingId || target.sessionId);
}

/**
 * The alternate success page (docs/product/guest-screens.md): /booking-completion?bookingId=&sessionId= or
 * /booking-completion/{bookingId}. The booking by its id (by the session when only that is given),
 * shown as the success page shows it. Neither → /.
 */
export function BookingCompletionPage() {
  const t = useT();
  usePageTitle(t('ご予約の結果 | 古民家ステイ'));
  const { bookingId: pathId } = useParams();
  const [params] = useSearchParams();
  const { bookingId, sessionId } = completionTarget(pathId, params);
  useLeavePage(!bookingId && !sessionId);
  if (!bookingId && !sessionId) return <FullScreenSpinner label={t('トップページに移動しています...')} />;
  return bookingId ? <CompletionById key={bookingId} bookingId={bookingId} /> : <CompletionBySession key={sessionId} sessionId={sessionId ?? ''} />;
}

function CompletionById({ bookingId }: { bookingId: string }) {
  const options = bookingQuery(bookingId);
  const query = useQuery({
    ...options,
    refetchInterval: (q) => paymentCheckInterval(q.state.data?.status, q.state.dataUpdateCount),
  });
  return <OutcomeScreen query={query} queryKey={options.queryKey} bookingOf={(booking) => booking} />;
}

function CompletionBySession({ sessionId }: { sessionId: string }) {
  const options = bookingBySessionQuery(sessionId);
  const query = useQuery({
    ...options,
    refetchInterval: (q) => paymentCheckInterval(q.state.data?.booking.status, q.state.dataUpdateCount),
  });
  return <OutcomeScreen query={query} queryKey={options.queryKey} bookingOf={(data) => data.booking} />;
}

import { CreditCard } from 'lucide-react';
import { useParams } from 'react-router';
import { Link } from '@/web/components/localized-link';
import { useT } from '@/web/lib/i18n/use-t';
import { usePageTitle } from '@/web/lib/use-page-title';
import { AwaitingPayment } from './components/awaiting-payment';

/**
 * /booking-confirmation/{bookingId}: a booking that waits for payment, its summary and the pay button
 * (POST /api/checkout); the card can also be entered on this site's own page (/booking-form).
 */
export function BookingConfirmationPage() {
  const { bookingId = '' } = useParams();
  const t = useT();
  usePageTitle(t('予約内容の確認 | 古民家ステイ'));
  return (
    <AwaitingPayment
      key={bookingId}
      bookingId={bookingId}
      title={t('予約内容の確認')}
      alternative={(booking) => (
        <Link
          to={`/booking-form?${new URLSearchParams({ bookingId: booking.id }).toString()}`}
          className="flex items-center justify-center gap-1.5 text-sm font-bold text-primary underline-offset-4 hover:underline"
        >
          <CreditCard className="size-4" aria-hidden="true" />
          {t('このページでカード情報を入力する')}
        </Link>
      )}
    />
  );
}

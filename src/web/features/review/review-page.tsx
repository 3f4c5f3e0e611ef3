import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { Link, useLocalizedNavigate } from '@/web/components/localized-link';
import { ErrorState } from '@/web/components/error-state';
import { FullScreenSpinner } from '@/web/components/full-screen-spinner';
import { Card } from '@/web/components/ui/card';
import { errorStatus } from '@/web/lib/api-client';
import { showError } from '@/web/lib/toasts';
import { usePageTitle } from '@/web/lib/use-page-title';
import { reviewDetailsQuery } from './api';
import { ReviewForm } from './components/review-form';
import { ReviewStaySummary } from './components/review-stay-summary';
import { useT } from '@/web/lib/i18n/use-t';

/** The answers that mean "this booking is not yours to review": unknown, not the guest's, malformed. */
const NOT_REVIEWABLE_STATUSES = [400, 403, 404, 409];

/** /review/:bookingId: the review of a completed stay, within 14 days of check-out (docs/product/reviews.md). */
export function ReviewPage() {
  const t = useT();
  usePageTitle(t('レビューを書く | 古民家ステイ'));
  return <ReviewContent />;
}

function ReviewContent() {
  const { bookingId = '' } = useParams();
  const t = useT();
  const navigate = useLocalizedNavigate();
  const details = useQuery(reviewDetailsQuery(bookingId));
  const refused = details.data ? !details.data.canReview : details.isError && NOT_REVIEWABLE_STATUSES.includes(errorStatus(details.error) ?? 0);
  const handled = useRef(false);

  // Not reviewable (already reviewed, too late, not completed, not found) → toast, then /bookings (docs/product/guest-screens.md).
  useEffect(() => {
    if (!refused || handled.current) return;
    handled.current = true;
    showError(t('レビューできません'), t('この予約はレビュー対象外です'));
    void navigate('/bookings', { replace: true });
  }, [refused, navigate, t]);

  if (details.isPending || refused) return <FullScreenSpinner label={t('予約を確認しています...')} />;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link to="/bookings?tab=past" className="flex w-fit items-center gap-1.5 text-sm font-bold text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('予約管理に戻る')}
      </Link>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('レビューを書く')}</h1>
        <p className="text-muted-foreground">{t('ご滞在はいかがでしたか。次に泊まる方とホストのために、感想をお聞かせください。')}</p>
      </header>
      {details.isError ? (
        <ErrorState title={t('予約の読み込みに失敗しました')} onRetry={() => void details.refetch()} retrying={details.isFetching} />
      ) : (
        <>
          <ReviewStaySummary details={details.data} />
          <Card className="p-5 sm:p-6">
            <ReviewForm bookingId={details.data.bookingId} />
          </Card>
        </>
      )}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { MessageSquareReply, Star } from 'lucide-react';
import { useId, useState } from 'react';
import type { PropertyReviews } from '@/contract/properties';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateWithWeekday } from '@/web/lib/format';
import { propertyReviewsQuery } from '@/web/lib/property-queries';
import { reviewerProfile } from '@/web/lib/property-labels';
import { EmptyNote, PageSection, SectionError } from './section';
import { StarRating } from './star-rating';
import { JapaneseData } from '@/web/components/japanese-data';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

/** Shown before 'すべてのレビューを表示' (docs/product/guest-screens.md). */
const INITIAL_REVIEWS = 3;

type Review = PropertyReviews['reviews'][number];

/** GET /api/properties/{id}/reviews: the average, the first three and a toggle for all. */
export function ReviewsSection({ propertyId }: { propertyId: string }) {
  const query = useQuery(propertyReviewsQuery(propertyId));
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();

  // The average sits beside the heading once the reviews are in.
  const summary = query.isSuccess ? query.data : null;
  const aside =
    summary && summary.reviewCount > 0 && summary.averageRating !== null ? (
      <p className="flex items-center gap-1.5 font-bold">
        <Star className="size-5 fill-amber-500 text-amber-600" aria-hidden="true" />
        <span className="sr-only">{t('平均評価')}</span>
        {summary.averageRating.toFixed(1)}
        <span className="font-normal text-muted-foreground">{t('（{count}件のレビュー）', { count: summary.reviewCount })}</span>
      </p>
    ) : undefined;

  return (
    <PageSection id="reviews" title={t('レビュー')} aside={aside}>
      <QueryState
        query={query}
        loading={
          <div className="grid gap-4" aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
        }
        renderError={(retry) => <SectionError message={t('レビューの読み込みに失敗しました。')} {...retry} />}
      >
        {({ reviews }) =>
          reviews.length === 0 ? (
            <EmptyNote>{t('まだレビューがありません')}</EmptyNote>
          ) : (
            <div className="grid gap-4">
              <ul id={listId} className="grid gap-4 md:grid-cols-2">
                {(showAll ? reviews : reviews.slice(0, INITIAL_REVIEWS)).map((review) => (
                  <ReviewItem key={review.id} review={review} />
                ))}
              </ul>
              {reviews.length > INITIAL_REVIEWS && (
                <Button variant="outline" className="w-fit" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll((v) => !v)}>
                  {showAll ? t('閉じる') : t('すべてのレビューを表示（{count}件）', { count: reviews.length })}
                </Button>
              )}
            </div>
          )
        }
      </QueryState>
    </PageSection>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const t = useT();
  const language = useLanguage();
  const profile = reviewerProfile(review.reviewerAge, review.reviewerGender, language);
  return (
    <li className="grid content-start gap-3 rounded-2xl border border-border bg-card p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary font-bold" aria-hidden="true">
          <JapaneseData>{review.reviewerName.slice(0, 1)}</JapaneseData>
        </span>
        <div className="grid min-w-0">
          <h3 className="font-bold break-words">
            <JapaneseData>{review.reviewerName}</JapaneseData>
          </h3>
          {profile && <p className="text-sm text-muted-foreground">{profile}</p>}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={review.ratingOverall} />
        <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
          {formatDateWithWeekday(review.createdAt, language)}
        </time>
      </div>
      {review.comment && (
        <p className="leading-relaxed whitespace-pre-line break-words">
          <JapaneseData>{review.comment}</JapaneseData>
        </p>
      )}
      {review.hostReply && (
        <div className="grid gap-1 rounded-xl bg-muted px-4 py-3 text-sm">
          <p className="flex items-center gap-1.5 font-bold">
            <MessageSquareReply className="size-4 text-primary" aria-hidden="true" />
            {t('ホストからの返信')}
            {review.hostRepliedAt && (
              <time dateTime={review.hostRepliedAt} className="ml-auto font-normal text-muted-foreground">
                {formatDateWithWeekday(review.hostRepliedAt, language)}
              </time>
            )}
          </p>
          <p className="whitespace-pre-line break-words">
            <JapaneseData>{review.hostReply}</JapaneseData>
          </p>
        </div>
      )}
    </li>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import type { HostReview } from '@/contract/host-reviews';
import { Card } from '@/web/components/ui/card';
import { formatDateWithWeekday } from '@/web/lib/format';
import { ReplyBox } from './reply-box';
import { ReviewPhotos } from './review-photos';
import { Stars } from './stars';

const SUB_RATINGS: { key: keyof Pick<HostReview, 'ratingCleanliness' | 'ratingAccuracy' | 'ratingLocation' | 'ratingValue' | 'ratingHost'>; label: string }[] = [
  { key: 'ratingCleanliness', label: '清潔さ' },
  { key: 'ratingAccuracy', label: '正確さ' },
  { key: 'ratingLocation', label: '立地' },
  { key: 'ratingValue', label: '価格に見合う価値' },
  { key: 'ratingHost', label: 'ホストの対応' },
];

/** One review of the host's list: the ratings, comment, photos and the reply box. */
export function HostReviewCard({ review }: { review: HostReview }) {
  const subRatings = SUB_RATINGS.filter((s) => review[s.key] !== null);
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="grid gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary font-bold" aria-hidden="true">
            {review.reviewerName.slice(0, 1)}
          </span>
          <div className="grid min-w-0">
            <h2 id={titleId} className="font-bold break-words">
              {review.reviewerName}様<span className="sr-only">のレビュー（{review.property.title}）</span>
            </h2>
            <Link to={`/property/${encodeURIComponent(review.property.id)}`} className="text-sm break-words text-primary underline-offset-4 hover:underline">
              {review.property.title}
            </Link>
          </div>
        </div>
        <div className="grid justify-items-start gap-0.5 sm:justify-items-end">
          <div className="flex items-center gap-1.5">
            <Stars rating={review.ratingOverall} />
            <span className="font-bold">{review.ratingOverall}.0</span>
          </div>
          <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
            {formatDateWithWeekday(review.createdAt)}
          </time>
        </div>
      </div>

      {subRatings.length > 0 && (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 rounded-xl border border-border px-3 py-2.5 text-sm min-[420px]:grid-cols-2 lg:grid-cols-3">
          {subRatings.map((s) => (
            <div key={s.key} className="flex items-center justify-between gap-2">
              <dt className="text-muted-foreground">{s.label}</dt>
              <dd className="flex items-center gap-1.5">
                <Stars rating={review[s.key]!} size="size-3.5" />
                <span className="w-3 text-right font-bold">{review[s.key]}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}

      {review.comment && <p className="leading-relaxed whitespace-pre-line break-words">{review.comment}</p>}
      <ReviewPhotos urls={review.photoUrls} reviewerName={review.reviewerName} />
      <ReplyBox review={review} />
    </Card>
  );
}

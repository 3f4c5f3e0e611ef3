import { zodResolver } from '@/web/lib/zod-form-resolver';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocalizedNavigate } from '@/web/components/localized-link';
import { REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN } from '@/contract/reviews';
import { FieldError } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { RequiredMark, Textarea } from '@/web/components/form-controls';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useSubmitReview } from '../api';
import { RATING_FIELDS, reviewFormSchema, type ReviewFormInput, type ReviewFormValues } from '../schemas';
import { PhotoPicker } from './photo-picker';
import { StarRatingInput } from './star-rating-input';
import { useT } from '@/web/lib/i18n/use-t';

/** No star is chosen for the guest: each rating must be a choice (docs/product/reviews.md). */
const BLANK: ReviewFormInput = {
  overallRating: undefined,
  cleanlinessRating: undefined,
  accuracyRating: undefined,
  locationRating: undefined,
  valueRating: undefined,
  hostRating: undefined,
  comment: '',
};

/**
 * The review of one stay: six ratings (all required by the server; none chosen for the guest), the
 * comment of at least 10 characters with a live count, and up to five photos. Sent → toast and
 * /review-confirmation; refused → 投稿エラー with the server's reason, and the form keeps its contents.
 */
export function ReviewForm({ bookingId }: { bookingId: string }) {
  const t = useT();
  const navigate = useLocalizedNavigate();
  const submit = useSubmitReview();
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ReviewFormInput, unknown, ReviewFormValues>({ resolver: zodResolver(reviewFormSchema), defaultValues: BLANK });
  const commentLength = (watch('comment') ?? '').trim().length;

  const onSubmit = handleSubmit((values) =>
    submit.mutate(
      { bookingId, ...values, photos },
      {
        onSuccess: () => {
          showSuccess(t('レビューを投稿しました'), t('内容の確認後に公開されます'));
          void navigate('/review-confirmation', { replace: true });
        },
        onError: (error) => showApiError(t('投稿エラー'), error, t('レビューの投稿に失敗しました。時間をおいて再度お試しください')),
      },
    ),
  );

  const commentError = errors.comment?.message;
  const commentHintId = 'review-comment-count';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('レビュー')} className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        {RATING_FIELDS.map(({ name, label }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <StarRatingInput
                name={field.name}
                label={label}
                value={typeof field.value === 'number' ? field.value : undefined}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
                required
              />
            )}
          />
        ))}
      </div>

      <div className="grid gap-2">
        <Label htmlFor="review-comment">
          {t('コメント')}
          <RequiredMark />
        </Label>
        <Textarea
          id="review-comment"
          placeholder={t('滞在の感想、古民家の雰囲気、よかった点や気になった点をお聞かせください。')}
          maxLength={REVIEW_COMMENT_MAX}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${commentHintId} review-comment-error` : commentHintId}
          {...register('comment')}
        />
        <p id={commentHintId} className="text-xs text-muted-foreground">
          {t('{count}文字（{min}文字以上・{max}文字以内）', { count: commentLength, min: REVIEW_COMMENT_MIN, max: REVIEW_COMMENT_MAX })}
          {commentLength > 0 && commentLength < REVIEW_COMMENT_MIN && <span className="ml-2 font-bold">{t('あと{count}文字', { count: REVIEW_COMMENT_MIN - commentLength })}</span>}
        </p>
        <FieldError id="review-comment-error" message={commentError} />
      </div>

      <PhotoPicker bookingId={bookingId} photos={photos} onChange={setPhotos} onUploadingChange={setUploading} />

      <div className="grid gap-2 border-t border-border pt-5 sm:flex sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">{t('投稿したレビューは内容の確認後に公開されます（通常24時間以内）。')}</p>
        <Button type="submit" size="lg" disabled={submit.isPending || uploading}>
          <Send aria-hidden="true" />
          {submit.isPending ? t('投稿中...') : t('レビューを投稿')}
        </Button>
      </div>
    </form>
  );
}

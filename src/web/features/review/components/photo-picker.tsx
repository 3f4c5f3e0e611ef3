import { ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';
import { REVIEW_PHOTOS_MAX } from '@/contract/reviews';
import { showApiError } from '@/web/lib/toasts';
import { cn } from '@/web/lib/utils';
import { useUploadReviewPhotos } from '../api';
import { PHOTO_MAX_MB, photoSelectionProblem } from '../photo-rules';
import { useT } from '@/web/lib/i18n/use-t';

/**
 * 写真 (optional): chosen files are checked here and uploaded at once, so a refused photo is known
 * before the review is sent; the thumbnails show what the server stored, each with a remove button.
 */
export function PhotoPicker({
  bookingId,
  photos,
  onChange,
  onUploadingChange,
}: {
  bookingId: string;
  photos: string[];
  onChange: Dispatch<SetStateAction<string[]>>;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const problemId = `${inputId}-problem`;
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadReviewPhotos(bookingId);
  const full = photos.length >= REVIEW_PHOTOS_MAX;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after a removal.
    event.target.value = '';
    if (files.length === 0) return;
    const found = photoSelectionProblem(files, photos.length, t);
    setProblem(found);
    if (found) return;
    onUploadingChange(true);
    upload.mutate(files, {
      onSuccess: (urls) => onChange((chosen) => [...chosen, ...urls].slice(0, REVIEW_PHOTOS_MAX)),
      onError: (error) => showApiError(t('写真アップロードエラー'), error, t('写真をアップロードできませんでした。時間をおいて再度お試しください')),
      onSettled: () => onUploadingChange(false),
    });
  };

  return (
    <div className="grid gap-2">
      <span className="text-sm font-bold">{t('写真（任意）')}</span>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('最大{count}枚、1枚{max}MBまでの画像（JPEG・PNG・WebP・GIF）。', { count: REVIEW_PHOTOS_MAX, max: PHOTO_MAX_MB })}
      </p>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={t('選んだ写真')}>
          {photos.map((url, i) => (
            <li key={url} className="relative">
              <img src={url} alt={t('写真{number}', { number: i + 1 })} className="size-24 rounded-lg border border-border object-cover" />
              <button
                type="button"
                onClick={() => onChange((chosen) => chosen.filter((p) => p !== url))}
                className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-foreground text-background shadow outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
                aria-label={t('写真{number}を削除', { number: i + 1 })}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          onChange={onFiles}
          disabled={full || upload.isPending}
          aria-describedby={[hintId, problem ? problemId : ''].filter(Boolean).join(' ')}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-input bg-card px-4 text-sm font-bold transition-colors hover:bg-accent',
            'peer-focus-visible:ring-3 peer-focus-visible:ring-ring/50 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          {upload.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <ImagePlus className="size-4" aria-hidden="true" />}
          {upload.isPending ? t('アップロード中...') : full ? t('写真は{count}枚まで選べます', { count: REVIEW_PHOTOS_MAX }) : t('写真を追加')}
        </label>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-bold text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}

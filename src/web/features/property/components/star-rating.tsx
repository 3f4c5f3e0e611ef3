import { SpriteIcon } from '@/web/components/icon-sprite';
import { cn } from '@/web/lib/utils';
import { useT } from '@/web/lib/i18n/use-t';

/** Five stars with `rating` filled, read out as 「5段階中4」. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const t = useT();
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={t('5段階中{rating}', { rating })} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <SpriteIcon key={i} name="star" className={cn('size-4', i < filled ? 'fill-amber-500 text-amber-600' : 'fill-transparent text-input')} />
      ))}
    </span>
  );
}

import { SpriteIcon } from '@/web/components/icon-sprite';
import { cn } from '@/web/lib/utils';

/** Five stars with `rating` filled, read out as 「5段階中4」. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={`5段階中${rating}`} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <SpriteIcon key={i} name="star" className={cn('size-4', i < filled ? 'fill-amber-500 text-amber-600' : 'fill-transparent text-input')} />
      ))}
    </span>
  );
}

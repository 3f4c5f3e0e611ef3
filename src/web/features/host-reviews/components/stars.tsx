import { Star } from 'lucide-react';
import { cn } from '@/web/lib/utils';

/** Five stars with `rating` filled, read out as 「5段階中4」. */
export function Stars({ rating, className, size = 'size-4' }: { rating: number; className?: string; size?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={`5段階中${rating}`} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={cn(size, i < filled ? 'fill-amber-500 text-amber-600' : 'fill-transparent text-input')} aria-hidden="true" />
      ))}
    </span>
  );
}

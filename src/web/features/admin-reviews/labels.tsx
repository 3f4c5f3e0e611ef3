import { Clock, Eye, EyeOff, Star } from 'lucide-react';
import type { ReviewVisibility } from '@/contract/admin-reviews';
import type { ListSelectOption } from '@/web/components/data-table/list-select';
import { Badge } from '@/web/components/ui/badge';

export const VISIBILITY_LABELS: Record<ReviewVisibility, string> = { published: '公開中', hidden: '非公開', awaiting: '公開待ち' };

export const VISIBILITY_OPTIONS: ListSelectOption<ReviewVisibility>[] = [
  { value: 'published', label: VISIBILITY_LABELS.published },
  { value: 'awaiting', label: VISIBILITY_LABELS.awaiting },
  { value: 'hidden', label: VISIBILITY_LABELS.hidden },
];

export const RATING_OPTIONS: ListSelectOption<'1' | '2' | '3' | '4' | '5'>[] = (['5', '4', '3', '2', '1'] as const).map((value) => ({ value, label: `★${value}` }));

export const REVIEW_SORT_OPTIONS: ListSelectOption<'newest' | 'lowest'>[] = [
  { value: 'newest', label: '新しい順' },
  { value: 'lowest', label: '評価の低い順' },
];

export function VisibilityBadge({ visibility }: { visibility: ReviewVisibility }) {
  if (visibility === 'published') {
    return (
      <Badge variant="success">
        <Eye aria-hidden="true" />
        {VISIBILITY_LABELS.published}
      </Badge>
    );
  }
  if (visibility === 'hidden') {
    return (
      <Badge variant="destructive">
        <EyeOff aria-hidden="true" />
        {VISIBILITY_LABELS.hidden}
      </Badge>
    );
  }
  return (
    <Badge variant="warning">
      <Clock aria-hidden="true" />
      {VISIBILITY_LABELS.awaiting}
    </Badge>
  );
}

/** Five stars, the first `value` filled; read as 「5段階中4」. */
export function Stars({ value, size = 'size-4' }: { value: number; size?: string }) {
  return (
    <span role="img" aria-label={`5段階中${value}`} className="inline-flex items-center gap-0.5 whitespace-nowrap">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={`${size} ${i < value ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40'}`} />
      ))}
    </span>
  );
}

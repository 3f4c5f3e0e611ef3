import { PropertyCardSkeleton } from '@/web/features/properties/components/property-card-skeleton';
import { TOP_RATED_LIMIT } from '@/web/features/properties/api';

export const topRatedGridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

export function TopRatedSkeleton() {
  return (
    <div className={topRatedGridClass}>
      <span className="sr-only" role="status">
        評価の高い古民家を読み込み中
      </span>
      {Array.from({ length: TOP_RATED_LIMIT }, (_, i) => (
        <PropertyCardSkeleton key={i} />
      ))}
    </div>
  );
}

import { PropertyCardSkeleton } from '@/web/components/property/property-card-skeleton';
import { TOP_RATED_LIMIT } from '@/web/features/home/api';
import { propertyGridClass } from '@/web/components/property/property-grid';

export function TopRatedSkeleton() {
  return (
    <div className={propertyGridClass}>
      <span className="sr-only" role="status">
        評価の高い古民家を読み込み中
      </span>
      {Array.from({ length: TOP_RATED_LIMIT }, (_, i) => (
        <PropertyCardSkeleton key={i} />
      ))}
    </div>
  );
}

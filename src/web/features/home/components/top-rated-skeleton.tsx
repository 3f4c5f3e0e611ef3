import { PropertyCardSkeleton } from '@/web/components/property/property-card-skeleton';
import { TOP_RATED_LIMIT } from '@/web/features/home/api';
import { propertyGridClass } from '@/web/components/property/property-grid';
import { useT } from '@/web/lib/i18n/use-t';

export function TopRatedSkeleton() {
  const t = useT();
  return (
    <div className={propertyGridClass}>
      <span className="sr-only" role="status">
        {t('評価の高い古民家を読み込み中')}
      </span>
      {Array.from({ length: TOP_RATED_LIMIT }, (_, i) => (
        <PropertyCardSkeleton key={i} />
      ))}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/web/components/query-state';
import { useAuthDialog } from '@/web/lib/auth-dialog';
import { topRatedPropertiesQuery } from '@/web/features/home/api';
import { PropertyCard } from '@/web/components/property/property-card';
import { propertyHref } from '@/web/lib/stay-params';
import { useAuth } from '@/web/lib/use-auth';
import { propertyGridClass } from '@/web/components/property/property-grid';
import { TopRatedSkeleton } from './top-rated-skeleton';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

/** Amenity badges on the signed-in home (docs/product/guest-screens.md). */
const HOME_BADGES = 3;

/**
 * The six top-rated houses (docs/product/guest-screens.md). Signed out, a card is a button that opens the login dialog;
 * signed in, it links to the house and carries the heart and three amenity badges.
 */
export function TopRatedList() {
  const t = useT();
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const query = useQuery(topRatedPropertiesQuery(useLanguage()));

  return (
    <QueryState
      query={query}
      loading={<TopRatedSkeleton />}
      errorTitle={t('評価の高い古民家を読み込めませんでした')}
      errorDescription={t('通信状況をご確認のうえ、もう一度お試しください。上の検索はこのままご利用いただけます。')}
    >
      {(properties) => {
        // The cards differ signed in and out: the skeleton stays until the session is known.
        if (authLoading) return <TopRatedSkeleton />;
        if (properties.length === 0) {
          return <p className="rounded-2xl border border-border bg-card px-6 py-10 text-center text-muted-foreground">{t('掲載中の古民家はまだありません。')}</p>;
        }
        return (
          <ul className={propertyGridClass}>
            {properties.map((property) => (
              <li key={property.id}>
                {isAuthenticated ? (
                  <PropertyCard property={property} href={propertyHref(property.id)} badgeCount={HOME_BADGES} showFavorite />
                ) : (
                  <PropertyCard property={property} onSelect={() => openAuthDialog()} />
                )}
              </li>
            ))}
          </ul>
        );
      }}
    </QueryState>
  );
}

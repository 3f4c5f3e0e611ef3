import { usePageTitle } from '@/web/lib/use-page-title';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { QueryState } from '@/web/components/query-state';
import { propertyGridClass } from '@/web/components/property/property-grid';
import { userFavoritesQuery } from '@/web/lib/favorite-queries';
import { FavoritePropertyCard, FavoritePropertyCardSkeleton } from './components/favorite-property-card';
import { FavoritesEmpty } from './components/favorites-empty';
import { useT } from '@/web/lib/i18n/use-t';

/** /favorites: the signed-in guest's favourite houses (guest or admin). */
export function FavoritesPage() {
  const t = useT();
  usePageTitle(t('お気に入り | 古民家ステイ'));

  return <FavoritesContent />;
}

function FavoritesContent() {
  const t = useT();
  const favorites = useQuery(userFavoritesQuery);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = favorites.data?.length;
  const previousCount = useRef(count);

  // A removed card takes its heart with it: give the focus to the heading instead of losing it.
  useEffect(() => {
    if (count !== undefined && previousCount.current !== undefined && count < previousCount.current) {
      const active = document.activeElement;
      if (!active || active === document.body) headingRef.current?.focus();
    }
    previousCount.current = count;
  }, [count]);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-1">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
          {t('お気に入り')}
        </h1>
        <p className="text-muted-foreground" aria-live="polite">
          {count === undefined ? t('保存した古民家を表示します。') : count > 0 ? t('保存した古民家 {count}件', { count }) : t('保存した古民家はまだありません。')}
        </p>
      </header>

      <QueryState
        query={favorites}
        loading={
          <div role="status" aria-label={t('読み込み中')} className={propertyGridClass}>
            {Array.from({ length: 6 }, (_, i) => (
              <FavoritePropertyCardSkeleton key={i} />
            ))}
          </div>
        }
        errorTitle={t('お気に入りの読み込みに失敗しました')}
      >
        {(properties) =>
          properties.length === 0 ? (
            <FavoritesEmpty />
          ) : (
            <ul className={propertyGridClass}>
              {properties.map((property) => (
                <li key={property.id}>
                  <FavoritePropertyCard property={property} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}

import { ArrowRight, Landmark, MapPin, Star, Users } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import type { PropertyListItem } from '@/contract/properties';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { coverImageUrl } from '@/web/lib/cover-image';
import { currentYearInJapan, formatBuildingAge, formatCount, formatRating, formatYen } from '@/web/lib/format';
import { FavoriteButton } from '@/web/components/property/favorite-button';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { HousePlace, HouseTitle } from '@/web/components/property/house-text';

/** One favourite house: photo, heart, place, capacity, age, price and a link to its page. */
export function FavoritePropertyCard({ property }: { property: PropertyListItem }) {
  const t = useT();
  const language = useLanguage();
  const japaneseAge = formatBuildingAge(property.builtYear);
  // 築120年 / Built 120 years ago
  const age = japaneseAge && language === 'en' ? t('築{years}年', { years: currentYearInJapan() - (property.builtYear ?? 0) }) : japaneseAge;
  const titleId = `favorite-${property.id}-title`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <div className="relative aspect-[3/2] bg-secondary">
        <img src={coverImageUrl(property)} alt="" width={600} height={400} loading="lazy" decoding="async" className="size-full object-cover" />
        <FavoriteButton propertyId={property.id} initial className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <h2 id={titleId} className="text-lg leading-snug font-bold">
          <HouseTitle house={property} />
        </h2>
        <ul className="grid gap-1.5 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <HousePlace house={property} japanese={`${property.prefecture} ${property.city}`} />
            </span>
          </li>
          <li className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
            <span className="flex items-center gap-1.5">
              <Users className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {t('最大{count}名', { count: property.maxGuests })}
            </span>
            {age && (
              <span className="flex items-center gap-1.5">
                <Landmark className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {age}
              </span>
            )}
            {property.averageRating !== null && property.reviewCount > 0 && (
              <span className="flex items-center gap-1.5">
                <Star className="size-4 shrink-0 fill-amber-500 text-amber-600" aria-hidden="true" />
                <span>
                  <span className="sr-only">{t('評価')}</span>
                  {formatRating(property.averageRating)}{language === 'en' ? ` (${formatCount(property.reviewCount, 'review', language)})` : `（${formatCount(property.reviewCount, 'review', language)}）`}
                </span>
              </span>
            )}
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-border pt-3">
          <p className="text-sm text-muted-foreground">
            <span className="text-xl font-bold text-foreground">{formatYen(property.basePriceJpy)}</span> {t('/ 泊（税込）')}
          </p>
          <Button asChild size="sm">
            <Link to={`/property/${property.id}`}>
              {t('詳細を見る')}
              <span className="sr-only">
                {language === 'en' ? ': ' : '：'}
                <HouseTitle house={property} />
              </span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

export function FavoritePropertyCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <Skeleton className="aspect-[3/2] rounded-none" />
      <div className="grid gap-3 p-4 sm:p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex items-end justify-between gap-3 border-t border-border pt-3">
          <Skeleton className="h-7 w-28" />
          <Skeleton className="h-9 w-24" />
        </div>
      </div>
    </div>
  );
}

import { MapPin, Star } from 'lucide-react';
import type { PropertyDetail } from '@/contract/properties';
import { FavoriteButton } from '@/web/components/property/favorite-button';
import { EnglishPlace, HouseTitle } from '@/web/components/property/house-text';
import { propertyAddress } from '@/web/lib/property-address';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

/** Title, address, rating and the favourite heart. */
export function PropertyHeading({ property }: { property: PropertyDetail }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid min-w-0 gap-2">
        <h1 className="text-2xl leading-snug font-bold break-words sm:text-3xl">
          <HouseTitle house={property} />
        </h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {property.reviewCount > 0 && property.averageRating !== null && (
            <a
              href="#reviews"
              className="flex items-center gap-1 rounded-sm font-bold text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50"
            >
              <Star className="size-4 fill-amber-500 text-amber-600" aria-hidden="true" />
              <span className="sr-only">{t('評価')}</span>
              {property.averageRating.toFixed(1)}
              <span className="font-normal text-muted-foreground">{t('（{count}件のレビュー）', { count: property.reviewCount })}</span>
            </a>
          )}
          <p className="flex items-start gap-1">
            <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('住所')}</span>
            <span className="break-words">
              {language === 'en' ? <EnglishPlace house={property} before={<EnglishStreet property={property} />} /> : propertyAddress(property)}
            </span>
          </p>
        </div>
      </div>
      <FavoriteButton propertyId={property.id} className="border border-border" />
    </div>
  );
}

/** The part of the address below the city, as stored (in Japanese): the district, or the street address for those who may see it. */
function EnglishStreet({ property }: { property: PropertyDetail }) {
  const street = property.addressLine ?? property.district;
  if (!street) return null;
  return (
    <>
      <span lang="ja">{street}</span>
      {', '}
      {property.zipcode && `${property.zipcode} `}
    </>
  );
}

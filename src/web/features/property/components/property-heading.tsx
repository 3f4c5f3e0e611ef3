import { MapPin, Star } from 'lucide-react';
import type { PropertyDetail } from '@/contract/properties';
import { FavoriteButton } from '@/web/components/property/favorite-button';
import { propertyAddress } from '@/web/lib/property-address';

/** Title, address, rating and the favourite heart. */
export function PropertyHeading({ property }: { property: PropertyDetail }) {
  const address = propertyAddress(property);
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid min-w-0 gap-2">
        <h1 className="text-2xl leading-snug font-bold break-words sm:text-3xl">{property.title}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {property.reviewCount > 0 && property.averageRating !== null && (
            <a
              href="#reviews"
              className="flex items-center gap-1 rounded-sm font-bold text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50"
            >
              <Star className="size-4 fill-amber-500 text-amber-600" aria-hidden="true" />
              <span className="sr-only">評価</span>
              {property.averageRating.toFixed(1)}
              <span className="font-normal text-muted-foreground">（{property.reviewCount}件のレビュー）</span>
            </a>
          )}
          <p className="flex items-start gap-1">
            <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">住所</span>
            <span className="break-words">{address}</span>
          </p>
        </div>
      </div>
      <FavoriteButton propertyId={property.id} className="border border-border" />
    </div>
  );
}

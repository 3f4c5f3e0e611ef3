import { BedDouble, MapPin, Star, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { PropertyListItem } from '@/contract/properties';
import { ResponsivePhoto } from '@/web/components/responsive-photo';
import { Badge } from '@/web/components/ui/badge';
import { formatRating, formatYen } from '@/web/lib/format';
import { CARD_PHOTO_SIZES } from '@/web/lib/photo-srcset';
import { useAuth } from '@/web/lib/use-auth';
import { cn } from '@/web/lib/utils';

// The heart (and its mutation and toasts) loads only for signed-in visitors: it hides itself otherwise.
const FavoriteButton = lazy(() => import('@/web/components/property/favorite-button').then((m) => ({ default: m.FavoriteButton })));

/** The picture's box: 3:2, the same before and after it loads, so nothing moves. */
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 400;

/** A stable placeholder picture for a house without a cover photo. */
function fallbackPhoto(id: string): string {
  let seed = 0;
  for (const char of id) seed = (seed * 31 + char.charCodeAt(0)) % 1000;
  return `/api/placeholder/${IMAGE_WIDTH}/${IMAGE_HEIGHT}?seed=${seed}`;
}

type CardAction =
  /** Opens the house: the title is a link stretched over the whole card. */
  | { href: string; onSelect?: never }
  /** Signed out on the home page: the title is a button (stretched over the card) that opens the login dialog. */
  | { href?: never; onSelect: () => void };

export type PropertyCardProps = CardAction & {
  property: PropertyListItem;
  /** How many amenity badges to show (0: none). */
  badgeCount?: number;
  /** The heart (it hides itself when signed out). */
  showFavorite?: boolean;
  /** The 満室 overlay when the house is booked for the asked dates. */
  showBooked?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a page, above the fold: load the picture at once, ahead of the rest. */
  eagerImage?: boolean;
  className?: string;
};

const stretched =
  'text-left outline-none after:absolute after:inset-0 after:z-[1] after:rounded-2xl focus-visible:after:ring-3 focus-visible:after:ring-ring focus-visible:after:ring-inset';

/**
 * A house as lists show it (docs/product/guest-screens.md): cover photo, title, prefecture and city, 最大N名, bedrooms,
 * rating or 新着, the nightly price with 税込, amenity badges and the favourite button.
 */
export function PropertyCard({ property, href, onSelect, badgeCount = 0, showFavorite = false, showBooked = false, headingLevel = 'h3', eagerImage = false, className }: PropertyCardProps) {
  const { isAuthenticated } = useAuth();
  const Heading = headingLevel;
  const booked = showBooked && property.isBooked;
  const badges = badgeCount > 0 ? property.amenityLabels.slice(0, badgeCount) : [];
  const bedrooms = property.bedrooms ?? 2;

  return (
    <article
      className={cn(
        'group relative flex h-full flex-col rounded-2xl border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <div className="relative aspect-[3/2] overflow-hidden rounded-t-2xl bg-secondary">
        <ResponsivePhoto
          src={property.coverPhotoUrl ?? fallbackPhoto(property.id)}
          variants={property.coverPhotoUrl ? property.coverVariants : null}
          sizes={CARD_PHOTO_SIZES}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eagerImage ? 'eager' : 'lazy'}
          fetchPriority={eagerImage ? 'high' : undefined}
          decoding="async"
          className={cn('size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]', booked && 'grayscale-[40%]')}
        />
        {booked && (
          <div className="absolute inset-0 flex items-center justify-center bg-black/55">
            <span className="rounded-full bg-card px-5 py-1.5 text-base font-bold tracking-widest text-foreground shadow">満室</span>
          </div>
        )}
      </div>
      {showFavorite && isAuthenticated && (
        <Suspense fallback={null}>
          <FavoriteButton propertyId={property.id} className="absolute top-3 right-3 z-[2]" />
        </Suspense>
      )}

      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 text-base leading-snug font-bold">
          {href !== undefined ? (
            <Link to={href} className={stretched}>
              {property.title}
            </Link>
          ) : (
            <button type="button" onClick={onSelect} aria-haspopup="dialog" className={cn(stretched, 'cursor-pointer')}>
              {property.title}
              <span className="sr-only">（ログインして詳細を見る）</span>
            </button>
          )}
        </Heading>

        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">
            {property.prefecture} {property.city}
          </span>
        </p>

        <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1">
            <Users className="size-4" aria-hidden="true" />
            最大{property.maxGuests}名
          </li>
          <li className="flex items-center gap-1">
            <BedDouble className="size-4" aria-hidden="true" />
            寝室{bedrooms}室
          </li>
          <li className="flex items-center gap-1">
            {property.averageRating !== null && property.reviewCount > 0 ? (
              <>
                <Star className="size-4 fill-amber-500 text-amber-600" aria-hidden="true" />
                <span className="font-bold text-foreground">
                  <span className="sr-only">評価</span>
                  {formatRating(property.averageRating)}
                </span>
                <span>（{property.reviewCount}件）</span>
              </>
            ) : (
              <Badge variant="success">新着</Badge>
            )}
          </li>
        </ul>

        {badges.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="主な設備">
            {badges.map((label) => (
              <li key={label}>
                <Badge variant="secondary" className="font-normal">
                  {label}
                </Badge>
              </li>
            ))}
          </ul>
        )}

        <p className="mt-auto flex items-baseline justify-end gap-1 pt-2">
          <span className="text-lg font-bold text-foreground">{formatYen(property.basePriceJpy)}</span>
          <span className="text-sm text-muted-foreground">/ 泊</span>
          <span className="text-xs text-muted-foreground">（税込）</span>
        </p>
      </div>
    </article>
  );
}

import { lazy, Suspense } from 'react';
import { Link } from '@/web/components/localized-link';
import type { PropertyListItem } from '@/contract/properties';
import { SpriteIcon } from '@/web/components/icon-sprite';
import { ResponsivePhoto } from '@/web/components/responsive-photo';
import { Badge } from '@/web/components/ui/badge';
import { hasJapanese } from '@/web/components/japanese-data';
import { formatRating, formatYen } from '@/web/lib/format';
import { CARD_PHOTO_SIZES } from '@/web/lib/photo-srcset';
import { useAuth } from '@/web/lib/use-auth';
import { cn } from '@/web/lib/utils';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { formatCount } from '@/web/lib/format';
import { EnglishPlace, HouseTitle } from './house-text';
import { KeptPart } from '@/web/lib/kept-part';

// The heart (and its mutation and toasts) loads only for signed-in visitors: it hides itself otherwise.
const FavoriteButton = lazy(() => import('@/web/components/property/favorite-button').then((m) => ({ default: m.FavoriteButton })));

/** Japanese script: a text shown in Japanese on an English page is marked `lang="ja"`. */

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
  /** The search's nights and party (2泊・大人2名・子ども1名): with it, a card that has the party's total shows it. */
  stayLabel?: string;
  /** The first cards of a page, above the fold: load the picture at once, ahead of the rest. */
  eagerImage?: boolean;
  className?: string;
};

/**
 * A house as lists show it (docs/product/guest-screens.md): cover photo, title, prefecture and city, 最大N名, bedrooms,
 * rating or 新着, the nightly price with 税込 (the searched party's, or its total for the searched nights), amenity
 * badges and the favourite button.
 */
export function PropertyCard({ property, href, onSelect, badgeCount = 0, showFavorite = false, showBooked = false, headingLevel = 'h3', stayLabel, eagerImage = false, className }: PropertyCardProps) {
  const t = useT();
  const language = useLanguage();
  const { isAuthenticated } = useAuth();
  const Heading = headingLevel;
  const booked = showBooked && property.isBooked;
  const badges = badgeCount > 0 ? property.amenityLabels.slice(0, badgeCount) : [];
  // The host's English title on an English page where written (`?lang=en` answers it), else the Japanese.
  const title = <HouseTitle house={property} />;
  const bedrooms = property.bedrooms ?? 2;
  const photo = (
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
      className={cn('property-card-photo', booked && 'grayscale-[40%]')}
    />
  );

  return (
    // The card's styles are named in property-card.css: a list repeats them.
    <article className={cn('group property-card', className)}>
      <div className="property-card-frame">
        {/*
          The house's parts that the stay does not change are rendered once on the server (kept-part.tsx);
          not a photo loaded at once, for which React adds a preload link to the page's head.
        */}
        {eagerImage ? photo : <KeptPart name={`card-photo ${property.id} ${booked}`}>{photo}</KeptPart>}
        {booked && (
          <div className="absolute inset-0 flex items-center justify-center bg-black/55">
            <span className="rounded-full bg-card px-5 py-1.5 text-base font-bold tracking-widest text-foreground shadow">{t('満室')}</span>
          </div>
        )}
      </div>
      {showFavorite && isAuthenticated && (
        <Suspense fallback={null}>
          <FavoriteButton propertyId={property.id} className="absolute top-3 right-3 z-[2]" />
        </Suspense>
      )}

      <div className="property-card-body">
        <Heading className="property-card-title">
          {href !== undefined ? (
            <Link to={href} className="property-card-open">
              {title}
            </Link>
          ) : (
            <button type="button" onClick={onSelect} aria-haspopup="dialog" className="property-card-open cursor-pointer">
              {title}
              <span className="sr-only">{t('（ログインして詳細を見る）')}</span>
            </button>
          )}
        </Heading>

        <KeptPart name={`card-facts ${property.id} ${badgeCount}`}>
          <div className="contents">
            <p className="property-card-place">
              <SpriteIcon name="map-pin" />
              {language === 'en' ? (
                <span className="truncate">
                  <EnglishPlace house={property} />
                </span>
              ) : (
                <span className="truncate">{`${property.prefecture} ${property.city}`}</span>
              )}
            </p>

            <ul className="property-card-facts">
              <li>
                <SpriteIcon name="users" />
                {t('最大{count}名', { count: property.maxGuests })}
              </li>
              <li>
                <SpriteIcon name="bed-double" />
                {formatCount(bedrooms, 'bedroom', language)}
              </li>
              <li>
                {property.averageRating !== null && property.reviewCount > 0 ? (
                  <>
                    <SpriteIcon name="star" className="fill-amber-500 text-amber-600" />
                    <span className="font-bold text-foreground">
                      <span className="sr-only">{t('評価')}</span>
                      {formatRating(property.averageRating)}
                    </span>
                    <span>{language === 'en' ? `(${formatCount(property.reviewCount, 'review', language)})` : `（${formatCount(property.reviewCount, 'review', language)}）`}</span>
                  </>
                ) : (
                  <Badge variant="success">{t('新着')}</Badge>
                )}
              </li>
            </ul>

            {badges.length > 0 && (
              <ul className="property-card-badges" aria-label={t('主な設備')}>
                {badges.map((label) => (
                  <li key={label}>
                    {/* On an English page the answer's labels are English, or Japanese where a label has none yet. */}
                    <Badge variant="secondary" lang={language === 'en' && hasJapanese(label) ? 'ja' : undefined}>
                      {label}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </KeptPart>

        {property.partyTotalJpy !== undefined && stayLabel ? (
          <p className="property-card-price">
            <span className="text-xs">{stayLabel}</span>
            <span className="text-lg font-bold text-foreground">{formatYen(property.partyTotalJpy)}</span>
            <span className="text-xs">{t('（総額・税込）')}</span>
          </p>
        ) : (
          <p className="property-card-price">
            <span className="text-lg font-bold text-foreground">{formatYen(property.partyNightPriceJpy ?? property.basePriceJpy)}</span>
            <span>{t('/ 泊')}</span>
            <span className="text-xs">{t('（税込）')}</span>
          </p>
        )}
      </div>
    </article>
  );
}

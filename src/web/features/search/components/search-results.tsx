import { SearchX } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { PropertyCard } from '@/web/components/property/property-card';
import { PropertyCardSkeleton } from '@/web/components/property/property-card-skeleton';
import { propertyGridClass } from '@/web/components/property/property-grid';
import { nightsBetween } from '@/web/lib/calendar-dates';
import { partyText } from '@/web/lib/party';
import { guestCountsOf, propertyHref, type StayCriteria } from '@/web/lib/stay-params';
import { cn } from '@/web/lib/utils';
import type { SearchResultPage } from '../api';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import type { Language } from '@/contract/language';
import { formatCount } from '@/web/lib/format';

/** The first row of results on a wide screen: its photos load at once, the other cards when near. */
const EAGER_CARDS = 3;

/** Amenity badges on search cards. */
const SEARCH_BADGES = 3;
/** Skeleton cards while the first answer loads: two rows of the widest grid. */
const SKELETONS = 6;


export function ResultsSkeleton() {
  return (
    <div className={propertyGridClass} aria-hidden="true">
      {Array.from({ length: SKELETONS }, (_, i) => (
        <PropertyCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** The empty state's texts, and a reset that clears every filter (docs/product/guest-screens.md). */
export function EmptyResults({ onReset }: { onReset: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-14 text-center">
      <SearchX className="size-12 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        <h3 className="text-lg font-bold">{t('検索結果が見つかりませんでした')}</h3>
        <p className="text-sm text-muted-foreground">{t('検索条件を変更して再度お試しください。')}</p>
      </div>
      <Button onClick={onReset}>{t('条件をリセット')}</Button>
    </div>
  );
}

/** A page number past the last page (an old link): the houses are on the first pages. */
function PastLastPage({ firstPageHref }: { firstPageHref: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-14 text-center">
      <p className="font-bold">{t('このページに表示できる古民家はありません。')}</p>
      <Button asChild variant="outline">
        <Link to={firstPageHref}>{t('1ページ目に戻る')}</Link>
      </Button>
    </div>
  );
}

/** 2泊・大人2名・子ども1名 for a search with dates and adults; undefined otherwise. */
function stayLabelOf(stay: Pick<StayCriteria, 'checkIn' | 'checkOut' | 'guests' | 'children' | 'infants'>, language: Language): string | undefined {
  if (!stay.checkIn || !stay.checkOut || !stay.guests) return undefined;
  const nights = formatCount(nightsBetween(stay.checkIn, stay.checkOut), 'night', language);
  return `${nights}${language === 'en' ? ', ' : '・'}${partyText(guestCountsOf(stay), language)}`;
}

export function SearchResults({
  data,
  isPending,
  isError,
  isRefetching,
  isPlaceholder,
  stay,
  onRetry,
  onReset,
  firstPageHref,
}: {
  data: SearchResultPage | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  /** The previous page still shows while the next one loads. */
  isPlaceholder: boolean;
  stay: Pick<StayCriteria, 'checkIn' | 'checkOut' | 'guests' | 'children' | 'infants'>;
  onRetry: () => void;
  onReset: () => void;
  firstPageHref: string;
}) {
  const t = useT();
  const language = useLanguage();
  if (isError && !data) {
    return <ErrorState title={t('古民家の検索に失敗しました')} description={t('通信状況をご確認のうえ、もう一度お試しください。')} onRetry={onRetry} retrying={isRefetching} />;
  }
  if (isPending || !data) return <ResultsSkeleton />;
  if (data.items.length === 0) {
    return data.total > 0 ? <PastLastPage firstPageHref={firstPageHref} /> : <EmptyResults onReset={onReset} />;
  }
  const label = stayLabelOf(stay, language);
  return (
    <ul className={cn(propertyGridClass, 'transition-opacity', isPlaceholder && 'opacity-60')} aria-busy={isPlaceholder || undefined}>
      {data.items.map((property, index) => (
        // Cards past the first row are laid out and painted only when they come near the screen (property-card.css).
        <li key={property.id} className={index < EAGER_CARDS ? undefined : 'property-card-later'}>
          <PropertyCard
            property={property}
            href={propertyHref(property.id, stay)}
            stayLabel={label}
            badgeCount={SEARCH_BADGES}
            showFavorite
            showBooked
            eagerImage={index < EAGER_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}

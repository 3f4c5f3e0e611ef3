import { ChevronRight } from 'lucide-react';
import type { PropertyDetail } from '@/contract/properties';
import { prefectureInEnglish } from '@/domain/destination-search';
import { HouseTitle } from '@/web/components/property/house-text';
import { Link } from '@/web/components/localized-link';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

/** ホーム › 古民家を探す › {prefecture} › {title} */
export function PropertyBreadcrumb({ property }: { property: Pick<PropertyDetail, 'prefecture' | 'title' | 'titleEn'> }) {
  const t = useT();
  const language = useLanguage();
  const prefecture = (language === 'en' && prefectureInEnglish(property.prefecture)) || property.prefecture;
  const crumbs = [
    { to: '/', label: t('ホーム') },
    { to: '/search', label: t('古民家を探す') },
    { to: `/search?${new URLSearchParams({ destination: property.prefecture }).toString()}`, label: prefecture },
  ];
  return (
    <nav aria-label={t('パンくずリスト')} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5">
        {crumbs.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-1">
            <Link
              to={crumb.to}
              className="rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-3 focus-visible:ring-ring/50"
            >
              {crumb.label}
            </Link>
            <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
          </li>
        ))}
        <li aria-current="page" className="max-w-full truncate font-bold text-foreground">
          <HouseTitle house={property} />
        </li>
      </ol>
    </nav>
  );
}

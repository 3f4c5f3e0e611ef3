import { Bath, BedDouble, DoorOpen, Landmark, LogIn, LogOut, Ruler, Users, type LucideIcon } from 'lucide-react';
import type { PropertyDetail } from '@/contract/properties';
import { formatCount } from '@/domain/display-format';
import { japanDate } from '@/domain/japan-date';
import { HouseText } from '@/web/components/property/house-text';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { bedsLabel, builtYearLabel, floorSpaceLabel } from '@/web/lib/property-labels';
import { LodgingBasisLine } from './lodging-basis-line';
import { PageSection } from './section';

/**
 * The description, the capacity and rooms, the building's age, the house's own check-in times and its
 * legal basis with its number (住宅宿泊事業法 届出番号 M260012345), which the law asks a site that
 * sells stays to show; a house published before the basis was asked says it is being checked.
 */
export function PropertyOverview({ property }: { property: PropertyDetail }) {
  const t = useT();
  const language = useLanguage();
  const facts: { icon: LucideIcon; label: string; value: string }[] = [
    { icon: Users, label: t('定員'), value: t('最大{count}名', { count: property.maxGuests }) },
    { icon: DoorOpen, label: t('寝室'), value: formatCount(property.bedrooms, 'bedroom', language) },
    { icon: BedDouble, label: t('ベッド・布団'), value: bedsLabel(property.beds, language) },
    { icon: Bath, label: t('バスルーム'), value: t('バスルーム{count}', { count: property.bathrooms }) },
  ];
  if (property.builtYear !== null) {
    facts.push({ icon: Landmark, label: t('築年数'), value: builtYearLabel(property.builtYear, Number(japanDate().slice(0, 4)), language) });
  }
  if (property.floorSpaceM2 !== null) {
    facts.push({ icon: Ruler, label: t('延床面積'), value: floorSpaceLabel(property.floorSpaceM2) });
  }

  return (
    <PageSection id="overview" title={t('この古民家について')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {facts.map(({ icon: Icon, label, value }) => (
          <li key={label} className="flex items-center gap-3 rounded-xl border border-border bg-card px-3 py-3">
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0">
              <span className="sr-only">{language === 'en' ? `${label}: ` : `${label}：`}</span>
              <span className="text-sm font-bold break-words">{value}</span>
            </span>
          </li>
        ))}
      </ul>
      <HouseText className="leading-loose whitespace-pre-line break-words" japanese={property.description} english={property.descriptionEn} />
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('チェックイン・チェックアウト')}>
        <li className="flex items-center gap-3 rounded-xl bg-muted px-4 py-3 font-bold">
          <LogIn className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('チェックイン {time}〜', { time: property.checkinFrom })}
        </li>
        <li className="flex items-center gap-3 rounded-xl bg-muted px-4 py-3 font-bold">
          <LogOut className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('チェックアウト 〜{time}', { time: property.checkoutUntil })}
        </li>
      </ul>
      <LodgingBasisLine property={property} />
    </PageSection>
  );
}

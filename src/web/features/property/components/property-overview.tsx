import { Bath, BedDouble, DoorOpen, FileCheck2, Landmark, LogIn, LogOut, Ruler, Users, type LucideIcon } from 'lucide-react';
import type { PropertyDetail } from '@/contract/properties';
import { japanDate } from '@/domain/japan-date';
import { bedsLabel, builtYearLabel, floorSpaceLabel } from '@/web/lib/property-labels';
import { PageSection } from './section';

/**
 * The description, the capacity and rooms, the building's age, the house's own check-in times and its
 * legal basis with its number (住宅宿泊事業法 届出番号 M260012345), which the law asks a site that
 * sells stays to show; a house published before the basis was asked says it is being checked.
 */
export function PropertyOverview({ property }: { property: PropertyDetail }) {
  const facts: { icon: LucideIcon; label: string; value: string }[] = [
    { icon: Users, label: '定員', value: `最大${property.maxGuests}名` },
    { icon: DoorOpen, label: '寝室', value: `寝室${property.bedrooms}室` },
    { icon: BedDouble, label: 'ベッド・布団', value: bedsLabel(property.beds) },
    { icon: Bath, label: 'バスルーム', value: `バスルーム${property.bathrooms}` },
  ];
  if (property.builtYear !== null) {
    facts.push({ icon: Landmark, label: '築年数', value: builtYearLabel(property.builtYear, Number(japanDate().slice(0, 4))) });
  }
  if (property.floorSpaceM2 !== null) {
    facts.push({ icon: Ruler, label: '延床面積', value: floorSpaceLabel(property.floorSpaceM2) });
  }

  return (
    <PageSection id="overview" title="この古民家について">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {facts.map(({ icon: Icon, label, value }) => (
          <li key={label} className="flex items-center gap-3 rounded-xl border border-border bg-card px-3 py-3">
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0">
              <span className="sr-only">{label}：</span>
              <span className="text-sm font-bold break-words">{value}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="leading-loose whitespace-pre-line break-words">{property.description}</p>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="チェックイン・チェックアウト">
        <li className="flex items-center gap-3 rounded-xl bg-muted px-4 py-3 font-bold">
          <LogIn className="size-5 shrink-0 text-primary" aria-hidden="true" />
          チェックイン {property.checkinFrom}〜
        </li>
        <li className="flex items-center gap-3 rounded-xl bg-muted px-4 py-3 font-bold">
          <LogOut className="size-5 shrink-0 text-primary" aria-hidden="true" />
          チェックアウト 〜{property.checkoutUntil}
        </li>
      </ul>
      <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="lodging-basis">
        <FileCheck2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-bold">営業の根拠：</span>
          {property.lodgingBasisLine ?? '運営事務局で確認中です'}
        </span>
      </p>
    </PageSection>
  );
}

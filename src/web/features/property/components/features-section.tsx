import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import type { KominkaFeature } from '@/contract/properties';
import { QueryState } from '@/web/components/query-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { propertyFeaturesQuery } from '@/web/lib/property-queries';
import { EmptyNote, PageSection, SectionError } from './section';
import { MasterName } from '@/web/components/master-name';
import { useT } from '@/web/lib/i18n/use-t';

function groupByCategory(features: readonly KominkaFeature[]): [string, KominkaFeature[]][] {
  const groups = new Map<string, KominkaFeature[]>();
  for (const feature of features) {
    const list = groups.get(feature.category);
    if (list) list.push(feature);
    else groups.set(feature.category, [feature]);
  }
  return [...groups];
}

/** GET /api/properties/{id}/features: the house's kominka features, by category. */
export function FeaturesSection({ propertyId }: { propertyId: string }) {
  const query = useQuery(propertyFeaturesQuery(propertyId));
  const t = useT();

  return (
    <PageSection id="features" title={t('古民家の特徴')}>
      <QueryState
        query={query}
        loading={
          <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        }
        renderError={(retry) => <SectionError message={t('古民家の特徴の読み込みに失敗しました。')} {...retry} />}
      >
        {(all) =>
          all.length === 0 ? (
            <EmptyNote>{t('古民家の特徴はまだ登録されていません')}</EmptyNote>
          ) : (
            <div className="grid gap-6">
              {groupByCategory(all).map(([category, features]) => (
                <div key={category} className="grid gap-3">
                  <MasterName as="h3" className="text-base font-bold text-muted-foreground" japanese={category} english={features[0].categoryEn} />
                  <ul className="grid gap-3 sm:grid-cols-2">
                    {features.map((feature) => (
                      <li key={feature.id} className="flex gap-3 rounded-xl border border-border bg-card p-4">
                        <Sparkles className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
                        <div className="grid gap-1">
                          <MasterName as="p" className="font-bold" japanese={feature.label} english={feature.labelEn} />
                          {feature.description && (
                            <MasterName
                              as="p"
                              className="text-sm break-words text-muted-foreground"
                              japanese={feature.description}
                              english={feature.descriptionEn}
                            />
                          )}
                        </div>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )
        }
      </QueryState>
    </PageSection>
  );
}

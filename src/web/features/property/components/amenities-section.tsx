import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { QueryState } from '@/web/components/query-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { AMENITY_BADGE_COUNT, visibleAmenities } from '../amenities';
import { propertyAmenitiesQuery } from '@/web/lib/property-queries';
import { AmenityIcon } from './amenity-icon';
import { EmptyNote, PageSection, SectionError } from './section';
import { MasterName } from '@/web/components/master-name';
import { JapaneseData } from '@/web/components/japanese-data';
import { useT } from '@/web/lib/i18n/use-t';

const loadDialog = () => import('./amenities-dialog');
const AmenitiesDialog = lazy(loadDialog);

/** GET /api/properties/{id}/basic-amenities: six badges, then every amenity by category in a dialog. */
export function AmenitiesSection({ propertyId }: { propertyId: string }) {
  const query = useQuery(propertyAmenitiesQuery(propertyId));
  const t = useT();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  return (
    <PageSection id="amenities" title={t('アメニティ・設備')}>
      <QueryState
        query={query}
        loading={
          <div className="flex flex-wrap gap-2" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-9 w-28 rounded-full" />
            ))}
          </div>
        }
        renderError={(retry) => <SectionError message={t('アメニティの読み込みに失敗しました。')} {...retry} />}
      >
        {(links) => {
          const amenities = visibleAmenities(links);
          const hidden = amenities.length - AMENITY_BADGE_COUNT;
          return amenities.length === 0 ? (
            <EmptyNote>{t('アメニティの情報はまだありません')}</EmptyNote>
          ) : (
            <div className="grid gap-4">
              <ul className="flex flex-wrap gap-2">
                {amenities.slice(0, AMENITY_BADGE_COUNT).map((link) => (
                  <li
                    key={link.id}
                    className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 text-sm"
                  >
                    <AmenityIcon category={link.amenity.category} className="size-4 shrink-0 text-primary" />
                    <MasterName className="font-bold" japanese={link.amenity.label} english={link.amenity.labelEn} />
                    {link.value && (
                      <span className="text-muted-foreground">
                        <JapaneseData>{link.value}</JapaneseData>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              {hidden > 0 && (
                <Button
                  variant="outline"
                  className="w-fit"
                  aria-haspopup="dialog"
                  onPointerEnter={() => void loadDialog()}
                  onFocus={() => void loadDialog()}
                  onClick={() => {
                    setMounted(true);
                    setOpen(true);
                  }}
                >
                  {t('+{count}件を表示', { count: hidden })}
                </Button>
              )}
              {mounted && (
                <Suspense fallback={null}>
                  <AmenitiesDialog amenities={amenities} open={open} onOpenChange={setOpen} />
                </Suspense>
              )}
            </div>
          );
        }}
      </QueryState>
    </PageSection>
  );
}

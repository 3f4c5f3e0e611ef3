import { useQuery } from '@tanstack/react-query';
import type { HostInfo } from '@/contract/properties';
import { QueryState } from '@/web/components/query-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatYearMonth } from '@/web/lib/format';
import { propertyHostQuery } from '@/web/lib/property-queries';
import { PageSection, SectionError } from './section';
import { JapaneseData } from '@/web/components/japanese-data';
import { HouseText } from '@/web/components/property/house-text';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

/** GET /api/properties/{id}/host: who receives the guests; hidden when the house has none (404). */
export function HostSection({ propertyId }: { propertyId: string }) {
  const query = useQuery(propertyHostQuery(propertyId));
  const t = useT();
  if (query.isSuccess && query.data === null) return null;

  return (
    <PageSection id="host" title={t('ホストについて')}>
      <QueryState
        query={query}
        loading={
          <div className="flex items-center gap-4" aria-hidden="true">
            <Skeleton className="size-16 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-32" />
            </div>
          </div>
        }
        renderError={(retry) => <SectionError message={t('ホスト情報の読み込みに失敗しました。')} {...retry} />}
      >
        {(host) => host && <HostCard host={host} />}
      </QueryState>
    </PageSection>
  );
}

function HostCard({ host }: { host: HostInfo }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="grid gap-4 rounded-2xl border border-border bg-card p-5">
      <div className="flex items-center gap-4">
        {host.profileImageUrl ? (
          <img
            src={host.profileImageUrl}
            alt={t('{name}さんのプロフィール写真', { name: host.displayName })}
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-full bg-muted object-cover"
          />
        ) : (
          <span
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
            aria-hidden="true"
          >
            <JapaneseData>{host.displayName.slice(0, 1)}</JapaneseData>
          </span>
        )}
        <div className="grid min-w-0 gap-0.5">
          <h3 className="text-lg font-bold break-words">
            {language === 'en' ? (
              <>
                {t('ホスト')}: <JapaneseData>{host.displayName}</JapaneseData>
              </>
            ) : (
              `ホスト：${host.displayName}さん`
            )}
          </h3>
          <p className="text-sm text-muted-foreground">
            <span className="font-bold">{t('ホスト歴')}</span> {t('登録: {month}', { month: formatYearMonth(host.createdAt, language) })}
          </p>
        </div>
      </div>
      {host.bio && <HouseText className="leading-relaxed whitespace-pre-line break-words" japanese={host.bio} />}
    </div>
  );
}

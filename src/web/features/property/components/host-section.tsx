import { useQuery } from '@tanstack/react-query';
import type { HostInfo } from '@/contract/properties';
import { QueryState } from '@/web/components/query-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatYearMonth } from '@/web/lib/format';
import { propertyHostQuery } from '@/web/lib/property-queries';
import { PageSection, SectionError } from './section';

/** GET /api/properties/{id}/host: who receives the guests; hidden when the house has none (404). */
export function HostSection({ propertyId }: { propertyId: string }) {
  const query = useQuery(propertyHostQuery(propertyId));
  if (query.isSuccess && query.data === null) return null;

  return (
    <PageSection id="host" title="ホストについて">
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
        renderError={(retry) => <SectionError what="ホスト情報" {...retry} />}
      >
        {(host) => host && <HostCard host={host} />}
      </QueryState>
    </PageSection>
  );
}

function HostCard({ host }: { host: HostInfo }) {
  return (
    <div className="grid gap-4 rounded-2xl border border-border bg-card p-5">
      <div className="flex items-center gap-4">
        {host.profileImageUrl ? (
          <img
            src={host.profileImageUrl}
            alt={`${host.displayName}さんのプロフィール写真`}
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
            {host.displayName.slice(0, 1)}
          </span>
        )}
        <div className="grid min-w-0 gap-0.5">
          <h3 className="text-lg font-bold break-words">ホスト：{host.displayName}さん</h3>
          <p className="text-sm text-muted-foreground">
            <span className="font-bold">ホスト歴</span> 登録: {formatYearMonth(host.createdAt)}
          </p>
        </div>
      </div>
      {host.bio && <p className="leading-relaxed whitespace-pre-line break-words">{host.bio}</p>}
    </div>
  );
}

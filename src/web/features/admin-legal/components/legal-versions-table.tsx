import { useQuery } from '@tanstack/react-query';
import type { AdminLegalVersion, LegalDocumentKind } from '@/contract/legal-documents';
import { formatRevisionDate } from '@/domain/legal-text';
import { Pagination } from '@/web/components/data-table/pagination';
import { QueryState } from '@/web/components/query-state';
import { Badge } from '@/web/components/ui/badge';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateTime } from '@/web/lib/format';
import { LIST_PAGE_SIZE } from '@/web/lib/list-params';
import { legalVersionsQuery } from '../api';

const STATE_LABELS: Record<AdminLegalVersion['state'], string> = { current: '現行', scheduled: '施行予定', past: '過去の版' };

/**
 * The versions of one document, newest first, a page at a time from the server: the day each took effect,
 * who published it and when. `hrefForPage` keeps the page in the address.
 */
export function LegalVersionsTable({ kind, page, hrefForPage }: { kind: LegalDocumentKind; page: number; hrefForPage: (page: number) => string }) {
  const versions = useQuery(legalVersionsQuery(kind, page));
  return (
    <section aria-labelledby="legal-versions-title" className="grid gap-3">
      <h2 id="legal-versions-title" className="text-lg font-bold">
        版の履歴
      </h2>
      <QueryState query={versions} errorTitle="版の履歴を読み込めませんでした" loading={
          <div role="status" aria-label="読み込み中">
            <Skeleton className="h-24 w-full" />
          </div>
        }>
        {(list) => (
          <>
            <VersionRows versions={list.items} />
            <Pagination page={page} pageSize={LIST_PAGE_SIZE} total={list.total} hrefForPage={hrefForPage} label="版の履歴" />
          </>
        )}
      </QueryState>
    </section>
  );
}

function VersionRows({ versions }: { versions: AdminLegalVersion[] }) {
  return versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">公開された版はまだありません。初期の文面が表示されています。</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-card">
          <table className="w-full text-left text-sm">
            <thead className="bg-secondary text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-bold">施行日</th>
                <th scope="col" className="px-3 py-2 font-bold">状態</th>
                <th scope="col" className="px-3 py-2 font-bold">公開日時</th>
                <th scope="col" className="px-3 py-2 font-bold">公開した管理者</th>
                <th scope="col" className="px-3 py-2 text-right font-bold">文字数</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.id} className="border-t border-border">
                  <td className="px-3 py-2 whitespace-nowrap">{formatRevisionDate(version.effectiveDate)}</td>
                  <td className="px-3 py-2">
                    <Badge variant={version.state === 'current' ? 'default' : 'secondary'}>{STATE_LABELS[version.state]}</Badge>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(version.createdAt)}</td>
                  <td className="px-3 py-2">{version.adminName ?? '—'}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{version.body.length.toLocaleString('ja-JP')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
  );
}

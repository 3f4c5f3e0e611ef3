import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LEGAL_DOCUMENT_KINDS, LEGAL_DOCUMENTS, type LegalDocumentKind } from '@/contract/legal-documents';
import { formatRevisionDate } from '@/domain/legal-text';
import { PageHeading } from '@/web/components/page-heading';
import { QueryState } from '@/web/components/query-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { usePageTitle } from '@/web/lib/use-page-title';
import { adminLegalDocumentQuery } from './api';
import { LegalVersionEditor } from './components/legal-version-editor';
import { LegalVersionsTable } from './components/legal-versions-table';

/** The versions' page in the address (?page=2), 1 when absent or not a page number. */
const pageOf = (value: string | null) => (value && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : 1);

const isKind = (value: string | null): value is LegalDocumentKind => LEGAL_DOCUMENT_KINDS.includes(value as LegalDocumentKind);

/** /admin/legal: 利用規約, プライバシーポリシー and 特定商取引法に基づく表記: the text in force, a new version with its day, the versions. */
export function AdminLegalPage() {
  usePageTitle('規約・ポリシー | 古民家ステイ 管理画面');
  const [params, setParams] = useSearchParams();
  const kind: LegalDocumentKind = isKind(params.get('doc')) ? (params.get('doc') as LegalDocumentKind) : 'terms';
  const versionsPage = pageOf(params.get('page'));

  return (
    <div className="grid gap-6">
      <PageHeading title="規約・ポリシー">
        サイトの利用規約、プライバシーポリシー、特定商取引法に基づく表記の文面を管理します。新しい版を公開すると、施行日からサイトに表示され、過去の版は残ります。
      </PageHeading>
      <Tabs value={kind} onValueChange={(value) => setParams(value === 'terms' ? {} : { doc: value }, { replace: true })}>
        <TabsList className="h-auto flex-wrap">
          {LEGAL_DOCUMENT_KINDS.map((each) => (
            <TabsTrigger key={each} value={each}>
              {LEGAL_DOCUMENTS[each].title}
            </TabsTrigger>
          ))}
        </TabsList>
        {LEGAL_DOCUMENT_KINDS.map((each) => (
          <TabsContent key={each} value={each} className="mt-6">
            <LegalDocumentPanel kind={each} versionsPage={versionsPage} hrefForPage={(page) => `/admin/legal?${new URLSearchParams({ ...(kind === 'terms' ? {} : { doc: kind }), ...(page > 1 ? { page: String(page) } : {}) }).toString()}`} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** One document: the version in force, the editor of a new version and the versions. */
function LegalDocumentPanel({ kind, versionsPage, hrefForPage }: { kind: LegalDocumentKind; versionsPage: number; hrefForPage: (page: number) => string }) {
  const document = useQuery(adminLegalDocumentQuery(kind));
  return (
    <QueryState
      query={document}
      errorTitle={`${LEGAL_DOCUMENTS[kind].title}を読み込めませんでした`}
      loading={
        <div role="status" aria-label="読み込み中" className="grid gap-3">
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-80 w-full" />
        </div>
      }
    >
      {(data) => (
        <div className="grid gap-6">
          <section aria-label="現行の版" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
            <div className="grid gap-1">
              <p className="text-sm font-bold">
                現行の版：最終改定日 {formatRevisionDate(data.current.effectiveDate)}
              </p>
              {data.current.builtIn && <p className="text-xs text-muted-foreground">まだ版が公開されていないため、初期の文面を表示しています。</p>}
            </div>
            <a href={data.path} target="_blank" rel="noopener" className="inline-flex items-center gap-1.5 rounded text-sm font-bold text-primary underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-3 focus-visible:ring-ring/50">
              公開ページを見る
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </section>
          <LegalVersionEditor key={`${kind}:${data.current.effectiveDate}:${data.versionCount}`} kind={kind} currentBody={data.current.body} />
          <LegalVersionsTable kind={kind} page={versionsPage} hrefForPage={hrefForPage} />
        </div>
      )}
    </QueryState>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/web/components/localized-link';
import { LEGAL_DOCUMENT_KINDS, LEGAL_DOCUMENTS, type LegalDocument, type LegalDocumentKind } from '@/contract/legal-documents';
import { formatRevisionDate } from '@/domain/legal-text';
import { LegalMarkdown } from '@/web/components/legal-markdown';
import { QueryState } from '@/web/components/query-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { legalDocumentQuery } from '@/web/lib/legal-queries';
import type { PageData } from '@/web/lib/page-data';
import { usePageTitle } from '@/web/lib/use-page-title';
import { OperatorDetails } from './operator-details';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { formatDateWithWeekday } from '@/web/lib/format';

/** What the server fetches before rendering a legal page: its text in force. */
export const legalPageData =
  (kind: LegalDocumentKind): PageData =>
  async ({ queryClient }) => {
    await queryClient.prefetchQuery(legalDocumentQuery(kind));
  };

/** /terms, /privacy, /tokushoho: the text in force with its 最終改定日 and the operator's details. */
function LegalPage({ kind }: { kind: LegalDocumentKind }) {
  const t = useT();
  const language = useLanguage();
  const title = t(LEGAL_DOCUMENTS[kind].title);
  usePageTitle(t('{title} | 古民家ステイ', { title }));
  const document = useQuery(legalDocumentQuery(kind));
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-wide sm:text-3xl">{title}</h1>
        {document.data && <p className="text-sm text-muted-foreground">{t('最終改定日 {date}', { date: language === 'en' ? formatDateWithWeekday(document.data.effectiveDate, language) : formatRevisionDate(document.data.effectiveDate) })}</p>}
        {language === 'en' && <p className="text-sm">{t('この文書は日本語で書かれています。日本語の本文が正式なものです。')}</p>}
      </header>
      <QueryState
        query={document}
        errorTitle={t('{title}を読み込めませんでした', { title })}
        loading={
          <div role="status" aria-label={t('読み込み中')} className="grid gap-3">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-5 w-full" />
            ))}
          </div>
        }
      >
        {(data: LegalDocument) => (
          <>
            {data.operator.isDemo && (
              <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
                {t('これはデモ用の表示です。事業者の名称・所在地・登録番号は架空のものです。')}
              </p>
            )}
            <article aria-label={title} lang={language === 'en' ? 'ja' : undefined}>
              <LegalMarkdown text={data.body} />
            </article>
            <OperatorDetails operator={data.operator} />
          </>
        )}
      </QueryState>
      <nav aria-label={t('ほかの規約・ポリシー')} className="border-t border-border pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {LEGAL_DOCUMENT_KINDS.filter((other) => other !== kind).map((other) => (
            <li key={other}>
              <Link to={LEGAL_DOCUMENTS[other].path} className="rounded font-bold text-primary underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-3 focus-visible:ring-ring/50">
                {t(LEGAL_DOCUMENTS[other].title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export const TermsPage = () => <LegalPage kind="terms" />;
export const PrivacyPage = () => <LegalPage kind="privacy" />;
export const TokushohoPage = () => <LegalPage kind="tokushoho" />;

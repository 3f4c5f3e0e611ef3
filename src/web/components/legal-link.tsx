import { Link } from '@/web/components/localized-link';
import { LEGAL_DOCUMENTS, type LegalDocumentKind } from '@/contract/legal-documents';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { localizedPath } from '@/web/lib/i18n/localized-path';

/**
 * A link to one of the site's legal pages, under its title. In a form (`inForm`) it opens in a new tab,
 * so that what the visitor typed stays where it is; its name stays the title alone, so that a checkbox's
 * label around it reads as before (「利用規約に同意します」).
 */
export function LegalLink({ kind, inForm = false }: { kind: LegalDocumentKind; inForm?: boolean }) {
  const { title, path } = LEGAL_DOCUMENTS[kind];
  const t = useT();
  const language = useLanguage();
  const className = 'font-bold text-primary underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-3 focus-visible:ring-ring/50 rounded';
  if (!inForm) {
    return (
      <Link to={path} className={className}>
        {t(title)}
      </Link>
    );
  }
  return (
    <a href={localizedPath(path, language)} target="_blank" rel="noopener" className={className}>
      {t(title)}
    </a>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { pageWindow } from '@/web/lib/list-params';
import { cn } from '@/web/lib/utils';
import { useT } from '@/web/lib/i18n/use-t';

/** A page's link: named in pagination.css (a page of results shows up to nine). */
const itemClass = 'page-link';

/** 前へ, page numbers, 次へ: links, so each page has its own URL and history entry. */
export function Pagination({ page, pageCount, hrefFor, onNavigate }: { page: number; pageCount: number; hrefFor: (page: number) => string; onNavigate: () => void }) {
  const t = useT();
  if (pageCount <= 1) return null;
  const disabledClass = cn(itemClass, 'pointer-events-none border-transparent bg-transparent font-normal text-muted-foreground');
  return (
    <nav aria-label={t('検索結果のページ')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={itemClass} onClick={onNavigate} rel="prev">
              <ChevronLeft className="size-4" aria-hidden="true" />
              {t('前へ')}
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              <ChevronLeft className="size-4" aria-hidden="true" />
              {t('前へ')}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                onClick={onNavigate}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('{page}ページ目', { page: n })}
                className={cn(itemClass, n === page && 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover')}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} className={itemClass} onClick={onNavigate} rel="next">
              {t('次へ')}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              {t('次へ')}
              <ChevronRight className="size-4" aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

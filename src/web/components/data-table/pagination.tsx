import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatNumber } from '@/web/lib/format';
import { pageCount, pageRange, pageWindow } from '@/web/lib/list-params';
import { cn } from '@/web/lib/utils';

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg border border-border bg-card px-2.5 text-sm font-bold text-foreground outline-none transition-colors hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50';
const currentClass = 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover';
const disabledClass = cn(itemClass, 'pointer-events-none border-transparent bg-transparent font-normal text-muted-foreground');

function Step({ to, direction, onNavigate }: { to: string | null; direction: 'prev' | 'next'; onNavigate?: () => void }) {
  const content =
    direction === 'prev' ? (
      <>
        <ChevronLeft className="size-4" aria-hidden="true" />
        前へ
      </>
    ) : (
      <>
        次へ
        <ChevronRight className="size-4" aria-hidden="true" />
      </>
    );
  if (to === null) {
    return (
      <span className={disabledClass} aria-disabled="true">
        {content}
      </span>
    );
  }
  return (
    <Link to={to} className={itemClass} rel={direction} onClick={onNavigate}>
      {content}
    </Link>
  );
}

/**
 * 全1,234件中 1〜20件を表示 (a search the server stopped counting: 1,000件以上中 1〜20件を表示), then
 * 前へ, page numbers with gaps and 次へ as links (each page has its own URL). On a phone the numbers
 * give way to 「3 / 12ページ」.
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  hrefForPage,
  label,
  onNavigate,
}: {
  page: number;
  pageSize: number;
  /** undefined while the first page loads. */
  total: number | undefined;
  /** The server counted a search's matches up to `total` and there are more. */
  totalCapped?: boolean;
  hrefForPage: (page: number) => string;
  /** The list's name: the nav is 「{label}のページ」. */
  label: string;
  onNavigate?: () => void;
}) {
  if (total === undefined || total === 0) return null;
  const count = pageCount(total, pageSize);
  const current = Math.min(page, count);
  const range = pageRange(current, pageSize, total);

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {totalCapped ? `${formatNumber(total)}件以上中` : `全${formatNumber(total)}件中`} {range ? `${formatNumber(range.from)}〜${formatNumber(range.to)}件を表示` : '0件を表示'}
      </p>
      {count > 1 && (
        <nav aria-label={`${label}のページ`}>
          <ul className="flex items-center gap-1.5">
            <li>
              <Step to={current > 1 ? hrefForPage(current - 1) : null} direction="prev" onNavigate={onNavigate} />
            </li>
            <li className="px-2 text-sm sm:hidden" aria-current="page">
              <span className="font-bold">{current}</span> / {count}ページ
            </li>
            {pageWindow(current, count).map((n, i) =>
              n === null ? (
                <li key={`gap-${i}`} aria-hidden="true" className="hidden px-1 text-muted-foreground sm:block">
                  …
                </li>
              ) : (
                <li key={n} className="hidden sm:block">
                  <Link
                    to={hrefForPage(n)}
                    onClick={onNavigate}
                    aria-current={n === current ? 'page' : undefined}
                    aria-label={`${n}ページ目`}
                    className={cn(itemClass, n === current && currentClass)}
                  >
                    {n}
                  </Link>
                </li>
              ),
            )}
            <li>
              <Step to={current < count ? hrefForPage(current + 1) : null} direction="next" onNavigate={onNavigate} />
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

import { usePageTitle } from '@/web/lib/use-page-title';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { SortOption } from '@/contract/properties';
import { propertySearchQuery } from './api';
import { Pagination } from './components/pagination';
import { ResultsToolbar } from './components/results-toolbar';
import { SearchForm } from './components/search-form';
import { SearchResults } from './components/search-results';
import { EMPTY_FILTERS, filtersKey, PAGE_SIZE, pickFilters, readSearchState, searchApiQuery, searchStateToParams, type SearchFilters, type SearchState } from './search-params';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

/** What the server fetches before rendering this page (src/web/lib/page-data.ts). */
export { searchPageData } from './page-data';

/**
 * /search (docs/product/guest-screens.md): the URL holds the whole search (filters, sort, 満室を非表示, page);
 * every change pushes a history entry without a reload, and the results follow the URL.
 */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readSearchState(searchParams), [searchParams]);
  const language = useLanguage();
  const apiQuery = searchApiQuery(state, language);
  const results = useQuery(propertySearchQuery(apiQuery));
  const resultsRef = useRef<HTMLElement>(null);

  const t = useT();
  usePageTitle(t('古民家を探す | 古民家ステイ'));

  const go = (next: SearchState) => {
    const params = searchStateToParams(next);
    if (params.toString() === searchStateToParams(state).toString()) {
      void results.refetch();
      return;
    }
    setSearchParams(params);
  };

  const onSearch = (filters: SearchFilters) => go({ ...state, ...pickFilters(filters), page: 1 });
  // Clears every filter, 満室を非表示 included; the chosen sort stays.
  const onClear = () => go({ ...EMPTY_FILTERS, sort: state.sort, hideBooked: false, page: 1 });
  const onSortChange = (sort: SortOption) => go({ ...state, sort, page: 1 });
  const onHideBookedChange = (hideBooked: boolean) => go({ ...state, hideBooked, page: 1 });
  const hrefFor = (page: number) => {
    const query = searchStateToParams({ ...state, page }).toString();
    return query ? `/search?${query}` : '/search';
  };
  const scrollToResults = () => resultsRef.current?.scrollIntoView({ block: 'start' });

  const data = results.data;
  const pageCount = data ? Math.ceil(data.total / PAGE_SIZE) : 0;
  // While the next page loads, the previous answer (and its page) stays on screen.
  const shownPage = results.isPlaceholderData ? Math.min(state.page, Math.max(pageCount, 1)) : state.page;
  const range = data && data.items.length > 0 ? { from: (shownPage - 1) * PAGE_SIZE + 1, to: (shownPage - 1) * PAGE_SIZE + data.items.length } : undefined;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('古民家を探す')}</h1>
        <p className="text-sm text-muted-foreground">{t('エリアや日程、こだわりの設えから、泊まりたい古民家を見つけましょう。')}</p>
      </div>

      {/* Shows the URL's filters again when they change (back, forward, reset); sort and page keep what is typed. */}
      <SearchForm initial={pickFilters(state)} initialKey={filtersKey(state)} onSearch={onSearch} onClear={onClear} />

      <section ref={resultsRef} aria-labelledby="search-results-title" className="grid scroll-mt-20 gap-5">
        <h2 id="search-results-title" className="sr-only">
          {t('検索結果')}
        </h2>
        <ResultsToolbar
          total={data?.total}
          loading={results.isPending}
          range={range}
          hideBooked={state.hideBooked}
          sort={state.sort}
          onHideBookedChange={onHideBookedChange}
          onSortChange={onSortChange}
        />
        <SearchResults
          data={data}
          isPending={results.isPending}
          isError={results.isError}
          isRefetching={results.isFetching}
          isPlaceholder={results.isPlaceholderData}
          stay={state}
          onRetry={() => void results.refetch()}
          onReset={onClear}
          firstPageHref={hrefFor(1)}
        />
        <Pagination page={state.page} pageCount={pageCount} hrefFor={hrefFor} onNavigate={scrollToResults} />
      </section>
    </div>
  );
}

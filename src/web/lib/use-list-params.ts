import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { listApiQuery, readListState, writeListState, type ListFilterValues, type ListSpec, type ListState } from './list-params';
import { useSetLiveSearchParams } from './use-live-search-params';

export interface ListParams<F extends ListFilterValues = ListFilterValues, S extends string = string> {
  spec: ListSpec<F, S>;
  state: ListState<F, S>;
  /** The API call's query string (sort, page and page size always given). */
  apiQuery: string;
  /** A new search text: back to page 1; replaces the history entry (typing is not a step back). */
  setSearch: (q: string) => void;
  /** A filter's value (undefined for すべて): back to page 1. */
  setFilter: <K extends keyof F & string>(key: K, value: F[K][number] | undefined) => void;
  setSort: (sort: S) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** No search and no filter; the sort stays. */
  clearFilters: () => void;
  /** The link of another page of the same list. */
  hrefForPage: (page: number) => string;
}

/**
 * A list's state held in the URL's query (src/web/lib/list-params.ts), so a filtered list can be
 * linked and reloaded. Changing the search, a filter or the sort goes back to page 1.
 */
export function useListParams<F extends ListFilterValues, S extends string>(spec: ListSpec<F, S>): ListParams<F, S> {
  const [searchParams] = useSearchParams();
  const setSearchParams = useSetLiveSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => readListState(searchParams, spec), [searchParams, spec]);

  // From the URL as it is when the change is made (a tab chosen a moment before a search is kept).
  const update = useCallback(
    (change: (current: ListState<F, S>) => ListState<F, S>, replace = false) =>
      setSearchParams((current) => writeListState(current, change(readListState(current, spec)), spec), { replace }),
    [setSearchParams, spec],
  );

  return {
    spec,
    state,
    apiQuery: listApiQuery(state, spec),
    setSearch: (q) => update((current) => (current.q === q.trim() ? current : { ...current, q, page: 1 }), true),
    setFilter: (key, value) => update((current) => ({ ...current, filters: { ...current.filters, [key]: value }, page: 1 })),
    setSort: (sort) => update((current) => ({ ...current, sort, page: 1 })),
    setPage: (page, options) => update((current) => ({ ...current, page }), options?.replace),
    clearFilters: () =>
      update((current) => ({
        ...current,
        q: '',
        filters: Object.fromEntries(Object.keys(current.filters).map((key) => [key, undefined])) as ListState<F, S>['filters'],
        page: 1,
      })),
    hrefForPage: (page) => {
      const query = writeListState(searchParams, { ...state, page }, spec).toString();
      return query ? `${pathname}?${query}` : pathname;
    },
  };
}

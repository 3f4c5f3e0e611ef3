import type { DEFAULT_PAGE_SIZE as CONTRACT_DEFAULT_PAGE_SIZE } from '@/contract/list';

/**
 * A server-side list's state in the URL (src/contract/list.ts): `q`, the list's filters, `sort` and
 * `page`. Pure functions, so that the hook and the tests read and write the URL the same way.
 */

/** The contract's default page size (a type-only import keeps zod out of the page's code). */
export const LIST_PAGE_SIZE: typeof CONTRACT_DEFAULT_PAGE_SIZE = 20;
/** The contract's longest search text. */
export const LIST_SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 100_000;

export type ListFilterValues = Readonly<Record<string, readonly string[]>>;

/** What a list accepts: each filter's values (the URL key is the filter's name) and its sorts, the first the default. */
export interface ListSpec<F extends ListFilterValues = ListFilterValues, S extends string = string> {
  filters: F;
  sorts: readonly [S, ...S[]];
  pageSize?: number;
}

export interface ListState<F extends ListFilterValues = ListFilterValues, S extends string = string> {
  /** The search text, trimmed; '' when none. */
  q: string;
  /** Each filter's value, undefined for すべて. */
  filters: { [K in keyof F]: F[K][number] | undefined };
  sort: S;
  /** From 1. */
  page: number;
}

/** Declares a list's filters and sorts with their literal values kept. */
export function defineListSpec<const F extends ListFilterValues, const S extends string>(spec: ListSpec<F, S>): ListSpec<F, S> {
  return spec;
}

export function listPageSize(spec: { pageSize?: number }): number {
  return spec.pageSize ?? LIST_PAGE_SIZE;
}

function readPage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Reads a list's state from the URL; a value the list does not know falls back to its default. */
export function readListState<F extends ListFilterValues, S extends string>(params: URLSearchParams, spec: ListSpec<F, S>): ListState<F, S> {
  const filters = {} as ListState<F, S>['filters'];
  for (const key of Object.keys(spec.filters) as Array<keyof F & string>) {
    const value = params.get(key);
    filters[key] = (value !== null && spec.filters[key].includes(value) ? value : undefined) as F[typeof key][number] | undefined;
  }
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, LIST_SEARCH_MAX_LENGTH),
    filters,
    sort: sort !== null && (spec.sorts as readonly string[]).includes(sort) ? (sort as S) : spec.sorts[0],
    page: readPage(params.get('page')),
  };
}

/**
 * The URL's query with the list's state written in: other parameters are kept, defaults are left
 * out (no `page=1`, no default sort), so that the plain list has the plain URL.
 */
export function writeListState<F extends ListFilterValues, S extends string>(
  current: URLSearchParams,
  state: ListState<F, S>,
  spec: ListSpec<F, S>,
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of ['q', ...Object.keys(spec.filters), 'sort', 'page']) params.delete(key);
  const q = state.q.trim();
  if (q) params.set('q', q);
  for (const key of Object.keys(spec.filters) as Array<keyof F & string>) {
    const value = state.filters[key];
    if (value !== undefined) params.set(key, value);
  }
  if (state.sort !== spec.sorts[0]) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API call's query: the state with the sort and page always given, and the page size. */
export function listApiQuery<F extends ListFilterValues, S extends string>(state: ListState<F, S>, spec: ListSpec<F, S>): string {
  const params = writeListState(new URLSearchParams(), state, spec);
  params.delete('sort');
  params.delete('page');
  params.set('sort', state.sort);
  params.set('page', String(state.page));
  params.set('pageSize', String(listPageSize(spec)));
  return params.toString();
}

/** Whether any search or filter narrows the list (the sort and page do not). */
export function isListFiltered<F extends ListFilterValues, S extends string>(state: ListState<F, S>): boolean {
  return state.q !== '' || Object.values(state.filters).some((value) => value !== undefined);
}

/** How many pages `total` items fill (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items a page shows, from 1: { from: 21, to: 40 }; null when the page is empty. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } | null {
  const from = (page - 1) * pageSize + 1;
  if (total <= 0 || from > total) return null;
  return { from, to: Math.min(page * pageSize, total) };
}

/** Page numbers to show: the first, the last, and one either side of the current one (more near the ends); null is a gap. */
export function pageWindow(current: number, count: number): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= count; page++) {
    if (page === 1 || page === count || Math.abs(page - current) <= 1 || (current <= 3 && page <= 4) || (current >= count - 2 && page >= count - 3)) {
      pages.push(page);
    } else if (pages[pages.length - 1] !== null) {
      pages.push(null);
    }
  }
  return pages;
}

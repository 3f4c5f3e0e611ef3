import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  LIST_COUNTS_HEADER as CONTRACT_COUNTS_HEADER,
  TOTAL_CAPPED_HEADER as CONTRACT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER as CONTRACT_TOTAL_HEADER,
} from '@/contract/list';
import { apiRequest, type HttpMethod } from './api-client';

/** The contract's header names (type-only imports keep zod out of the page's code). */
const TOTAL_COUNT_HEADER: typeof CONTRACT_TOTAL_HEADER = 'x-total-count';
const LIST_COUNTS_HEADER: typeof CONTRACT_COUNTS_HEADER = 'x-list-counts';
const TOTAL_CAPPED_HEADER: typeof CONTRACT_CAPPED_HEADER = 'x-total-capped';

/** One page of a server-side list: its items, the total over every page and the list's counters. */
export interface ServerList<T, C extends Record<string, number> = Record<string, number>> {
  items: T[];
  total: number;
  /** A search matched more rows than the server counts: `total` is that cap (「1,000件以上」). */
  totalCapped: boolean;
  /** The counters of x-list-counts; null when the list sends none. */
  counts: C | null;
}

/** How the list is fetched: `apiRequest` (the session's cookie) or `adminRequest` (the admin's bearer token). */
export type ListRequest = (method: HttpMethod, url: string) => Promise<Response>;

/** x-list-counts: a JSON object of numbers; anything else is null. */
export function parseListCounts(header: string | null): Record<string, number> | null {
  if (!header) return null;
  try {
    const value: unknown = JSON.parse(header);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    return entries.every(([, n]) => typeof n === 'number' && Number.isFinite(n)) ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

/** x-total-count; the page's own length when the header is missing or not a number. */
export function parseTotalCount(header: string | null, fallback: number): number {
  if (header === null || header.trim() === '') return fallback;
  const total = Number(header);
  return Number.isInteger(total) && total >= 0 ? total : fallback;
}

export async function fetchServerList<T, C extends Record<string, number>>(request: ListRequest, url: string): Promise<ServerList<T, C>> {
  const res = await request('GET', url);
  const items = (await res.json()) as T[];
  return {
    items,
    total: parseTotalCount(res.headers.get(TOTAL_COUNT_HEADER), items.length),
    totalCapped: res.headers.get(TOTAL_CAPPED_HEADER) === 'true',
    counts: parseListCounts(res.headers.get(LIST_COUNTS_HEADER)) as C | null,
  };
}

export interface ServerListOptions {
  /** The list's API path, e.g. `/api/admin/users`; it starts the query key, so invalidating `[path]` refetches every page. */
  path: string;
  /** The query string (useListParams' `apiQuery`). */
  query: string;
  request?: ListRequest;
  retry?: (failureCount: number, error: unknown) => boolean;
}

/** The list's query: key `[path, query]`; the previous page stays on screen while the next one loads. */
export function serverListQuery<T, C extends Record<string, number> = Record<string, number>>({ path, query, request = apiRequest, retry }: ServerListOptions) {
  return queryOptions<ServerList<T, C>>({
    queryKey: [path, query],
    queryFn: () => fetchServerList<T, C>(request, query ? `${path}?${query}` : path),
    placeholderData: keepPreviousData,
    ...(retry ? { retry } : {}),
  });
}

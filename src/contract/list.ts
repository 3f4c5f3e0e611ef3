import { z } from 'zod';

/**
 * The list kit's contract (docs/decisions/0012-list-kit.md): every searchable list of the host area and the back
 * office takes the same query — search text, filters, a sort from a whitelist, page and page size —
 * and answers the seed's array of items, with the total over all pages in `x-total-count` and the
 * list's counters (the cards above it) in `x-list-counts` as a JSON object.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const LIST_COUNTS_HEADER = 'x-list-counts';
/**
 * `true` when a search matched more rows than the server counts (docs/decisions/0025-search-totals-capped.md):
 * x-total-count is then the cap, and the list reads 「1,000件以上」.
 */
export const TOTAL_CAPPED_HEADER = 'x-total-capped';
/** How many matches of a search are counted at most. */
export const SEARCH_COUNT_CAP = 1_000;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);

/** Free text to search for; blank means no search. */
export const listSearchSchema = z.preprocess(
  blankToUndefined,
  z.string().trim().max(100, '検索語は100文字以内で入力してください').optional(),
);

/** A filter of one of `values`; blank or `all` means no filter. */
export function listFilter<const T extends readonly [string, ...string[]]>(values: T, message = '絞り込みの値が正しくありません') {
  return z.preprocess((v) => (v === 'all' ? undefined : blankToUndefined(v)), z.enum(values, message).optional());
}

export const listPageSchema = z.preprocess(
  blankToUndefined,
  z.coerce.number().int('ページは1以上の整数で指定してください').min(1, 'ページは1以上の整数で指定してください').max(100_000).default(1),
);
export const listPageSizeSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number()
    .int('1ページの件数は整数で指定してください')
    .min(1, '1ページの件数は1件以上で指定してください')
    .max(MAX_PAGE_SIZE, `1ページの件数は${MAX_PAGE_SIZE}件までです`)
    .default(DEFAULT_PAGE_SIZE),
);

/**
 * The query of a list: `q`, the list's own filters, `sort` (one of `sorts`, the first by default),
 * `page` (from 1) and `pageSize` (up to 100).
 */
export function listQuerySchema<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(options: { sorts: S; filters: F }) {
  return z.object({
    q: listSearchSchema,
    ...options.filters,
    sort: z.preprocess(blankToUndefined, z.enum(options.sorts, '並び順の値が正しくありません').default(options.sorts[0] as S[0])),
    page: listPageSchema,
    pageSize: listPageSizeSchema,
  });
}

/** What a list service answers; the route puts total and counts in the headers. */
export interface ListPage<T, C extends Record<string, number> = Record<string, number>> {
  items: T[];
  total: number;
  /** The search matched more than SEARCH_COUNT_CAP rows: `total` is the cap. */
  totalCapped?: boolean;
  counts: C;
}

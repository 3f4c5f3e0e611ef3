import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listPageSize, pageCount } from './list-params';
import { serverListQuery, type ListRequest } from './server-list';
import type { ListParams } from './use-list-params';

/** What the fetch needs of useListParams' answer (any list's). */
type ListPaging = Pick<ListParams, 'apiQuery' | 'setPage'> & { state: { page: number }; spec: { pageSize?: number } };

/**
 * One page of a server-side list for the URL's state: `{ items, total, counts }` from the body and the
 * x-total-count and x-list-counts headers. A page beyond the last (a link kept while the list shrank)
 * is replaced by the last page.
 */
export function useServerList<T, C extends Record<string, number> = Record<string, number>>(options: {
  path: string;
  list: ListPaging;
  request?: ListRequest;
  retry?: (failureCount: number, error: unknown) => boolean;
  /** false while the page knows its query is wrong (a malformed filter in the URL): nothing is asked. */
  enabled?: boolean;
}) {
  const { path, list, request, retry, enabled = true } = options;
  const query = useQuery({ ...serverListQuery<T, C>({ path, query: list.apiQuery, request, retry }), enabled });

  const { data, isPlaceholderData } = query;
  const page = list.state.page;
  const lastPage = data ? pageCount(data.total, listPageSize(list.spec)) : undefined;
  const { setPage } = list;
  useEffect(() => {
    if (lastPage !== undefined && !isPlaceholderData && page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, isPlaceholderData, page, setPage]);

  return query;
}

import type { PageData } from '@/web/lib/page-data';
import { prefetchFavoriteChecks } from '@/web/lib/favorite-queries';
import { propertySearchQuery } from './api';
import { readSearchState, searchApiQuery } from './search-params';

/** The search page's data before it is rendered on the server: the page of results the URL asks for, and the hearts. */
export const searchPageData: PageData = async ({ queryClient, searchParams, signedIn }) => {
  const results = propertySearchQuery(searchApiQuery(readSearchState(searchParams)));
  await queryClient.prefetchQuery(results);
  if (signedIn) await prefetchFavoriteChecks(queryClient, queryClient.getQueryData(results.queryKey)?.items.map((house) => house.id) ?? []);
};

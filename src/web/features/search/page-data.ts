import type { PageData } from '@/web/lib/page-data';
import { propertySearchQuery } from './api';
import { readSearchState, searchApiQuery } from './search-params';

/** The search page's data before it is rendered on the server: the page of results the URL asks for (the hearts are the browser's). */
export const searchPageData: PageData = async ({ queryClient, searchParams, language }) => {
  await queryClient.prefetchQuery(propertySearchQuery(searchApiQuery(readSearchState(searchParams), language)));
};

import type { PageData } from '@/web/lib/page-data';
import { topRatedPropertiesQuery } from './api';

/** The home page's data before it is rendered on the server: the top-rated houses. */
export const homePageData: PageData = async ({ queryClient, language }) => {
  await queryClient.prefetchQuery(topRatedPropertiesQuery(language));
};

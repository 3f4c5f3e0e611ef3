import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@/contract/language';

/**
 * What a server-rendered page needs, asked for from its route before it is rendered
 * (src/web/server-render.tsx): the page's module exports it and the router passes it in the route's
 * `handle`, so the server fetches the answers first and renders the page once. Only what every
 * visitor sees: the page is the same for all (docs/decisions/0024-shared-pages-for-signed-in-visitors.md).
 */
export interface PageDataContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  /** The page's language (docs/decisions/0042-english-guest-pages.md). */
  language: Language;
}

export type PageData = (context: PageDataContext) => Promise<void>;

/** The `handle` of a route whose page says what data it needs. */
export interface PageDataHandle {
  pageData?: PageData;
}

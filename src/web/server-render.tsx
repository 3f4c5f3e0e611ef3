import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString as renderAtOnce } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from './app/providers';
import { loadMatchedRoutes, RouteTree } from './app/route-tree';
import { routes } from './app/router';
import { renderedAnswersOf, type ServerRenderedState } from './app/server-rendered-state';
import { currentUserQuery } from './lib/current-user-query';
import { isApiError } from './lib/api-error';
import { languageOfPath } from './lib/i18n/localized-path';
import { loadEnglish } from './lib/i18n/translate';
import { keepNotFound } from './lib/not-found-answers';
import { siteOperatorQuery } from './lib/legal-queries';
import type { PageDataHandle } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import { ServerAuthContext } from './lib/server-auth-context';
import { linked } from './lib/large-strings';
import { KeptPartsContext } from './lib/kept-part';
import { keptPartsKeyOf, keptPartsOf } from './server-kept-parts';
import { pageHeadOf, type PageHead } from './page-head';

/**
 * A page rendered on the server, for the browser to hydrate (src/web/main.tsx). Its API answers come
 * from the server itself (api-client's server fetch). The route says what the page needs (its
 * `pageData`, src/web/lib/page-data.ts): that is fetched first and the page is rendered once. Should
 * the page still ask for something, it is fetched and the page rendered again, until it asks for
 * nothing new (`renders` says how many times it took).
 */
export interface ServerRenderedPage {
  html: string;
  /** The same HTML in the pieces it was made of, to be read one by one (src/web/lib/large-strings.ts). */
  htmlParts: readonly string[];
  state: ServerRenderedState;
  /** 404 for an unknown path and for a page whose subject the API does not know (an unknown house). */
  status: 200 | 404;
  /** The page's own title, description and card (src/web/page-head.ts), or null for the site's. */
  head: PageHead | null;
  /** How many times the page was rendered: 1 when its route's data was all it needed. */
  renders: number;
}

const MAX_ROUNDS = 3;

/**
 * A path no page of the site answers (the catch-all route of the guest area and of the host area; the back
 * office keeps its own), matched in an area's own table too.
 */
export async function isUnknownPage(url: string): Promise<boolean> {
  const matches = await loadMatchedRoutes(routes, new URL(url, 'http://localhost').pathname);
  const last = matches.at(-1);
  if (last?.route.path === 'property/:id') return !HOUSE_ID.test(last.params.id ?? '');
  return last?.route.path === '*' && !matches.some((match) => match.route.path === 'admin');
}

/** A house's id; `/property/{anything else}` is a house that cannot exist. */
const HOUSE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An answer that says the page's subject does not exist (404; 400 for an id that cannot exist, on a page
 * `isUnknownPage` knows is unknown): kept, so the page renders its not-found state.
 */
const notFoundAnswer = (unknownPage: boolean) => (query: Query) =>
  query.state.status === 'error' && isApiError(query.state.error) && (query.state.error.status === 404 || (unknownPage && query.state.error.status === 400));

/**
 * Nobody's session is used: the page is the same for every visitor (docs/decisions/0024-shared-pages-for-signed-in-visitors.md).
 * `hasSession`: the visitor has a session cookie; the personal parts (account menu, bell, hearts) are
 * rendered in their loading state and the browser fills them in after hydrating.
 */
export async function renderPage(
  url: string,
  {
    hasSession = false,
    publicVersion,
  }: {
    hasSession?: boolean;
    /** The public version read before rendering: with it, the page's parts that the stay does not change are kept and sent again (server-kept-parts.tsx). */
    publicVersion?: number;
  } = {},
): Promise<ServerRenderedPage> {
  const { pathname } = new URL(url, 'http://localhost');
  // An English page is rendered in English: its catalogues are loaded once and kept.
  if (languageOfPath(pathname) === 'en') await loadEnglish();
  // Each matched route's page is loaded once for every request and kept (route-modules.ts).
  const matches = await loadMatchedRoutes(routes, pathname);
  const queryClient = createQueryClient();
  // Without a session cookie nobody is signed in: the browser need not ask.
  if (!hasSession) queryClient.setQueryData(currentUserQuery.queryKey, null);
  const auth = { status: hasSession ? ('loading' as const) : ('signed-out' as const), user: null };

  const keptParts = publicVersion === undefined ? null : keptPartsOf(keptPartsKeyOf(url, hasSession ? 'session' : 'signed-out', publicVersion), queryClient);
  let renders = 0;
  /** Whether the last rendering was made at once: a prerendering may render parts out of order, so what they read is not known. */
  let renderedAtOnce = false;
  const render = async () => {
    renders += 1;
    const rendered = await renderToString(
      <StrictMode>
        <ServerAuthContext.Provider value={auth}>
          <KeptPartsContext.Provider value={keptParts?.context ?? null}>
            <Providers queryClient={queryClient}>
              <StaticRouter location={url}>
                <RouteTree table={routes} />
              </StaticRouter>
            </Providers>
          </KeptPartsContext.Provider>
        </ServerAuthContext.Provider>
      </StrictMode>,
      () => keptParts?.beginRendering(),
    );
    renderedAtOnce = rendered.atOnce;
    return keptParts ? keptParts.finishRendering(rendered.html) : [rendered.html];
  };

  const unknownPage = await isUnknownPage(url);
  const isNotFound = notFoundAnswer(unknownPage);
  // A failed answer is not sent: the browser asks again and shows its own error state. A 404 is the
  // page's answer: it shows its not-found state, on the server as in the browser.
  const settleAnswers = () => {
    for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' && !isNotFound(q) })) queryClient.getQueryCache().remove(query);
    for (const query of queryClient.getQueryCache().findAll({ predicate: isNotFound })) keepNotFound(queryClient, query.queryKey);
  };

  const { searchParams } = new URL(url, 'http://localhost');
  await Promise.all([
    // The footer of every page names the site's operator and its registration (src/web/app/site-footer.tsx).
    queryClient.prefetchQuery(siteOperatorQuery),
    ...matches.map(({ handle, params }) => (handle as PageDataHandle | undefined)?.pageData?.({ queryClient, params, searchParams, language: languageOfPath(pathname) })),
  ]);
  settleAnswers();
  const asked = new Set(queryClient.getQueryCache().getAll().map((query) => query.queryHash));
  let htmlParts = await render();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const waiting = waitingQueries(queryClient).filter((query) => !asked.has(query.queryHash));
    if (waiting.length === 0) break;
    for (const query of waiting) asked.add(query.queryHash);
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    settleAnswers();
    htmlParts = await render();
  }
  const notFound = unknownPage || queryClient.getQueryCache().findAll({ predicate: isNotFound }).length > 0;
  keptParts?.finishPage(renderedAtOnce && !notFound);
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' || isNotFound(query) });
  const head = pageHeadOf(pathname, queryClient, notFound);
  return { html: linked(htmlParts), htmlParts, state: { user: null, answers: renderedAnswersOf(queries, Date.now()), ...(hasSession ? { sessionPending: true } : {}) }, status: notFound ? 404 : 200, head, renders };
}

/**
 * Queries a rendered component asked for that have no answer yet (and are not switched off, nor left to
 * the browser: `meta.browserOnly`, a quote asked with POST, which rendering never sends).
 */
function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient.getQueryCache().findAll({
    predicate: (query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle' || query.meta?.browserOnly) return false;
      const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
      return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    },
  });
}

/**
 * A boundary that React left to the browser (`<!--$!-->`): rendering it suspended, here on a lazy
 * component whose code was not loaded yet.
 */
const LEFT_TO_THE_BROWSER = '<!--$!';

/**
 * The whole page, with every lazy component's code loaded. Rendered at once into a string
 * (react-dom/server's renderToString) when nothing suspends: the usual case once the pages' code is
 * loaded, as every answer is fetched before rendering; writing the page as a stream of bytes and
 * reading it back cost a tenth of a page's time (docs/performance/2026-12-02-new-dates.md). When a
 * boundary suspended (a lazy component's first rendering), the page is prerendered instead, which waits
 * for it; later renderings find its code loaded. `beforeEach` is called before each way of rendering.
 */
async function renderToString(element: React.ReactNode, beforeEach: () => void): Promise<{ html: string; atOnce: boolean }> {
  try {
    beforeEach();
    const html = renderAtOnce(element);
    if (!html.includes(LEFT_TO_THE_BROWSER)) return { html, atOnce: true };
  } catch {
    // Suspended outside any boundary: prerendered below.
  }
  beforeEach();
  return { html: await prerenderToHtml(element), atOnce: false };
}

/** The page prerendered, waiting for every lazy component's code. */
async function prerenderToHtml(element: React.ReactNode): Promise<string> {
  // Every boundary inline: React would otherwise send large ones apart, with inline scripts the CSP refuses.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  // Read as it flows ('data' events), not through an async iterator: a page is a few thousand small
  // chunks, and a promise for each cost more than React's writing of them.
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude.on('data', (chunk: Buffer | string) => chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    prelude.once('end', resolve);
    prelude.once('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

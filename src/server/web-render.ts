import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setServerFetch } from '@/web/lib/api-client';
import type { RenderedPage } from './web-shell';

/**
 * Renders a guest page on the server (src/web/server-render.tsx). The page's API calls are answered by
 * this app in-process (`inject`), as the visitor: with their cookies, never with more.
 */
interface RenderScope {
  app: FastifyInstance;
  cookie: string | undefined;
}

const scope = new AsyncLocalStorage<RenderScope>();

/**
 * The answer headers a page reads: its type, and a list's total and counters (the list kit), so that a
 * rendered list shows the same count and pages as one the browser fetched.
 */
const PASSED_HEADERS = ['content-type', 'x-total-count', 'x-list-counts'] as const;

setServerFetch(async (input, init) => {
  const current = scope.getStore();
  if (!current) throw new Error('API call outside a server rendering');
  const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
  // Rendering only reads: a page's queries, never its mutations.
  if ((init?.method ?? 'GET') !== 'GET') throw new Error(`${init?.method} ${url} while rendering a page`);
  const response = await current.app.inject({
    method: 'GET',
    url,
    headers: { ...(current.cookie ? { cookie: current.cookie } : {}), accept: 'application/json' },
  });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) headers.set(name, String(value));
  }
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return new Response(response.statusCode === 204 ? null : response.body, { status: response.statusCode, headers });
});

/** Whether no page of the site answers this path (rendered on the server as the not-found page, with 404). */
export async function isUnknownWebPage(url: string): Promise<boolean> {
  const { isUnknownPage } = await import('@/web/server-render');
  return isUnknownPage(url);
}

/** The page rendered for this request, or null when it is left to the browser (it failed, or it redirects). */
export async function renderWebPage(app: FastifyInstance, request: FastifyRequest): Promise<RenderedPage | null> {
  try {
    const { renderPage } = await import('@/web/server-render');
    return await scope.run({ app, cookie: request.headers.cookie }, () => renderPage(request.url));
  } catch (error) {
    // The browser renders the page itself, as it would without the server's help.
    request.log.error({ err: error }, 'server rendering failed');
    return null;
  }
}

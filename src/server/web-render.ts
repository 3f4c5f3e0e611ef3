import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { setServerFetch } from '@/web/lib/api-client';
import { linked } from '@/web/lib/large-strings';
import { createPageCache, type PageEncoding, type PageVariant } from './page-cache';
import { compressedForClient } from './plugins/compression';
import { SESSION_COOKIE } from './plugins/session';
import { createWebShell, type RenderedPage } from './web-shell';

/**
 * Renders a guest page on the server (src/web/server-render.tsx) and sends the web app's pages. A
 * rendered page is the same for every visitor: it is rendered without the visitor's cookies, its API
 * calls answered by this app in-process (`inject`) as for a signed-out visitor; a visitor with a
 * session cookie gets the page with the personal parts loading, which the browser fills in
 * (docs/decisions/0024-shared-pages-for-signed-in-visitors.md). So both kinds of page are kept
 * (page-cache.ts) until what they show changes.
 */
const scope = new AsyncLocalStorage<{ app: FastifyInstance; publicVersion?: number }>();

/**
 * The answer headers a page reads: its type, and a list's total and counters (the list kit), so that a
 * rendered list shows the same count and pages as one the browser fetched.
 */
const PASSED_HEADERS = ['content-type', 'x-total-count', 'x-list-counts'] as const;

setServerFetch(async (input, init) => {
  const store = scope.getStore();
  if (!store) throw new Error('API call outside a server rendering');
  const { app, publicVersion } = store;
  const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
  // Rendering only reads: a page's queries, never its mutations.
  if ((init?.method ?? 'GET') !== 'GET') throw new Error(`${init?.method} ${url} while rendering a page`);
  // A public answer kept at the version the page is rendered at is read as it is, without a request
  // through the app (a house page's six answers cost a tenth of its time that way).
  const kept = publicVersion === undefined ? undefined : app.keptPublicAnswer(url, publicVersion);
  if (kept) return answerRead(200, kept.text, new Headers({ ...kept.headers, 'content-type': 'application/json; charset=utf-8' }));
  // No cookie: nobody's session, whoever asked for the page.
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) headers.set(name, String(value));
  }
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return answerRead(response.statusCode, response.statusCode === 204 ? '' : response.body, headers);
});

/**
 * An answer to a rendering's call, its body already read: what the web app's client reads of a
 * `Response` (src/web/lib/api-client.ts: `ok`, `status`, `statusText`, `headers`, `json()`, `text()`),
 * without the body stream a `Response` wraps its text in, which cost a search page 3–4 % of the
 * server's thread to write and read back (docs/performance/2026-12-03-kept-houses.md).
 */
function answerRead(status: number, body: string, headers: Headers): Response {
  const answer = {
    status,
    ok: status >= 200 && status < 300,
    // As a Response made with only a status has.
    statusText: '',
    headers,
    json: async () => JSON.parse(body) as unknown,
    text: async () => body,
  };
  return answer as unknown as Response;
}

type ServerRender = typeof import('@/web/server-render');
let serverRender: Promise<ServerRender> | undefined;
/** The web app's server rendering, loaded on the first page (not with the API) and kept. */
const loadServerRender = () => (serverRender ??= import('@/web/server-render'));

/** Whether no page answers a path, matched once per path: the route table is the same for every request. */
const unknownPaths = new LRUCache<string, boolean>({ max: 5000 });

/** Whether no page of the site answers this path (rendered on the server as the not-found page, with 404). */
export async function isUnknownWebPage(url: string): Promise<boolean> {
  const pathname = url.split('?')[0];
  const known = unknownPaths.get(pathname);
  if (known !== undefined) return known;
  const unknown = await (await loadServerRender()).isUnknownPage(pathname);
  unknownPaths.set(pathname, unknown);
  return unknown;
}

/** The page rendered for this variant of this request, or null when it is left to the browser (it failed, or it redirects). */
export async function renderWebPage(app: FastifyInstance, request: FastifyRequest, variant: PageVariant = 'signed-out', publicVersion?: number): Promise<RenderedPage | null> {
  try {
    const { renderPage } = await loadServerRender();
    return await scope.run({ app, publicVersion }, () => renderPage(request.url, { hasSession: variant === 'session', publicVersion }));
  } catch (error) {
    // The browser renders the page itself, as it would without the server's help.
    request.log.error({ err: error }, 'server rendering failed');
    return null;
  }
}

/**
 * The handler of every web page: index.html for the URL, rendered on the server for the public pages
 * and kept for the next visitor of the same variant; null when the web app is not built.
 */
export function createPageSender(app: FastifyInstance, webDistDir: string | undefined) {
  const webShell = webDistDir ? createWebShell(webDistDir, app.config.siteUrl) : null;
  // Compressed strongly only once asked for again: a page with a visitor's own dates is mostly asked for
  // once, and Brotli 9 of it costs several times its rendering (docs/decisions/0034-fresh-pages.md).
  const pageCache = webShell ? createPageCache(app.publicVersion, { compressWhen: 'asked-again', keepFrom: 'second-ask' }) : null;
  // The same page for every visitor, but it may not be stored by a shared cache: `private`.
  const sendHtml = (reply: FastifyReply, status: number, body: string | Buffer, cache: 'hit' | 'miss' | null, encoding: PageEncoding | null = null) => {
    if (cache) reply.header('x-page-cache', cache).header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(status).header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(body);
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const variant: PageVariant = request.cookies[SESSION_COOKIE] ? 'session' : 'signed-out';
    const version = pageCache ? await pageCache.currentVersion() : 0;
    const kept = pageCache?.get(variant, request.url, version, request.headers['accept-encoding']);
    if (kept) return sendHtml(reply, kept.status, kept.body, 'hit', kept.encoding);
    const unknownPage = webShell ? await isUnknownWebPage(request.url) : false;
    const renders = webShell?.renders(request.url, unknownPage) ?? false;
    // The parts that the stay does not change are kept at the version read before rendering, as the page is.
    const rendered = renders ? await renderWebPage(app, request, variant, pageCache ? version : undefined) : null;
    // A page the browser renders itself starts knowing who is signed in (never asking, never a 401).
    const user = rendered ? null : await app.loadSessionUser(request);
    const htmlParts = webShell?.htmlPartsFor(request.url, rendered, { user });
    if (!htmlParts) return reply.code(404).send({ code: 'NOT_FOUND', message: 'お探しのページは見つかりません' });
    const status = unknownPage ? 404 : (rendered?.status ?? 200);
    // The page's pieces are written one by one for the compressor, never read as one string (src/web/lib/large-strings.ts).
    const html = linked(htmlParts);
    if (!rendered) return sendHtml(reply, status, html, pageCache && renders ? 'miss' : null);
    // Compressed off the main thread, and the copy kept with the page for the next visitor.
    const compressed = await compressedForClient(htmlParts, request.headers['accept-encoding']);
    pageCache?.set(variant, request.url, version, { text: html, status }, compressed ? { [compressed.encoding]: compressed.body } : {});
    return sendHtml(reply, status, compressed?.body ?? html, pageCache ? 'miss' : null, compressed?.encoding ?? null);
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler, RouteOptions } from 'fastify';
import { createPageCache } from '../page-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer is the same for every visitor (it reads no session) and shows only what the
     * public version covers: a 200 is kept and sent again to the next request of the same URL until
     * that version changes. `headers`: the route's own headers that belong to the answer (x-total-count).
     */
    keptPublicAnswer?: { headers?: readonly string[] };
  }
}

/** Says whether the answer came from the kept ones (`hit`) or was made and kept (`miss`). */
export const CACHE_HEADER = 'x-answer-cache';

/** How many bytes of API answers are kept (JSON and its compressed copies); the least recently used go first. */
const MAX_BYTES = 8 * 1024 * 1024;

/** What the request's own hooks learned: the version read when it came, and whether it was answered from the cache. */
const seen = new WeakMap<FastifyRequest, { version: number; kept: boolean }>();

/**
 * Public answers kept between requests (docs/decisions/0027-kept-public-answers.md): the house, its
 * features, amenities, host and reviews, the search and the top-rated list. Like the rendered pages
 * (src/server/page-cache.ts, the same keeping), an answer is kept with the public version read when its
 * request came, before the route read anything, and sent again only while that is still the current
 * version: any committed change to what it shows, by any server or job, retires every kept answer at
 * once. Each request reads the version after it arrived (src/server/public-version.ts).
 */
export function registerKeptPublicAnswers(app: FastifyInstance) {
  const answers = createPageCache(app.publicVersion, { maxBytes: MAX_BYTES, compressWhen: 'asked-again' });

  const sendKept: onRequestAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const version = await answers.currentVersion();
    const kept = answers.get('api', request.url, version, request.headers['accept-encoding']);
    seen.set(request, { version, kept: Boolean(kept) });
    if (!kept) return;
    reply.code(kept.status).headers(kept.headers).header(CACHE_HEADER, 'hit').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (kept.encoding) reply.header('content-encoding', kept.encoding);
    return reply.send(kept.body);
  };

  const keep =
    (headerNames: readonly string[]): onSendAsyncHookHandler<unknown> =>
    async (request, reply, payload) => {
      const state = seen.get(request);
      if (!state || state.kept || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const headers: Record<string, string> = {};
      for (const name of headerNames) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      answers.set('api', request.url, state.version, { text: payload, status: 200, headers });
      reply.header(CACHE_HEADER, 'miss');
      return payload;
    };

  app.addHook('onRoute', (route: RouteOptions) => {
    const kept = route.config?.keptPublicAnswer;
    if (!kept || route.method !== 'GET') return;
    route.onRequest = [...asList(route.onRequest), sendKept];
    route.onSend = [...asList(route.onSend), keep(kept.headers ?? [])];
  });
}

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

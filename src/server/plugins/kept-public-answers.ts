import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler, RouteOptions } from 'fastify';
import { createPageCache } from '../page-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer is the same for every visitor (it reads no session) and shows only what the
     * public version covers: a 200 is kept and sent again to the next request of the same URL (and, for
     * a POST, the same validated body) until that version changes. `headers`: the route's own headers
     * that belong to the answer (x-total-count). `signedOutOnly`: the answer depends on who asks when
     * someone is signed in (a guest's own holds), so only signed-out requests are kept and answered.
     */
    keptPublicAnswer?: { headers?: readonly string[]; signedOutOnly?: boolean };
  }
  interface FastifyInstance {
    /**
     * The kept answer of a public GET at this version, as a signed-out visitor gets it, or undefined: the
     * server's rendering of a page reads its kept answers here instead of sending itself a request
     * (src/server/web-render.ts), at the version it read before rendering.
     */
    keptPublicAnswer(url: string, version: number): { text: string; headers: Record<string, string> } | undefined;
  }
}

/** Says whether the answer came from the kept ones (`hit`) or was made and kept (`miss`). */
export const CACHE_HEADER = 'x-answer-cache';

/** How many bytes of API answers are kept (JSON and its compressed copies); the least recently used go first. */
const MAX_BYTES = 8 * 1024 * 1024;

/** What the request's own hooks learned: the version read when it came, and whether it was answered from the cache. */
const seen = new WeakMap<FastifyRequest, { version: number; kept: boolean }>();

/**
 * The public version a kept route's request read when it came (undefined before, or on a route that
 * keeps nothing): what the route itself keeps per version is kept at that one, as its answer is.
 */
export const publicVersionReadBy = (request: FastifyRequest): number | undefined => seen.get(request)?.version;

/** A GET's answer is found by its URL; a POST's by its URL and its body as the route validated it. */
const keyOf = (request: FastifyRequest) => (request.method === 'GET' ? request.url : `${request.method} ${request.url} ${JSON.stringify(request.body)}`);

/**
 * Public answers kept between requests (docs/decisions/0027-kept-public-answers.md): the house, its
 * features, amenities, host and reviews, the search and the top-rated list, and a signed-out visitor's
 * price of a stay and calendar of a house (0031-kept-signed-out-pricing.md). Like the rendered pages
 * (src/server/page-cache.ts, the same keeping), an answer is kept with the public version read when its
 * request came, before the route read anything, and sent again only while that is still the current
 * version: any committed change to what it shows, by any server or job, retires every kept answer at
 * once. Each request reads the version after it arrived (src/server/public-version.ts).
 */
export function registerKeptPublicAnswers(app: FastifyInstance) {
  const answers = createPageCache(app.publicVersion, { maxBytes: MAX_BYTES, compressWhen: 'asked-again', keepFrom: 'second-ask' });
  app.decorate('keptPublicAnswer', (url: string, version: number) => {
    const kept = answers.get('api', url, version);
    return kept && typeof kept.body === 'string' ? { text: kept.body, headers: kept.headers } : undefined;
  });

  const sendKept = (signedOutOnly: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (signedOutOnly && request.user) return;
    const version = await answers.currentVersion();
    const kept = answers.get('api', keyOf(request), version, request.headers['accept-encoding']);
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
      answers.set('api', keyOf(request), state.version, { text: payload, status: 200, headers });
      reply.header(CACHE_HEADER, 'miss');
      return payload;
    };

  app.addHook('onRoute', (route: RouteOptions) => {
    const kept = route.config?.keptPublicAnswer;
    if (!kept || (route.method !== 'GET' && route.method !== 'POST')) return;
    const send = sendKept(kept.signedOutOnly ?? false);
    // A GET is answered before anything else of the route runs; a POST once its body is read and
    // validated (its key), and the session is known in both (the site-wide hooks run first).
    if (route.method === 'GET') route.onRequest = [...asList(route.onRequest), send];
    else route.preHandler = [...asList(route.preHandler), send];
    route.onSend = [...asList(route.onSend), keep(kept.headers ?? [])];
  });
}

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Called by other sites on purpose, with their own proof (the payment provider's signature). */
const CROSS_SITE_ROUTES = new Set(['/api/stripe/webhook']);

/**
 * The hosts (with port) this site answers as: the one the request was addressed to (a browser sends
 * the real one, whatever page made it send the request) and the configured public address's (behind a
 * proxy that rewrites Host).
 */
function ownHosts(request: FastifyRequest, publicUrl: string | undefined): string[] {
  return [request.headers.host, publicUrl && new URL(publicUrl).host].filter((h): h is string => Boolean(h));
}

/**
 * Why a state-changing request comes from another site, or null when it does not (or cannot tell: a
 * client that is not a browser sends neither header and passes). SameSite=Lax cookies still travel
 * from a sibling subdomain (the same "site"), so `Sec-Fetch-Site: same-site` is refused too.
 */
export function crossSiteReason(
  headers: { origin?: string; 'sec-fetch-site'?: string },
  ownHosts: readonly string[],
): string | null {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return `sec-fetch-site: ${fetchSite}`;
  const origin = headers.origin;
  if (origin === undefined) return null;
  if (origin === 'null') return 'origin: null';
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return 'origin: malformed';
  }
  return ownHosts.includes(originHost) ? null : `origin: ${origin}`;
}

/**
 * CSRF defence for the whole API, the host area's and the back office's included: a POST, PUT, PATCH
 * or DELETE under /api whose `Origin` or `Sec-Fetch-Site` names another site is refused with a 403
 * before anything else runs.
 */
export function refuseCrossSiteWrites(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') || CROSS_SITE_ROUTES.has(path)) return;
    const reason = crossSiteReason(request.headers as { origin?: string; 'sec-fetch-site'?: string }, ownHosts(request, app.config.siteUrl));
    if (reason) {
      request.log.warn({ reason, path }, 'cross-site write refused');
      throw forbidden('他のサイトからのリクエストは受け付けていません');
    }
  });
}

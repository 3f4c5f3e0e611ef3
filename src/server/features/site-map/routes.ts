import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPublishedHouses } from './repository';

/** The public pages search engines may list, besides the houses. */
const PUBLIC_PAGES = ['/', '/search', '/about-kominka', '/contact', '/terms', '/privacy', '/tokushoho'];

/** Areas for signed-in people, the API and one-off booking steps: nothing for a crawler to list. */
const PRIVATE_PATHS = ['/api/', '/admin', '/host', '/owner/', '/bookings', '/booking', '/profile', '/favorites', '/payment', '/checkout', '/review', '/property/*/booking'];

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
const MAX_URLS = 50_000;

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * robots.txt and sitemap.xml: built at each request from the database, so a house appears as soon as it
 * is published and leaves as soon as it is withdrawn, suspended or deleted. Addresses use the site's
 * public address (PUBLIC_URL).
 */
export const siteMapRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = app.config.siteUrl;

  app.get(
    '/robots.txt',
    { schema: { hide: true, response: { 200: z.string() } } },
    async (_request, reply) => {
      const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${site}/sitemap.xml`, ''];
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
    },
  );

  app.get(
    '/sitemap.xml',
    { schema: { hide: true, response: { 200: z.string() } } },
    async (_request, reply) => {
      const houses = await listPublishedHouses(app.db, MAX_URLS - PUBLIC_PAGES.length);
      const entries = [
        ...PUBLIC_PAGES.map((path) => `  <url><loc>${escapeXml(`${site}${path}`)}</loc></url>`),
        ...houses.map((house) => `  <url><loc>${escapeXml(`${site}/property/${house.id}`)}</loc><lastmod>${house.updatedAt.toISOString()}</lastmod></url>`),
      ];
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
    },
  );
};

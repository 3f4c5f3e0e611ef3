import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** A built file's name: the build's hashed files lie in one flat folder; no path, no leading dot. */
const BUILT_FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** The route of the built web app's hashed files (compression.ts gives it the settings of static files). */
export const WEB_ASSETS_ROUTE = '/assets/:file';

/**
 * The built web app's hashed scripts, styles and fonts (`dist/web/assets`), cached by browsers for a year.
 * Served by a route of their own rather than the static files' wildcard route: that route checks the
 * spelling of every path against its folder's listing (a `readdir` of a folder of some 800 files for each
 * script a page loads, about a tenth of a test server's CPU on 2026-12-01). Here a name either matches
 * BUILT_FILE_NAME and is sent from that one folder, read at request time (a rebuild needs no restart), or
 * is a 404. The files are public: nothing else lies in that folder. Their Brotli and gzip forms, made
 * once by the build at the strongest settings, go to a browser that accepts them.
 */
export async function webAssets(app: FastifyInstance, { webDistDir }: { webDistDir: string }) {
  // In this plugin's own scope: its `reply.sendFile` serves from the assets folder only.
  await app.register(fastifyStatic, {
    root: path.resolve(webDistDir, 'assets'),
    serve: false,
    // The build writes each file's Brotli and gzip forms beside it (scripts/lib/precompress-plugin.ts):
    // sent as they are to a browser that accepts them; a file without them is compressed as it goes (compression.ts).
    preCompressed: true,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get<{ Params: { file: string } }>(WEB_ASSETS_ROUTE, { schema: { hide: true } }, (request, reply) =>
    BUILT_FILE_NAME.test(request.params.file) ? reply.sendFile(request.params.file) : reply.callNotFound(),
  );
}

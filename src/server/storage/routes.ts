import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/app-error';
import { publicKeyOf } from './file-storage';

/**
 * GET /uploads/{folder}/{name}: the public file area (house and review photos, avatars), whatever the
 * storage behind it, so that several app servers serve the same files. Names are generated and never
 * reused, so a file is cached for a year. The private area has no address.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:folder/:name',
    {
      schema: {
        hide: true,
        params: z.object({ folder: z.string(), name: z.string() }),
      },
    },
    async (request, reply) => {
      const key = publicKeyOf(`/uploads/${request.params.folder}/${request.params.name}`);
      const file = key ? await app.storage.public.get(key) : null;
      if (!file) throw notFound('ファイルが見つかりません');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.body);
    },
  );
};

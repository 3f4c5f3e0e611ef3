import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer } from '@/contract/file-answers';
import { z } from 'zod';
import { healthResponseSchema, placeholderParamsSchema } from '@/contract/system';
import { recentAnswer } from '../../lib/recent-answer';
import { placeholderSvg } from './placeholder-image';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  // The database's state from a ping at most a second old, refreshed in the background (recent-answer.ts):
  // under load a health check answers at once instead of queueing behind the searches on the database
  // (PGlite is one session). A failed ping is not kept: the next check asks again and answers 503.
  const pingDatabase = recentAnswer(
    async () => {
      const started = performance.now();
      await app.pingDatabase();
      return Math.round((performance.now() - started) * 10) / 10;
    },
    { maxAgeMs: 1000, refreshAfterMs: 250 },
  );
  app.get(
    '/api/health',
    { schema: { tags: ['システム'], summary: '稼働状況とデータベースの応答', response: { 200: healthResponseSchema, 503: healthResponseSchema.extend({ status: z.literal('error') }) } } },
    async (_request, reply) => {
      try {
        const latencyMs = await pingDatabase();
        return { status: 'ok' as const, database: { kind: app.dbKind, ok: true, latencyMs } };
      } catch {
        return reply.code(503).send({ status: 'error' as const, database: { kind: app.dbKind, ok: false, latencyMs: 0 } });
      }
    },
  );

  app.get(
    '/api/placeholder/:w/:h',
    {
      schema: {
        tags: ['システム'],
        summary: 'プレースホルダー画像（SVG）',
        params: placeholderParamsSchema,
        querystring: z.object({
          seed: z.coerce.number().int().min(0).max(1_000_000).optional(),
          label: z.string().max(40).optional(),
        }),
        response: { 200: fileAnswer('プレースホルダー画像', ['image/svg+xml']) },
      },
    },
    async (request, reply) => {
      const { w, h } = request.params;
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(placeholderSvg(w, h, request.query.seed ?? 0, request.query.label));
    },
  );
};

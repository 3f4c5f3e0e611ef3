import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/errors';
import { holidaysQuerySchema, holidaysSchema } from '@/contract/holidays';
import { holidaysBetween } from './service';

/** GET /api/holidays?from=&to=: public, offline (holiday_jp's data), cached a day. */
export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/holidays',
    {
      schema: {
        tags: ['カレンダー'],
        summary: '日本の祝日（振替休日・国民の休日を含む）を期間で取得',
        querystring: holidaysQuerySchema,
        response: { 200: holidaysSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'public, max-age=86400').send(holidaysBetween(request.query)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '@/contract/admin-auth';
import { errorBodySchema } from '@/contract/errors';
import { getAdminStats } from './service';

export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    {
      schema: {
        tags: ['管理画面'],
        summary: 'ダッシュボードの集計',
        response: { 200: adminStatsSchema, 401: errorBodySchema },
      },
    },
    async () => getAdminStats(app.db),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/errors';
import { hostDashboardSchema } from '@/contract/host-dashboard';
import { currentUser, requireRole } from '../../plugins/guards';
import { getHostDashboard } from './service';

export const hostDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/host/dashboard',
    {
      preHandler: requireRole('host'),
      schema: {
        tags: ['ホスト'],
        security: [{ session: [] }],
        summary: 'ホストダッシュボードの集計（自分の物件のみ）',
        response: { 200: hostDashboardSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => getHostDashboard(app.db, currentUser(request).id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/errors';
import { hostDashboardSchema } from '@/contract/host-dashboard';
import { userActorOf } from '../../policy';
import { getHostDashboard } from './service';

export const hostDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/host/dashboard',
    {
      schema: {
        tags: ['ホスト'],
        summary: 'ホストダッシュボードの集計（自分の物件のみ）',
        response: { 200: hostDashboardSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => getHostDashboard(app.db, userActorOf(request).id),
  );
};

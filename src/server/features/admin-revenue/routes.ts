import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRevenueQuerySchema, adminRevenueSchema } from '@/contract/admin-revenue';
import { errorBodySchema } from '@/contract/errors';
import * as service from './service';

const tags = ['管理画面'];

/** 売上管理 (inside the admin area). */
export const adminRevenueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/revenue',
    {
      schema: {
        tags,
        summary: '売上管理: 月の取扱高・返金・チェックアウト分の売上・手数料（15%）と前月比、その月までの12か月、都道府県別（日本時間）',
        description:
          'month（YYYY-MM、省略時は今月）。予約はチェックアウト日、キャンセルはキャンセル日、返金は返金完了日の月に計上します（ホストの売上と同じ基準で、全ホストの合計と一致します）。',
        querystring: adminRevenueQuerySchema,
        response: { 200: adminRevenueSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => service.getRevenue(app.db, request.query.month),
  );
};

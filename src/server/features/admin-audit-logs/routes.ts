import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminActivityItemSchema, adminAuditLogsQuerySchema, auditLogEntrySchema, auditLogFacetsSchema } from '@/contract/admin-audit-logs';
import { errorBodySchema } from '@/contract/errors';
import { sendListPage } from '../../lib/list-page';
import * as service from './service';

const tags = ['管理画面'];

/** /admin/audit-log and the dashboard's recent activity: the audit trail, read-only (registered inside the admin area). */
export const adminAuditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit-logs',
    {
      schema: {
        tags,
        summary: '監査ログ（新しい順・検索・絞り込み・ページ送り）。全件数は x-total-count',
        description:
          'q は対象のID・管理者名・操作（英語のキーまたは日本語）の部分一致。entityType・adminId で絞り込み、' +
          'from・to（YYYY-MM-DD、日本時間、両端を含む）で期間を指定します。',
        querystring: adminAuditLogsQuerySchema,
        response: { 200: z.array(auditLogEntrySchema), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listAuditLogs(app.db, request.query)),
  );

  app.get(
    '/api/admin/audit-logs/facets',
    {
      schema: {
        tags,
        summary: '監査ログの絞り込みの選択肢（記録された対象の種類と管理者）',
        response: { 200: auditLogFacetsSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => service.getAuditLogFacets(app.db),
  );

  app.get(
    '/api/admin/stats/activity',
    {
      schema: {
        tags,
        summary: 'ダッシュボードの最近のアクティビティ（管理者の操作と新しい予約、新しい順に10件）',
        response: { 200: z.array(adminActivityItemSchema), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => service.getRecentActivity(app.db),
  );
};

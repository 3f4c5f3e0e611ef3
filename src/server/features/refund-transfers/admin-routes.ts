import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/errors';
import { adminRefundTransferDetailSchema, adminRefundTransferQuerySchema, adminRefundTransferSchema } from '@/contract/refund-transfers';
import { auditContextOf } from '../../audit/audit';
import { sendListPage } from '../../lib/list-page';
import * as service from './service';

const tags = ['管理画面'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.uuid('返金のIDが正しくありません') });

/** 返金の振込: コンビニ払い・銀行振込の返金を運営の口座から振り込み、振込済みにする (inside the admin area). */
export const adminRefundTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/refund-transfers',
    {
      schema: {
        tags,
        summary: 'コンビニ払い・銀行振込の返金（振込）の一覧（状態で絞り込み・新しい順・ページ送り）。全件数は x-total-count',
        querystring: adminRefundTransferQuerySchema,
        response: { 200: z.array(adminRefundTransferSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const page = await service.listTransfers(app.db, request.query);
      return sendListPage(reply, { items: page.items, total: page.total, counts: {} });
    },
  );

  app.get(
    '/api/admin/refund-transfers/:id',
    {
      schema: { tags, summary: '返金の振込先（口座番号・名義の全体。振込後は消去済み）', params, response: { 200: adminRefundTransferDetailSchema, ...refusals } },
    },
    async (request) => service.getTransfer(app.db, app.fieldCipher, request.params.id),
  );

  app.post(
    '/api/admin/refund-transfers/:id/transferred',
    {
      schema: {
        tags,
        summary: '返金を振込済みにする（返金手続き中のもののみ。口座番号・名義を消去し、監査ログに記録）',
        params,
        response: { 200: adminRefundTransferSchema, ...refusals, 409: errorBodySchema },
      },
    },
    async (request) => service.markTransferred(app.db, auditContextOf(request), request.params.id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPaymentSchema, adminPaymentsQuerySchema, adminRefundIdParamsSchema } from '@/contract/admin-payments';
import { errorBodySchema } from '@/contract/errors';
import { auditContextOf } from '../../audit/audit';
import { sendListPage } from '../../lib/list-page';
import * as service from './service';

const tags = ['管理画面'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** 決済履歴: every payment and refund, and the retry of a failed refund (inside the admin area). */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags,
        summary: '決済履歴（決済と返金を1行ずつ。検索・種類と状態で絞り込み・並び替え・ページ送り）。全件数は x-total-count、集計は x-list-counts',
        description:
          'q は予約ID・ゲスト名・決済代行会社のID（PaymentIntent・課金・返金）の部分一致。x-list-counts は全件に対する { paidTotalJpy, refundedTotalJpy, failedCount } の JSON です。',
        querystring: adminPaymentsQuerySchema,
        response: { 200: z.array(adminPaymentSchema), ...refusals },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listPayments(app.db, request.query)),
  );

  app.post(
    '/api/admin/refunds/:id/retry',
    {
      schema: {
        tags,
        summary: '失敗した返金を決済代行会社に再依頼（結果を記録し、監査ログに残します。失敗していない返金は 409）',
        params: adminRefundIdParamsSchema,
        response: { 200: adminPaymentSchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.retryRefund(app.db, app.payments, auditContextOf(request), request.params.id),
  );
};

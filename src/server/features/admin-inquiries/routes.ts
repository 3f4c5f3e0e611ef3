import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminInquiriesQuerySchema, adminInquiryDetailSchema, adminInquiryIdParamsSchema, adminInquirySchema, respondInquiryBodySchema } from '@/contract/admin-inquiries';
import { errorBodySchema } from '@/contract/errors';
import { auditContextOf } from '../../audit/audit';
import { sendListPage } from '../../lib/list-page';
import * as service from './service';

const tags = ['管理画面'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const changeResponse = { 200: adminInquiryDetailSchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema };

/** /admin/inquiries: the contact form's inquiries, their details, take, answer (e-mailed to the sender) and close (inside the admin area). */
export const adminInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/inquiries',
    {
      schema: {
        tags,
        summary: 'お問い合わせ一覧（検索・対応状況と種別で絞り込み・並び替え・ページ送り）。全件数は x-total-count、集計は x-list-counts',
        description:
          'q は名前・メールアドレス・件名の部分一致（大文字小文字・全角半角を区別しません）。' +
          'x-list-counts は全お問い合わせに対する { total, open, inProgress, resolved, closed } の JSON です。',
        querystring: adminInquiriesQuerySchema,
        response: { 200: z.array(adminInquirySchema), ...refusals },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listInquiries(app.db, request.query)),
  );

  app.get(
    '/api/admin/inquiries/:id',
    {
      schema: {
        tags,
        summary: 'お問い合わせの詳細（送信者・内容・回答・いまできる操作）',
        params: adminInquiryIdParamsSchema,
        response: { 200: adminInquiryDetailSchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (request) => service.getInquiry(app.db, request.params.id),
  );

  app.post(
    '/api/admin/inquiries/:id/take',
    {
      schema: {
        tags,
        summary: 'お問い合わせの対応を開始（新規 → 対応中。担当者になります。監査ログに記録）',
        params: adminInquiryIdParamsSchema,
        response: changeResponse,
      },
    },
    async (request) => service.changeInquiry(app.db, app.mail, auditContextOf(request), request.params.id, { action: 'take' }),
  );

  app.post(
    '/api/admin/inquiries/:id/respond',
    {
      schema: {
        tags,
        summary: 'お問い合わせに回答（新規・対応中 → 解決済み。回答は送信者にメールで届きます。監査ログに記録）',
        description: '解決済み・クローズのお問い合わせには 409 を返します。回答内容（responseContent）は前後の空白を除いて1〜5000文字です。',
        params: adminInquiryIdParamsSchema,
        body: respondInquiryBodySchema,
        response: changeResponse,
      },
    },
    async (request) =>
      service.changeInquiry(app.db, app.mail, auditContextOf(request), request.params.id, { action: 'respond', response: request.body.responseContent }),
  );

  app.post(
    '/api/admin/inquiries/:id/close',
    {
      schema: {
        tags,
        summary: 'お問い合わせをクローズ（クローズ以外 → クローズ。監査ログに記録）',
        params: adminInquiryIdParamsSchema,
        response: changeResponse,
      },
    },
    async (request) => service.changeInquiry(app.db, app.mail, auditContextOf(request), request.params.id, { action: 'close' }),
  );
};

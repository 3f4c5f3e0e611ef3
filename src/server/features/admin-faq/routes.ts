import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFaqIdParamsSchema,
  adminFaqItemSchema,
  adminFaqQuerySchema,
  faqActiveBodySchema,
  faqCategoriesSchema,
  faqItemBodySchema,
  faqReorderBodySchema,
} from '@/contract/admin-faq';
import { errorBodySchema } from '@/contract/errors';
import { auditContextOf } from '../../audit/audit';
import { sendListPage } from '../../lib/list-page';
import * as service from './service';

const tags = ['管理画面'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** FAQ管理: list, create, edit, show/hide, delete and reorder the contact page's questions; every change is audited (inside the admin area). */
export const adminFaqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/faq',
    {
      schema: {
        tags,
        summary: 'FAQ一覧（表示順。検索・カテゴリと表示状態で絞り込み・ページ送り）。全件数は x-total-count、集計は x-list-counts',
        description: 'q はカテゴリ・質問・回答の部分一致。x-list-counts は全項目に対する { total, active, inactive, categories } の JSON です。',
        querystring: adminFaqQuerySchema,
        response: { 200: z.array(adminFaqItemSchema), ...refusals },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listFaq(app.db, request.query)),
  );

  app.get(
    '/api/admin/faq/categories',
    { schema: { tags, summary: '使われているFAQのカテゴリ（表示順）', response: { 200: faqCategoriesSchema, ...refusals } } },
    async () => service.listCategories(app.db),
  );

  app.post(
    '/api/admin/faq',
    {
      schema: {
        tags,
        summary: 'FAQを追加（表示順の最後に入ります。監査ログに記録）',
        description: '英語（categoryEn・questionEn・answerEn）は任意で、英語のお問い合わせページに表示されます。ない文は日本語で表示されます。',
        body: faqItemBodySchema,
        response: { 201: adminFaqItemSchema, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createFaqItem(app.db, auditContextOf(request), request.body)),
  );

  app.post(
    '/api/admin/faq/reorder',
    {
      schema: {
        tags,
        summary: 'FAQの並べ替え（ids の項目がいまの位置を新しい順に入れ替えます。1カテゴリ分・隣り合う2件・全件のいずれも可。監査ログに記録）',
        body: faqReorderBodySchema,
        response: { 200: z.array(adminFaqItemSchema), ...refusals },
      },
    },
    async (request) => service.reorderFaq(app.db, auditContextOf(request), request.body.ids),
  );

  app.put(
    '/api/admin/faq/:id',
    {
      schema: {
        tags,
        summary: 'FAQを編集（カテゴリ・質問・回答とその英語・表示。監査ログに記録）',
        description: '英語（categoryEn・questionEn・answerEn）は空または null で削除、省略すると変わりません。',
        params: adminFaqIdParamsSchema,
        body: faqItemBodySchema,
        response: { 200: adminFaqItemSchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (request) => service.updateFaqItem(app.db, auditContextOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/admin/faq/:id/active',
    {
      schema: {
        tags,
        summary: 'FAQの表示・非表示を切り替え（非表示の項目はお問い合わせページに出ません。監査ログに記録）',
        params: adminFaqIdParamsSchema,
        body: faqActiveBodySchema,
        response: { 200: adminFaqItemSchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (request) => service.setFaqItemActive(app.db, auditContextOf(request), request.params.id, request.body.isActive),
  );

  app.delete(
    '/api/admin/faq/:id',
    {
      schema: {
        tags,
        summary: 'FAQを削除（監査ログに内容を残します）',
        params: adminFaqIdParamsSchema,
        response: { 204: z.null().describe('削除しました'), ...refusals, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.deleteFaqItem(app.db, auditContextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

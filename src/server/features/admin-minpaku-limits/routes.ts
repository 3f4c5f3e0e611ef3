import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMinpakuLimitQuerySchema, adminMinpakuLimitSchema, minpakuLimitBodySchema, minpakuLimitIdParamsSchema } from '@/contract/admin-minpaku-limits';
import { errorBodySchema } from '@/contract/errors';
import { auditContextOf } from '../../audit/audit';
import { sendListPage } from '../../lib/list-page';
import * as service from './service';

const tags = ['管理画面'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** 民泊の自治体ルール: the municipalities' 民泊 periods and limits (list, add, edit, delete; every change audited), inside the admin area. */
export const adminMinpakuLimitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/minpaku-limits',
    {
      schema: {
        tags,
        summary: '民泊の自治体ルール一覧（地域順。検索・都道府県・適用状況で絞り込み・ページ送り）。全件数は x-total-count、集計は x-list-counts',
        querystring: adminMinpakuLimitQuerySchema,
        response: { 200: z.array(adminMinpakuLimitSchema), ...refusals },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listLimits(app.db, request.query)),
  );

  app.post(
    '/api/admin/minpaku-limits',
    { schema: { tags, summary: '民泊の自治体ルールを追加（監査ログに記録）', body: minpakuLimitBodySchema, response: { 201: adminMinpakuLimitSchema, ...refusals } } },
    async (request, reply) => reply.code(201).send(await service.createLimit(app.db, auditContextOf(request), request.body)),
  );

  app.put(
    '/api/admin/minpaku-limits/:id',
    {
      schema: {
        tags,
        summary: '民泊の自治体ルールを編集（監査ログに変更前後を記録）',
        params: minpakuLimitIdParamsSchema,
        body: minpakuLimitBodySchema,
        response: { 200: adminMinpakuLimitSchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (request) => service.updateLimit(app.db, auditContextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/minpaku-limits/:id',
    {
      schema: {
        tags,
        summary: '民泊の自治体ルールを削除（監査ログに内容を残します）',
        params: minpakuLimitIdParamsSchema,
        response: { 204: z.null().describe('削除しました'), ...refusals, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.deleteLimit(app.db, auditContextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

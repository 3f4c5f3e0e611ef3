import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer } from '@/contract/file-answers';
import { z } from 'zod';
import {
  accommodationTaxIdParamsSchema,
  accommodationTaxReportQuerySchema,
  accommodationTaxReportSchema,
  accommodationTaxRuleBodySchema,
  accommodationTaxRuleSchema,
  adminAccommodationTaxQuerySchema,
} from '@/contract/admin-accommodation-tax';
import { errorBodySchema } from '@/contract/errors';
import { auditContextOf } from '../../audit/audit';
import { sendListPage } from '../../lib/list-page';
import * as service from './service';

const tags = ['管理画面'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** 宿泊税: the accommodation tax rules (list, add, edit, delete; every change audited) and the monthly report per municipality (inside the admin area). */
export const adminAccommodationTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/accommodation-tax',
    {
      schema: {
        tags,
        summary: '宿泊税のルール一覧（地域順。検索・適用状況で絞り込み・ページ送り）。全件数は x-total-count、集計は x-list-counts',
        querystring: adminAccommodationTaxQuerySchema,
        response: { 200: z.array(accommodationTaxRuleSchema), ...refusals },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listRules(app.db, request.query)),
  );

  app.post(
    '/api/admin/accommodation-tax',
    { schema: { tags, summary: '宿泊税のルールを追加（監査ログに記録）', body: accommodationTaxRuleBodySchema, response: { 201: accommodationTaxRuleSchema, ...refusals } } },
    async (request, reply) => reply.code(201).send(await service.createRule(app.db, auditContextOf(request), request.body)),
  );

  app.put(
    '/api/admin/accommodation-tax/:id',
    {
      schema: {
        tags,
        summary: '宿泊税のルールを編集（監査ログに変更前後を記録）',
        params: accommodationTaxIdParamsSchema,
        body: accommodationTaxRuleBodySchema,
        response: { 200: accommodationTaxRuleSchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (request) => service.updateRule(app.db, auditContextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/accommodation-tax/:id',
    { schema: { tags, summary: '宿泊税のルールを削除（監査ログに内容を残します）', params: accommodationTaxIdParamsSchema, response: { 204: z.null().describe('削除しました'), ...refusals, 404: errorBodySchema } } },
    async (request, reply) => {
      await service.deleteRule(app.db, auditContextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/accommodation-tax/report',
    {
      schema: {
        tags,
        summary: '宿泊税の月次集計（市区町村ごとの泊数・課税対象の人泊・税額）',
        querystring: accommodationTaxReportQuerySchema,
        response: { 200: accommodationTaxReportSchema, ...refusals },
      },
    },
    async (request) => service.monthReport(app.db, request.query.month),
  );

  app.get(
    '/api/admin/accommodation-tax/report.csv',
    {
      schema: {
        tags,
        summary: '宿泊税の月次集計のCSV（UTF-8・BOM付き、Excelでそのまま開けます）',
        querystring: accommodationTaxReportQuerySchema,
        response: { 200: fileAnswer('宿泊税の月次集計の CSV', ['text/csv']) },
      },
    },
    async (request, reply) => {
      const csv = service.reportCsv(await service.monthReport(app.db, request.query.month));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="accommodation-tax-${request.query.month}.csv"`)
        .send(csv);
    },
  );
};

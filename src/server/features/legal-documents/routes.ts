import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/errors';
import { z } from 'zod';
import { adminLegalDocumentSchema, adminLegalVersionSchema, legalDocumentKindParamsSchema, legalDocumentSchema, legalVersionBodySchema, legalVersionsQuerySchema, siteOperatorSchema } from '@/contract/legal-documents';
import { auditContextOf } from '../../audit/audit';
import { sendListPage } from '../../lib/list-page';
import * as service from './service';

/** The legal pages' texts and the site's operator, public (the pages and the footer read them). */
export const legalDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['規約・ポリシー'];
  app.get(
    '/api/legal/:kind',
    {
      schema: {
        tags,
        summary: '利用規約・プライバシーポリシー・特定商取引法に基づく表記の現行の版（事業者の情報を埋めた本文と最終改定日）',
        params: legalDocumentKindParamsSchema,
        response: { 200: legalDocumentSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.legalDocument(app.db, app.config.operator, request.params.kind),
  );

  app.get(
    '/api/site-operator',
    {
      schema: { tags, summary: 'サイトの運営事業者（フッターに出す名称と住宅宿泊仲介業・旅行業の登録番号）', response: { 200: siteOperatorSchema } },
      // The server's configuration, the same for everyone: every rendered page's footer reads it.
      config: { keptPublicAnswer: {} },
    },
    async () => app.config.operator,
  );
};

/** 規約・ポリシー管理: a document's text in force and versions; a new version with its day, audited (inside the admin area). */
export const adminLegalDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['管理画面'];
  const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
  app.get(
    '/api/admin/legal-documents/:kind',
    {
      schema: {
        tags,
        summary: '規約・ポリシーの現行の文面（差し込み項目はそのまま）と版の数',
        params: legalDocumentKindParamsSchema,
        response: { 200: adminLegalDocumentSchema, ...refusals },
      },
    },
    async (request) => service.adminLegalDocument(app.db, request.params.kind),
  );

  app.get(
    '/api/admin/legal-documents/:kind/versions',
    {
      schema: {
        tags,
        summary: '規約・ポリシーの版の一覧（新しい順、ページ送り。総数は x-total-count）',
        params: legalDocumentKindParamsSchema,
        querystring: legalVersionsQuerySchema,
        response: { 200: z.array(adminLegalVersionSchema), ...refusals },
      },
    },
    async (request, reply) => sendListPage(reply, await service.legalVersionsPage(app.db, request.params.kind, request.query)),
  );

  app.post(
    '/api/admin/legal-documents/:kind/versions',
    {
      schema: {
        tags,
        summary: '規約・ポリシーの新しい版を公開（施行日は今日以降。監査ログに記録）',
        params: legalDocumentKindParamsSchema,
        body: legalVersionBodySchema,
        response: { 201: adminLegalDocumentSchema, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await service.publishVersion(app.db, auditContextOf(request), request.params.kind, request.body)),
  );
};

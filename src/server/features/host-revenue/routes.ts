import { attachmentDisposition } from '../../lib/csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/errors';
import {
  revenueAnalyticsQuerySchema,
  revenueAnalyticsSchema,
  revenueExportQuerySchema,
  revenuePayoutIdParamsSchema,
  revenuePayoutSchema,
  revenuePayoutsQuerySchema,
  revenueSettingsSchema,
  revenueSummarySchema,
  revenueTransactionSchema,
  revenueTransactionsQuerySchema,
} from '@/contract/host-revenue';
import { japanDate } from '@/domain/japan-date';
import { sendListPage } from '../../lib/list-page';
import { userActorOf } from '../../policy';
import * as service from './service';
import { statementHtml } from './statement';

const tags = ['ホスト'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };


/** /api/host/revenue/*: the signed-in host's own revenue (registered inside the host area). */
export const hostRevenueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/host/revenue/summary',
    {
      schema: { tags, summary: '売上の概要（今月チェックアウト分の売上・手数料・受取額、次回の送金予定）', response: { 200: revenueSummarySchema, ...errors } },
    },
    async (request) => service.getSummary(app.db, userActorOf(request).id),
  );

  app.get(
    '/api/host/revenue/transactions',
    {
      schema: {
        tags,
        summary: '取引履歴（月・物件で絞り込み、ページ送り）。件数は x-total-count、月の合計は x-list-counts',
        description:
          '予約は1件1行（ゲストへの請求額、手数料15%切り捨て、受取額）、返金は1件1行（マイナス）。取引日は日本時間で、予約はチェックアウト日、' +
          'キャンセルされた予約はキャンセル日、返金は返金日。x-list-counts は { grossJpy, commissionJpy, netJpy, count }。',
        querystring: revenueTransactionsQuerySchema,
        response: { 200: z.array(revenueTransactionSchema), ...errors },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listTransactions(app.db, userActorOf(request).id, request.query)),
  );

  app.get(
    '/api/host/revenue/analytics',
    {
      schema: {
        tags,
        summary: '売上分析（直近12か月の月別売上と前月比、物件ごとの稼働率と平均宿泊単価）',
        querystring: revenueAnalyticsQuerySchema,
        response: { 200: revenueAnalyticsSchema, ...errors },
      },
    },
    async (request) => service.getAnalytics(app.db, userActorOf(request).id, request.query.propertyId),
  );

  app.get(
    '/api/host/revenue/payouts',
    {
      schema: {
        tags,
        summary: '送金の一覧（月ごと、新しい順）。x-list-counts は { total, processing, paid, failed }',
        querystring: revenuePayoutsQuerySchema,
        response: { 200: z.array(revenuePayoutSchema), ...errors },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listPayouts(app.db, userActorOf(request).id, request.query)),
  );

  app.get(
    '/api/host/revenue/payouts/:id/statement',
    {
      schema: {
        tags,
        summary: '支払明細書（印刷用 HTML のダウンロード）',
        params: revenuePayoutIdParamsSchema,
        response: { 200: { description: '支払明細書の HTML', content: { 'text/html': { schema: z.string() } } }, ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const statement = await service.getStatement(app.db, userActorOf(request), request.params.id);
      reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`支払明細書_${statement.payout.periodMonth}.html`))
        .header('cache-control', 'private, no-store');
      return statementHtml(statement, japanDate(), app.config.operator, app.config.invoicing);
    },
  );

  app.get(
    '/api/host/revenue/settings',
    {
      schema: { tags, summary: '送金設定（振込先口座は下3桁のみ、月末締め翌月末払い、手数料15%、次回の送金予定日）', response: { 200: revenueSettingsSchema, ...errors } },
    },
    async (request) => service.getSettings(app.db, userActorOf(request).id),
  );

  app.get(
    '/api/host/revenue/export.csv',
    {
      schema: {
        tags,
        summary: '取引履歴の CSV（Excel 用: UTF-8 BOM 付き、CRLF、金額は整数）。期間は366日以内',
        querystring: revenueExportQuerySchema,
        response: { 200: { description: '取引履歴の CSV', content: { 'text/csv': { schema: z.string() } } }, ...errors },
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(app.db, userActorOf(request).id, request.query);
      reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(csv.filename)).header('cache-control', 'private, no-store');
      return csv.body;
    },
  );
};

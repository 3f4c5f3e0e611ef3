import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailDraftSchema,
  emailPreviewSchema,
  emailTemplateBodySchema,
  emailTemplateDetailSchema,
  emailTemplateParamsSchema,
  emailTemplateSummarySchema,
  emailTestSendBodySchema,
  emailTestSendResultSchema,
} from '@/contract/admin-email-templates';
import { errorBodySchema } from '@/contract/errors';
import { auditContextOf } from '../../audit/audit';
import * as service from './service';

const tags = ['管理画面'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** メール設定: the templates of every e-mail the app sends (inside the admin area; every change audited). */
export const adminEmailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/email-templates',
    {
      schema: {
        tags,
        summary: 'メールテンプレートの一覧（アプリが送るすべての種類とニュースレター。名前・送信されるとき・使えるプレースホルダー・編集済みか・有効か）',
        response: { 200: z.array(emailTemplateSummarySchema), ...refusals },
      },
    },
    async () => service.listTemplates(app.db),
  );

  app.get(
    '/api/admin/email-templates/:kind',
    {
      schema: {
        tags,
        summary: 'メールテンプレート（保存されたもの、なければ標準の文面）と標準の文面',
        params: emailTemplateParamsSchema,
        response: { 200: emailTemplateDetailSchema, ...refusals },
      },
    },
    async (request) => service.getTemplate(app.db, request.params.kind),
  );

  app.put(
    '/api/admin/email-templates/:kind',
    {
      schema: {
        tags,
        summary: 'メールテンプレートを保存（この種類で使えないプレースホルダーや、スクリプト・イベント属性などを含む HTML は 400。isActive が false なら標準の文面で送信。監査ログに記録）',
        params: emailTemplateParamsSchema,
        body: emailTemplateBodySchema,
        response: { 200: emailTemplateDetailSchema, ...refusals },
      },
    },
    async (request) => service.saveTemplate(app.db, auditContextOf(request), request.params.kind, request.body),
  );

  app.post(
    '/api/admin/email-templates/:kind/reset',
    {
      schema: {
        tags,
        summary: 'メールテンプレートを標準の文面に戻す（保存されたテンプレートを削除。監査ログに記録）',
        params: emailTemplateParamsSchema,
        response: { 200: emailTemplateDetailSchema, ...refusals },
      },
    },
    async (request) => service.resetTemplate(app.db, auditContextOf(request), request.params.kind),
  );

  app.post(
    '/api/admin/email-templates/:kind/preview',
    {
      schema: {
        tags,
        summary: '編集中の件名・HTML・テキストをサンプルの予約の値で埋めたプレビュー（保存はしません）',
        params: emailTemplateParamsSchema,
        body: emailDraftSchema,
        response: { 200: emailPreviewSchema, ...refusals },
      },
    },
    async (request) => service.previewTemplate(request.params.kind, request.body, app.config.siteUrl),
  );

  app.post(
    '/api/admin/email-templates/:kind/test-send',
    {
      schema: {
        tags,
        summary: 'テスト送信：いまの文面（draft があれば編集中の文面）をサンプルの値で埋め、ログイン中の管理者自身のアドレスへ送信（送信履歴に残り、監査ログに記録）',
        params: emailTemplateParamsSchema,
        body: emailTestSendBodySchema.optional(),
        response: { 200: emailTestSendResultSchema, ...refusals, 502: errorBodySchema },
      },
    },
    async (request) => service.sendTestEmail({ db: app.db, mail: app.mail, siteUrl: app.config.siteUrl }, auditContextOf(request), request.params.kind, request.body?.draft, request.body?.language),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/errors';
import {
  duplicatedPropertySchema,
  hostPropertiesQuerySchema,
  hostPropertyIdParamsSchema,
  hostPropertySchema,
  propertyPreviewSchema,
  propertyStatusAnswerSchema,
  propertyVisibilityBodySchema,
  submissionRefusedSchema,
} from '@/contract/host-properties';
import { sendListPage } from '../../lib/list-page';
import { userActorOf } from '../../policy';
import * as service from './service';

const tags = ['ホスト'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** /host/properties: the host's own houses and their life (registered inside the host area). */
export const hostPropertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/host/properties',
    {
      schema: {
        tags,
        summary: '自分の物件一覧（検索・状態の絞り込み・並び替え・ページ送り）。全件数は x-total-count、状態ごとの件数は x-list-counts',
        description:
          'q は物件名・都道府県・市区町村・番地の部分一致（全角半角・大文字小文字・カタカナひらがなを区別しません）。' +
          'x-list-counts は削除していない全物件に対する { all, draft, in_review, published, private, suspended } の JSON です。',
        querystring: hostPropertiesQuerySchema,
        response: { 200: z.array(hostPropertySchema), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listHostProperties(app.db, userActorOf(request), request.query)),
  );

  app.get(
    '/api/host/properties/:id/preview',
    {
      schema: {
        tags,
        summary: '自分の物件のプレビュー（どの状態でも、ゲストの物件詳細と同じ形で、こだわり・設備を含む）',
        params: hostPropertyIdParamsSchema,
        response: { 200: propertyPreviewSchema, ...refusals },
      },
    },
    async (request) => service.previewProperty(app.db, userActorOf(request), request.params.id),
  );

  app.post(
    '/api/host/properties/:id/submit',
    {
      schema: {
        tags,
        summary: '下書きを審査に提出（本人確認済みで、足りない項目がないこと。足りなければ 409 と missing の一覧）',
        params: hostPropertyIdParamsSchema,
        response: { 200: propertyStatusAnswerSchema, ...refusals, 409: submissionRefusedSchema.or(errorBodySchema) },
      },
    },
    async (request, reply) => {
      try {
        return await service.submitForReview(app.db, userActorOf(request), request.params.id);
      } catch (error) {
        if (!(error instanceof service.SubmissionIncomplete)) throw error;
        return reply.code(409).send({
          code: error.code,
          message: error.message,
          missing: error.missing,
          issues: error.missing.map((m) => ({ field: m.item, message: m.label })),
        });
      }
    },
  );

  app.post(
    '/api/host/properties/:id/withdraw',
    {
      schema: { tags, summary: '審査を取り下げて下書きに戻す', params: hostPropertyIdParamsSchema, response: { 200: propertyStatusAnswerSchema, ...refusals } },
    },
    async (request) => service.withdrawFromReview(app.db, userActorOf(request), request.params.id),
  );

  app.post(
    '/api/host/properties/:id/visibility',
    {
      schema: {
        tags,
        summary: '公開中 ⇄ 非公開の切り替え（再審査なし）。下書き・審査待ち・停止中は 409',
        params: hostPropertyIdParamsSchema,
        body: propertyVisibilityBodySchema,
        response: { 200: propertyStatusAnswerSchema, ...refusals },
      },
    },
    async (request) => service.setVisibility(app.db, userActorOf(request), request.params.id, request.body.visibility),
  );

  app.post(
    '/api/host/properties/:id/duplicate',
    {
      schema: {
        tags,
        summary: '物件を複製して新しい下書きを作る（写真・こだわり・設備・料金ルール・期間料金を複製。カレンダー・予約・レビューは複製しません）',
        params: hostPropertyIdParamsSchema,
        response: { 201: duplicatedPropertySchema, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await service.duplicateProperty(app.db, userActorOf(request), request.params.id)),
  );

  app.delete(
    '/api/host/properties/:id',
    {
      schema: {
        tags,
        summary: '物件の削除（今後の予約があれば 409）。一覧・検索・物件ページから消え、過去の予約の記録は残ります',
        params: hostPropertyIdParamsSchema,
        response: { 204: z.null().describe('削除しました'), ...refusals },
      },
    },
    async (request, reply) => {
      await service.deleteProperty(app.db, userActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

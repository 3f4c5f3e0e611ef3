import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminReviewIdParamsSchema, adminReviewSchema, adminReviewsQuerySchema, hideReviewBodySchema, publishReviewBodySchema } from '@/contract/admin-reviews';
import { errorBodySchema } from '@/contract/errors';
import { auditContextOf } from '../../audit/audit';
import { sendListPage } from '../../lib/list-page';
import * as service from './service';

const tags = ['管理画面'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** レビュー管理: every review with its state, hide (with a reason, e-mailed to the writer) and publish (inside the admin area). */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags,
        summary: 'レビュー一覧（検索・評価と公開状態で絞り込み・並び替え・ページ送り）。全件数は x-total-count、集計は x-list-counts',
        description:
          'q は物件名・投稿者名・コメントの部分一致（大文字小文字・全角半角を区別しません）。visibility は published（公開中）・hidden（非公開）・awaiting（公開待ち：投稿から24時間で自動公開）。' +
          'x-list-counts は全レビューに対する { total, published, hidden, awaiting, averageRating } の JSON です（averageRating は公開中のレビューの総合評価の平均、なければ 0）。',
        querystring: adminReviewsQuerySchema,
        response: { 200: z.array(adminReviewSchema), ...refusals },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listReviews(app.db, request.query)),
  );

  app.post(
    '/api/admin/reviews/:id/hide',
    {
      schema: {
        tags,
        summary: 'レビューを非公開にする（理由必須。物件の評価を再計算し、監査ログに記録し、投稿者にメールで理由を知らせます）',
        params: adminReviewIdParamsSchema,
        body: hideReviewBodySchema,
        response: { 200: adminReviewSchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.moderateReview(app.db, app.mail, auditContextOf(request), request.params.id, { action: 'hide', reason: request.body.reason }),
  );

  app.post(
    '/api/admin/reviews/:id/publish',
    {
      schema: {
        tags,
        summary: 'レビューを公開する（公開待ち・非公開のもの。理由は任意。物件の評価を再計算し、監査ログに記録）',
        params: adminReviewIdParamsSchema,
        body: publishReviewBodySchema,
        response: { 200: adminReviewSchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.moderateReview(app.db, app.mail, auditContextOf(request), request.params.id, { action: 'publish', reason: request.body?.reason }),
  );
};

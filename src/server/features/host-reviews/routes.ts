import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/errors';
import { hostReviewIdParamsSchema, hostReviewReplyBodySchema, hostReviewSchema, hostReviewsQuerySchema } from '@/contract/host-reviews';
import { sendListPage } from '../../lib/list-page';
import { userActorOf } from '../../policy';
import * as service from './service';

const tags = ['ホスト'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** /host/reviews: the host's reviews and their replies (registered inside the host area). */
export const hostReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/host/reviews',
    {
      schema: {
        tags,
        summary: '自分の物件の公開済みレビュー一覧（検索・評価・返信の有無で絞り込み、並び替え、ページ送り）。全件数は x-total-count、集計は x-list-counts',
        description:
          'q はコメント・物件名・投稿者名（姓）の部分一致（大文字小文字・全角半角を区別しません）。' +
          'x-list-counts は絞り込みに関係なく自分の全レビューに対する { average, total, replied, awaiting, star1 … star5 } の JSON です。' +
          '審査待ちのレビューと管理者が非表示にしたレビューは含みません。',
        querystring: hostReviewsQuerySchema,
        response: { 200: z.array(hostReviewSchema), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sendListPage(reply, await service.listHostReviews(app.db, userActorOf(request).id, request.query));
    },
  );

  app.post(
    '/api/host/reviews/:id/reply',
    {
      schema: {
        tags,
        summary: 'レビューに返信する（1件につき1回。物件ページのレビューの下に表示されます）',
        params: hostReviewIdParamsSchema,
        body: hostReviewReplyBodySchema,
        response: { 200: hostReviewSchema, ...refusals },
      },
    },
    async (request) => service.replyToReview(app.db, userActorOf(request), request.params.id, request.body.reply),
  );

  app.put(
    '/api/host/reviews/:id/reply',
    {
      schema: {
        tags,
        summary: 'レビューへの返信を編集する（最初の返信から24時間まで）',
        params: hostReviewIdParamsSchema,
        body: hostReviewReplyBodySchema,
        response: { 200: hostReviewSchema, ...refusals },
      },
    },
    async (request) => service.editReply(app.db, userActorOf(request), request.params.id, request.body.reply),
  );
};

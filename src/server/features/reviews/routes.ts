import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingIdParamsSchema } from '@/contract/bookings';
import { errorBodySchema } from '@/contract/errors';
import {
  photoUrlsSchema,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTOS_MAX,
  reviewBodySchema,
  reviewCreatedSchema,
  reviewDetailsSchema,
  reviewPhotoQuerySchema,
} from '@/contract/reviews';
import { userActorOf } from '../../policy';
import * as service from './service';

const tags = ['レビュー'];

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: REVIEW_PHOTO_MAX_BYTES, files: REVIEW_PHOTOS_MAX + 1, fields: 20, parts: 30 } });
  app.get(
    '/api/bookings/:id/review-details',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'レビュー投稿画面の内容（宿泊完了から14日以内のみ投稿可）',
        params: bookingIdParamsSchema,
        response: { 200: reviewDetailsSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.getReviewDetails(app.db, userActorOf(request), request.params.id),
  );

  app.post(
    '/api/reviews',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'レビューを投稿（確認後、または24時間後に公開）',
        body: reviewBodySchema,
        response: { 201: reviewCreatedSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.submitReview(app.db, app.storage.public, userActorOf(request), request.body)),
  );

  app.post(
    '/api/reviews/photos',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'レビュー写真のアップロード（multipart: photo_0, photo_1 …、画像のみ、1枚5MBまで、5枚まで、1日50MBまで）',
        description: 'レビューできる予約（bookingId）の写真のみ。24時間以内にレビューに使われなかった写真は削除されます。',
        consumes: ['multipart/form-data'],
        querystring: reviewPhotoQuerySchema,
        response: { 201: photoUrlsSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return reply.code(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: '写真は multipart/form-data で送信してください' });
      const photoUrls = await service.uploadReviewPhotos(app.db, app.storage.public, userActorOf(request), request.query.bookingId, request.files());
      return reply.code(201).send({ photoUrls });
    },
  );
};

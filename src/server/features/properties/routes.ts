import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/errors';
import {
  basicAmenityLinkSchema,
  featuresByCategorySchema,
  hostInfoSchema,
  kominkaFeatureSchema,
  propertyDetailSchema,
  propertyIdParamsSchema,
  propertyReviewsSchema,
} from '@/contract/properties';
import * as service from './service';

const tags = ['物件'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };
/** Every answer here is public and the same for everyone: kept until what it shows changes (plugins/kept-public-answers.ts). */
const KEPT = { keptPublicAnswer: {} };

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/properties/:id',
    {
      config: KEPT,
      schema: {
        tags,
        summary: '公開中の物件の詳細（写真はカバー写真が先頭）',
        params: propertyIdParamsSchema,
        response: { 200: propertyDetailSchema, ...errors },
      },
    },
    async (request) => service.getPropertyDetail(app.db, request.params.id),
  );

  app.get(
    '/api/properties/:id/features',
    {
      config: KEPT,
      schema: {
        tags,
        summary: '物件の古民家の特徴（カテゴリ順・表示順）',
        params: propertyIdParamsSchema,
        response: { 200: z.array(kominkaFeatureSchema), ...errors },
      },
    },
    async (request) => service.getPropertyFeatures(app.db, request.params.id),
  );

  app.get(
    '/api/properties/:id/basic-amenities',
    {
      config: KEPT,
      schema: {
        tags,
        summary: '物件の設備・アメニティ（利用可能なもの、カテゴリ順・表示順。全カテゴリを返します）',
        params: propertyIdParamsSchema,
        response: { 200: z.array(basicAmenityLinkSchema), ...errors },
      },
    },
    async (request) => service.getBasicAmenities(app.db, request.params.id),
  );

  app.get(
    '/api/properties/:id/host',
    {
      config: KEPT,
      schema: {
        tags,
        summary: '物件のホスト情報（なければ 404）',
        params: propertyIdParamsSchema,
        response: { 200: hostInfoSchema, ...errors },
      },
    },
    async (request) => service.getHostInfo(app.db, request.params.id),
  );

  app.get(
    '/api/properties/:id/reviews',
    {
      config: KEPT,
      schema: {
        tags,
        summary: '物件の公開済みレビュー（新しい順に最大50件）と件数・平均評価',
        params: propertyIdParamsSchema,
        response: { 200: propertyReviewsSchema, ...errors },
      },
    },
    async (request) => service.getPropertyReviews(app.db, request.params.id),
  );

  app.get(
    '/api/kominka-features/by-category',
    {
      config: KEPT,
      schema: {
        tags,
        summary: '有効な古民家の特徴をカテゴリごとに（検索フォーム用）',
        response: { 200: featuresByCategorySchema },
      },
    },
    async () => service.getFeaturesByCategory(app.db),
  );
};

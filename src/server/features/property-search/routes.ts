import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/errors';
import { propertyListItemSchema, propertySearchQuerySchema, topRatedQuerySchema, TOTAL_COUNT_HEADER } from '@/contract/properties';
import { compiledSerializer } from '../../lib/compiled-serializer';
import { publicVersionReadBy } from '../../plugins/kept-public-answers';
import { createKeptSearchHouses } from './kept-search-houses';
import * as service from './service';

const tags = ['物件検索'];

export const propertySearchRoutes: FastifyPluginAsyncZod = async (app) => {
  // The cards and price inputs of the houses searched, kept per public version (kept-search-houses.ts).
  const keptHouses = createKeptSearchHouses();

  app.get(
    '/api/properties/top-rated',
    {
      config: { keptPublicAnswer: {} },
      schema: {
        tags,
        summary: '評価の高い公開中の古民家（レビューのある物件のみ、評価の高い順）',
        querystring: topRatedQuerySchema,
        response: { 200: z.array(propertyListItemSchema), 400: errorBodySchema },
      },
    },
    async (request) => service.topRatedProperties(app.db, request.query.limit, request.query.lang),
  );

  app.get(
    '/api/properties-with-booking-status',
    {
      // Public and the same for everyone, with its total: kept until what it shows changes (plugins/kept-public-answers.ts).
      config: { keptPublicAnswer: { headers: [TOTAL_COUNT_HEADER] } },
      // Written by a compiled serializer: with new dates every answer is written anew, and zod's check of
      // 24 cards was a tenth of the search's time (docs/performance/2026-12-02-new-dates.md).
      serializerCompiler: compiledSerializer([200]),
      schema: {
        tags,
        summary: '古民家の検索（満室フラグ付き）。全ページの件数は x-total-count ヘッダー',
        description:
          'destination はエリア・物件名の部分一致（全角半角・カタカナひらがな・ローマ字の長音を区別しません）。' +
          'checkIn と checkOut は両方指定するか、どちらも省略します。kominkaFeatures は繰り返し指定でき、すべてを備えた物件を返します。' +
          'sort: recommended（空室→ベイズ平均評価→レビュー数→新着）, price-low, price-high, rating。',
        querystring: propertySearchQuerySchema,
        response: { 200: z.array(propertyListItemSchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const version = publicVersionReadBy(request) ?? (await app.publicVersion());
      const { items, total } = await service.searchProperties(app.db, request.query, keptHouses.at(version));
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );
};

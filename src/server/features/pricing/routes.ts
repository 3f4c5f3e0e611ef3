import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/errors';
import { availabilityQuerySchema, availabilitySchema, pricingBodySchema, pricingResultSchema, propertyIdParamsSchema } from '@/contract/properties';
import * as service from './service';

const tags = ['料金・空室'];

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/properties/:id/calendar/calculate-pricing',
    {
      schema: {
        tags,
        summary: '宿泊料金の計算（泊ごとの料金と根拠、清掃料金、合計、空室状況）',
        description:
          '泊ごとの料金は 特別料金 → 期間料金 → 祝日料金 → 曜日料金 → 基本料金 の順に決まります。' +
          '過去の日付、最低・最大宿泊数に合わない日程は 400 です。',
        params: propertyIdParamsSchema,
        body: pricingBodySchema,
        response: { 200: pricingResultSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
      // A signed-out visitor's quote is the same for everyone and shows only what the public version
      // covers (the house's prices and rules, its calendar and its bookings and holds): kept until one of
      // them changes (docs/decisions/0031-kept-signed-out-pricing.md). A signed-in guest's own hold
      // changes the answer, so theirs is computed each time.
      config: { keptPublicAnswer: { signedOutOnly: true } },
    },
    async (request) => service.calculatePricing(app.db, request.params.id, request.body, new Date(), request.user?.id),
  );

  app.get(
    '/api/properties/:id/availability',
    {
      schema: {
        tags,
        summary: '予約済み・販売停止の泊（from から to まで、両日を含む、400日以内）',
        params: propertyIdParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 400: errorBodySchema, 404: errorBodySchema },
      },
      // The same as a signed-out visitor's quote: it shows only what the public version covers (the
      // calendar, bookings and holds), and a signed-in guest's own hold frees nights for them alone.
      config: { keptPublicAnswer: { signedOutOnly: true } },
    },
    async (request) => service.getAvailability(app.db, request.params.id, request.query, { userId: request.user?.id, now: new Date() }),
  );
};

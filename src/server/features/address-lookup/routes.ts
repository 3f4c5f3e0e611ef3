import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/errors';
import { postalAddressesSchema, postalCodeParamsSchema } from '@/contract/lookups';
import { addressesOfPostalCode } from './service';

/** GET /api/postal-codes/{code}: public, offline (Japan Post's data), cached a day. */
export const addressLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/postal-codes/:code',
    {
      schema: {
        tags: ['住所・金融機関'],
        summary: '郵便番号から住所を検索（7桁、ハイフン可）',
        params: postalCodeParamsSchema,
        response: { 200: postalAddressesSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const addresses = await addressesOfPostalCode(request.params.code);
      return reply.header('cache-control', 'public, max-age=86400').send(addresses);
    },
  );
};

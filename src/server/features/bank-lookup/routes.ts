import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/errors';
import { bankCodeParamsSchema, bankEntriesSchema, bankSearchQuerySchema } from '@/contract/lookups';
import { searchBanks, searchBranches } from './service';

const tags = ['住所・金融機関'];
const CACHE = 'public, max-age=86400';

/** The bank chooser's lookups: public, offline (the Zengin master data). */
export const bankLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/banks',
    {
      schema: {
        tags,
        summary: '金融機関の検索（コードの前方一致、名前・カナ・ひらがな。最大20件）',
        querystring: bankSearchQuerySchema,
        response: { 200: bankEntriesSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const banks = await searchBanks(request.query.q);
      return reply.header('cache-control', CACHE).send(banks);
    },
  );

  app.get(
    '/api/banks/:bankCode/branches',
    {
      schema: {
        tags,
        summary: '支店の検索（コードの前方一致、名前・カナ・ひらがな。最大30件）',
        params: bankCodeParamsSchema,
        querystring: bankSearchQuerySchema,
        response: { 200: bankEntriesSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const branches = await searchBranches(request.params.bankCode, request.query.q);
      return reply.header('cache-control', CACHE).send(branches);
    },
  );
};

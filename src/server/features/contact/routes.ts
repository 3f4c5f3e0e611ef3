import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBodySchema, contactResponseSchema, faqListSchema } from '@/contract/contact';
import { errorBodySchema } from '@/contract/errors';
import * as service from './service';

const tags = ['お問い合わせ'];

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags,
        summary: 'お問い合わせの送信（ログイン中なら利用者に紐づけます）',
        body: contactBodySchema,
        response: { 201: contactResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await service.submitInquiry(app.db, request.body, request.user?.id ?? null);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/faq',
    { schema: { tags, summary: 'よくある質問（表示順）', response: { 200: faqListSchema } } },
    async () => service.listFaq(app.db),
  );
};

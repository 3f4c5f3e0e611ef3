import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBodySchema, contactResponseSchema, faqListSchema } from '@/contract/contact';
import { errorBodySchema } from '@/contract/errors';
import { asksForEnglish } from '../../lib/error-language';
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
    {
      schema: {
        tags,
        summary: 'よくある質問（表示順。英語のページには管理者が書いた英語で）',
        description:
          'Accept-Language が日本語より英語を先に挙げるリクエスト（英語のページ）には、カテゴリ・質問・回答のそれぞれを英語があれば英語で、なければ日本語で答え、languages に各文の言語を示します。日本語のリクエストには日本語だけを答えます（languages なし）。',
        response: { 200: faqListSchema },
      },
    },
    // The answer depends on the page's language (Accept-Language); it is not kept (0027), and a cache must tell the two apart.
    async (request, reply) => reply.header('vary', 'accept-language').send(await service.listFaq(app.db, asksForEnglish(request) ? 'en' : 'ja')),
  );
};

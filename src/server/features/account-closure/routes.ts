import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closureBodySchema, closurePreviewSchema } from '@/contract/account-closure';
import { okResponseSchema } from '@/contract/auth';
import { errorBodySchema } from '@/contract/errors';
import { currentUser } from '../../plugins/guards';
import * as service from './service';
import { asksForEnglish, englishOrJapanese } from '../../lib/error-language';

const tags = ['プロフィール'];

/** Leaving the service, from the profile (docs/product/accounts.md, "Leaving"). */
export const accountClosureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/closure',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: '退会できるか（できない理由）と、消去されるもの・法令により残るもの',
        response: { 200: closurePreviewSchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const preview = await service.closurePreview(app.db, currentUser(request).id);
      // The lists and reasons are words for the person: in English to an English page (never kept, 0027).
      if (!asksForEnglish(request)) return preview;
      return {
        ...preview,
        blockers: preview.blockers.map((blocker) => ({ ...blocker, message: englishOrJapanese(blocker.message) })),
        erased: preview.erased.map((text) => englishOrJapanese(text)),
        kept: preview.kept.map((text) => englishOrJapanese(text)),
      };
    },
  );

  app.post(
    '/api/user/closure',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: '退会する（現在のパスワードと「退会する」の入力が必要。個人情報は消去または匿名化され、すべてのセッションが終了）',
        body: closureBodySchema,
        response: { 200: okResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.closeOwnAccount(app.db, app.storage, currentUser(request).id, request.body.currentPassword, request.ip);
      await reply.endUserSession();
      return { ok: true as const };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myDataArchiveSchema } from '@/contract/account-closure';
import { errorBodySchema } from '@/contract/errors';
import { japanDate } from '@/domain/japan-date';
import { currentUser } from '../../plugins/guards';
import { myData } from './service';

const tags = ['プロフィール'];

/** One's data as a JSON file, from the profile (docs/product/accounts.md, "My data"). */
export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/data',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: '自分のデータ（プロフィール・予約・レビュー・メッセージ・お気に入りなど）を JSON でダウンロード',
        response: { 200: myDataArchiveSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const archive = await myData(app.db, currentUser(request).id, now);
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="kominka-stay-data-${japanDate(now).replaceAll('-', '')}.json"`);
      return archive;
    },
  );
};

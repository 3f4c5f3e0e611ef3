import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/errors';
import { profileUpdateBodySchema, userIdParamsSchema, userProfileSchema } from '@/contract/profile';
import { requireUser } from '../../plugins/guards';
import { userActorOf } from '../../policy';
import * as service from './service';

const tags = ['プロフィール'];
const security = [{ session: [] }];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: '利用者のプロフィール（本人のみ）',
        params: userIdParamsSchema,
        response: { 200: userProfileSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => service.getOwnProfile(app.db, userActorOf(request), request.params.id),
  );

  app.put(
    '/api/user/profile',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'ログイン中の利用者のプロフィールを更新（氏名は「姓 名」）',
        body: profileUpdateBodySchema,
        response: { 200: userProfileSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.updateOwnProfile(app.db, userActorOf(request).id, request.body, app.mail),
  );
};

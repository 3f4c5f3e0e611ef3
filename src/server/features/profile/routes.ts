import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/errors';
import { profileLanguageBodySchema, profileUpdateBodySchema, userIdParamsSchema, userProfileSchema } from '@/contract/profile';
import { userActorOf } from '../../policy';
import * as service from './service';

const tags = ['プロフィール'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id',
    {
      config: { guard: 'user' },
      schema: {
        tags,
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
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'ログイン中の利用者のプロフィールを更新（氏名は「姓 名」。新しいメールアドレスは確認用リンクを開くまで確認待ち）',
        body: profileUpdateBodySchema,
        response: { 200: userProfileSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      return service.updateOwnProfile(app.db, userActorOf(request).id, request.body, app.mail, app.config.siteUrl);
    },
  );

  app.put(
    '/api/profile/language',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'ログイン中の利用者のメールの言語（ja / en）を変更（ヘッダーの言語の切り替えとプロフィールの言語設定）',
        body: profileLanguageBodySchema,
        response: { 200: userProfileSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => service.setOwnLanguage(app.db, userActorOf(request).id, request.body.language),
  );
};

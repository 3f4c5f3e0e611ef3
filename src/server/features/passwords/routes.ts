import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponseSchema } from '@/contract/auth';
import { errorBodySchema } from '@/contract/errors';
import {
  changePasswordBodySchema,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordAnswerSchema,
  forgotPasswordBodySchema,
  resetLinkCheckAnswerSchema,
  resetLinkCheckBodySchema,
  resetPasswordAnswerSchema,
  resetPasswordBodySchema,
} from '@/contract/passwords';
import { currentUser } from '../../plugins/guards';
import * as service from './service';

const tags = ['認証'];

/** A forgotten password (ask for a link, check it, use it) and the change of password in the profile (docs/product/accounts.md). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'パスワード再設定用リンクをメールで送る（登録の有無にかかわらず同じ 202 を返す）',
        body: forgotPasswordBodySchema,
        response: { 202: forgotPasswordAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.requestPasswordReset(app.db, app.mail, app.config.siteUrl, request.body.email, request.ip);
      return reply.code(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/api/auth/reset-password/check',
    {
      schema: {
        tags,
        summary: 'パスワード再設定用リンクがまだ使えるか（使用済み・期限切れは 400 RESET_LINK_INVALID）',
        body: resetLinkCheckBodySchema,
        response: { 200: resetLinkCheckAnswerSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await service.checkResetLink(app.db, request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'リンクで新しいパスワードを設定（1回限り。アカウントのすべてのセッションが終了し、ログインし直す）',
        body: resetPasswordBodySchema,
        response: { 200: resetPasswordAnswerSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await service.resetPassword(app.db, app.mail, request.body.token, request.body.password);
      // This browser signs in again with the new password, like every other.
      await reply.endUserSession();
      return answer;
    },
  );

  app.put(
    '/api/user/password',
    {
      config: { guard: 'user' },
      schema: {
        tags: ['プロフィール'],
        summary: 'ログイン中の利用者のパスワードを変更（現在のパスワードが必要。ほかのセッションは終了）',
        body: changePasswordBodySchema,
        response: { 200: okResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.changePassword(app.db, app.mail, currentUser(request), request.body, request.ip);
      await reply.endOtherUserSessions();
      return { ok: true as const };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponseSchema } from '@/contract/auth';
import { resendVerificationAnswerSchema, verifyEmailAnswerSchema, verifyEmailBodySchema } from '@/contract/email-verification';
import { errorBodySchema } from '@/contract/errors';
import { currentUser } from '../../plugins/guards';
import * as service from './service';

/** Verified addresses (docs/product/accounts.md, "Verified address"): follow a link, resend it, cancel a pending new address. */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['認証'],
        summary: 'メールアドレス確認用リンクを使う（1回限り・24時間。新しいアドレスの確認ならアドレスが変わり、ほかのセッションは終了）',
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailAnswerSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { userId, ...answer } = await service.verifyEmail(app.db, app.mail, request.body.token);
      // Whoever held a session signed in with the old address; this browser keeps its own if it is the account's.
      if (answer.outcome === 'email_changed') await reply.endOtherUserSessions(userId);
      return answer;
    },
  );

  app.post(
    '/api/user/email-verification',
    {
      config: { guard: 'user' },
      schema: {
        tags: ['プロフィール'],
        summary: '確認メールを再送（確認待ちの新しいアドレス、または未確認のアドレスへ。アカウントごと・接続元ごとに回数制限）',
        response: { 202: resendVerificationAnswerSchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await service.resendVerification(app.db, app.mail, app.config.siteUrl, currentUser(request).id, request.ip);
      return reply.code(202).send(answer);
    },
  );

  app.delete(
    '/api/user/pending-email',
    {
      config: { guard: 'user' },
      schema: {
        tags: ['プロフィール'],
        summary: '確認待ちの新しいメールアドレスを取り消す（リンクも無効になる）',
        response: { 200: okResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await service.cancelEmailChange(app.db, currentUser(request).id);
      return { ok: true as const };
    },
  );
};

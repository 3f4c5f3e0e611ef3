import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hostRegisterBodySchema,
  loginBodySchema,
  okResponseSchema,
  signupBodySchema,
  userResponseSchema,
  userSchema,
} from '@/contract/auth';
import { errorBodySchema } from '@/contract/errors';
import { passkeySecondStepBodySchema, passkeySignInOptionsBodySchema, webauthnOptionsSchema } from '@/contract/passkeys';
import { secondStepBodySchema, twoStepChallengeSchema } from '@/contract/two-step';
import { passkeySignInOptions } from '../two-step/passkey-service';
import { relyingPartyOf } from '../two-step/webauthn';
import { z } from 'zod';
import { pageLanguageOf } from '../../lib/request-language';
import { currentUser } from '../../plugins/guards';
import { sendSignupVerification } from '../email-verification/service';
import { noteSignInDevice, signedInUser } from '../known-devices/sign-in-device';
import * as auth from './service';

const tags = ['認証'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/signup',
    {
      schema: {
        tags,
        summary: 'ゲストの新規登録（登録後はログイン状態。メールアドレス確認用リンクを送る）',
        body: signupBodySchema,
        response: { 201: userResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await auth.signUpGuest(app.db, { ...request.body, language: pageLanguageOf(request) ?? undefined });
      await reply.startUserSession(user.id);
      await noteSignInDevice(app, request, reply, signedInUser(user));
      // Not awaited: the welcome mail must not slow or fail the sign-up (the mail service never throws).
      void app.mail.sendWelcome(user);
      // The address's confirmation link (docs/product/accounts.md, "Verified address"); its e-mail is not awaited either.
      await sendSignupVerification(app.db, app.mail, app.config.siteUrl, user);
      return reply.code(201).send({ user });
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'ホストの新規登録（登録後はログイン状態。メールアドレス確認用リンクを送る）',
        body: hostRegisterBodySchema,
        response: { 201: userResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await auth.registerHost(app.db, request.body);
      await reply.startUserSession(user.id);
      await noteSignInDevice(app, request, reply, signedInUser(user));
      // Not awaited: the welcome mail must not slow or fail the sign-up (the mail service never throws).
      void app.mail.sendWelcome(user);
      // The address's confirmation link (docs/product/accounts.md, "Verified address"); its e-mail is not awaited either.
      await sendSignupVerification(app.db, app.mail, app.config.siteUrl, user);
      return reply.code(201).send({ user });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'ゲスト・ホストのログイン（利用停止中のアカウントは 403 ACCOUNT_SUSPENDED。2段階認証を設定したアカウントは第2段階の一時トークンを返す）',
        body: loginBodySchema,
        response: { 200: z.union([userResponseSchema, twoStepChallengeSchema]), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await auth.logIn(app.db, app.mail, request.body, request.ip);
      if ('twoStepRequired' in answer) return answer;
      await reply.startUserSession(answer.id);
      await noteSignInDevice(app, request, reply, signedInUser(answer));
      return { user: answer };
    },
  );

  app.post(
    '/api/auth/login/second-step',
    {
      schema: {
        tags,
        summary: 'ログインの第2段階（認証アプリのコードまたはリカバリーコード。成功でログイン状態）',
        body: secondStepBodySchema,
        response: { 200: userResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await auth.completeSecondStep(app.db, app.fieldCipher, request.body, {
        ipAddress: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      await reply.startUserSession(user.id);
      await noteSignInDevice(app, request, reply, signedInUser(user));
      return { user };
    },
  );

  app.post(
    '/api/auth/login/passkey-options',
    {
      schema: {
        tags,
        summary: 'ログインの第2段階にパスキーを使う（WebAuthn のオプション。試行回数は数えない）',
        body: passkeySignInOptionsBodySchema,
        response: { 200: webauthnOptionsSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return passkeySignInOptions(app.db, relyingPartyOf(app.config.siteUrl), 'user', request.body.pendingToken);
    },
  );

  app.post(
    '/api/auth/login/second-step/passkey',
    {
      schema: {
        tags,
        summary: 'ログインの第2段階（パスキー。成功でログイン状態）',
        body: passkeySecondStepBodySchema,
        response: { 200: userResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await auth.completePasskeySecondStep(app.db, relyingPartyOf(app.config.siteUrl), request.body);
      await reply.startUserSession(user.id);
      await noteSignInDevice(app, request, reply, signedInUser(user));
      return { user };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'ログアウト（セッションを削除）', response: { 200: okResponseSchema } } },
    async (_request, reply) => {
      await reply.endUserSession();
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/user',
    {
      config: { guard: 'user' },
      schema: { tags, summary: 'ログイン中の利用者', response: { 200: userSchema, 401: errorBodySchema } },
    },
    async (request) => currentUser(request),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminActivationBodySchema,
  adminTwoStepResetBodySchema,
  adminListResponseSchema,
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminMeSchema,
  adminSignInAnswerSchema,
  adminRegisterBodySchema,
  adminRegisterResponseSchema,
  adminSchema,
} from '@/contract/admin-auth';
import { okResponseSchema } from '@/contract/auth';
import { errorBodySchema } from '@/contract/errors';
import { passkeySecondStepBodySchema, passkeySignInOptionsBodySchema, webauthnOptionsSchema } from '@/contract/passkeys';
import { secondStepBodySchema } from '@/contract/two-step';
import { passkeySignInOptions } from '../two-step/passkey-service';
import { relyingPartyOf } from '../two-step/webauthn';
import { auditContextOf } from '../../audit/audit';
import { bearerToken } from '../../plugins/session';
import { adminActorOf } from '../../policy';
import * as service from './service';
import { noteSignInDevice, signedInAdmin } from '../known-devices/sign-in-device';

const tags = ['管理者認証'];

/** The back office's open doors: signing in and asking for an account (registered outside the admin area). */
export const adminAuthPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/login',
    {
      schema: {
        tags,
        summary: '管理者ログイン（Bearer トークン、または2段階認証の設定済みなら第2段階の一時トークンを返す）',
        body: adminLoginBodySchema,
        response: { 200: adminSignInAnswerSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await service.logInAdmin(
        app.db,
        app.mail,
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null },
        app.config.adminSessionHours,
      );
      if ('token' in answer) await noteSignInDevice(app, request, reply, signedInAdmin(answer.admin));
      return answer;
    },
  );

  app.post(
    '/api/admin/login/second-step',
    {
      schema: {
        tags,
        summary: '管理者ログインの第2段階（認証アプリのコードまたはリカバリーコード。Bearer トークンを返す）',
        body: secondStepBodySchema,
        response: { 200: adminLoginResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await service.completeAdminSecondStep(
        app.db,
        app.fieldCipher,
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null },
        app.config.adminSessionHours,
      );
      await noteSignInDevice(app, request, reply, signedInAdmin(answer.admin));
      return answer;
    },
  );

  app.post(
    '/api/admin/login/passkey-options',
    {
      schema: {
        tags,
        summary: '管理者ログインの第2段階にパスキーを使う（WebAuthn のオプション。試行回数は数えない）',
        body: passkeySignInOptionsBodySchema,
        response: { 200: webauthnOptionsSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return passkeySignInOptions(app.db, relyingPartyOf(app.config.siteUrl), 'admin', request.body.pendingToken);
    },
  );

  app.post(
    '/api/admin/login/second-step/passkey',
    {
      schema: {
        tags,
        summary: '管理者ログインの第2段階（パスキー。Bearer トークンを返す）',
        body: passkeySecondStepBodySchema,
        response: { 200: adminLoginResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await service.completeAdminPasskeySecondStep(
        app.db,
        relyingPartyOf(app.config.siteUrl),
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null },
        app.config.adminSessionHours,
      );
      await noteSignInDevice(app, request, reply, signedInAdmin(answer.admin));
      return answer;
    },
  );

  app.post(
    '/api/admin/register',
    {
      schema: {
        tags,
        summary: '管理者アカウントの申請（有効な管理者が有効化するまで無効）',
        body: adminRegisterBodySchema,
        response: { 201: adminRegisterResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const admin = await service.registerAdmin(app.db, request.body);
      return reply.code(201).send({
        admin,
        message: '管理者アカウントが作成されました。有効な管理者が承認するとログインできます。',
      });
    },
  );

};

/** The signed-in admin's own calls and the admin accounts (registered inside the admin area). */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/logout',
    { config: { beforeTwoStep: true }, schema: { tags, summary: '管理者ログアウト', response: { 200: okResponseSchema, 401: errorBodySchema } } },
    async (request) => {
      await service.logOutAdmin(app.db, bearerToken(request)!);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/me',
    { config: { beforeTwoStep: true }, schema: { tags, summary: 'ログイン中の管理者（2段階認証の設定の有無つき）', response: { 200: adminMeSchema, 401: errorBodySchema } } },
    async (request) => service.getAdmin(app.db, adminActorOf(request).id),
  );

  app.get(
    '/api/admin/accounts',
    {
      schema: { tags, summary: '管理者アカウント一覧', response: { 200: adminListResponseSchema, 401: errorBodySchema } },
    },
    async () => service.listAdmins(app.db),
  );

  app.put(
    '/api/admin/accounts/:id',
    {
      schema: {
        tags,
        summary: '管理者アカウントの有効化・無効化（監査ログに記録）',
        params: z.object({ id: z.uuid('IDの形式が正しくありません') }),
        body: adminActivationBodySchema,
        response: { 200: adminSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.setAdminActive(app.db, auditContextOf(request), request.params.id, request.body.isActive),
  );

  app.post(
    '/api/admin/accounts/:id/reset-two-step',
    {
      schema: {
        tags,
        summary: '他の管理者の2段階認証のリセット（自分のパスワードで確認・その管理者はログアウト・監査ログに記録）',
        params: z.object({ id: z.uuid('IDの形式が正しくありません') }),
        body: adminTwoStepResetBodySchema,
        response: { 200: okResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      await service.resetOtherAdminTwoStep(app.db, auditContextOf(request), request.params.id, request.body.password);
      return { ok: true as const };
    },
  );
};

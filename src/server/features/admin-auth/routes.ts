import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminActivationBodySchema,
  adminListResponseSchema,
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminRegisterBodySchema,
  adminRegisterResponseSchema,
  adminSchema,
} from '@/contract/admin-auth';
import { okResponseSchema } from '@/contract/auth';
import { errorBodySchema } from '@/contract/errors';
import { currentAdmin, requireAdmin } from '../../plugins/guards';
import { bearerToken } from '../../plugins/session';
import * as service from './service';

const tags = ['管理者認証'];
const security = [{ adminToken: [] }];

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/login',
    {
      schema: {
        tags,
        summary: '管理者ログイン（Bearer トークンを返す）',
        body: adminLoginBodySchema,
        response: { 200: adminLoginResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) =>
      service.logInAdmin(
        app.db,
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null },
        app.config.adminSessionHours,
      ),
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

  app.post(
    '/api/admin/logout',
    { preHandler: requireAdmin, schema: { tags, security, summary: '管理者ログアウト', response: { 200: okResponseSchema, 401: errorBodySchema } } },
    async (request) => {
      await service.logOutAdmin(app.db, bearerToken(request)!);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/me',
    { preHandler: requireAdmin, schema: { tags, security, summary: 'ログイン中の管理者', response: { 200: adminSchema, 401: errorBodySchema } } },
    async (request) => service.getAdmin(app.db, currentAdmin(request).id),
  );

  app.get(
    '/api/admin/accounts',
    {
      preHandler: requireAdmin,
      schema: { tags, security, summary: '管理者アカウント一覧', response: { 200: adminListResponseSchema, 401: errorBodySchema } },
    },
    async () => service.listAdmins(app.db),
  );

  app.put(
    '/api/admin/accounts/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        security,
        summary: '管理者アカウントの有効化・無効化',
        params: z.object({ id: z.uuid('IDの形式が正しくありません') }),
        body: adminActivationBodySchema,
        response: { 200: adminSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.setAdminActive(app.db, currentAdmin(request).id, request.params.id, request.body.isActive),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminClosureBodySchema, closurePreviewSchema } from '@/contract/account-closure';
import {
  adminUserDetailSchema,
  adminUserIdParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  suspendUserBodySchema,
} from '@/contract/admin-users';
import { errorBodySchema } from '@/contract/errors';
import { auditContextOf } from '../../audit/audit';
import { sendListPage } from '../../lib/list-page';
import { closeAccountByAdmin, closurePreview } from '../account-closure/service';
import * as service from './service';

const tags = ['管理画面'];

/** /admin/users: the back office's user list, details and suspension (registered inside the admin area). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'ユーザー一覧（検索・絞り込み・並び替え・ページ送り）。全件数は x-total-count、集計は x-list-counts',
        description:
          'q は名前またはメールアドレスの部分一致（大文字小文字・全角半角を区別しません）。' +
          'x-list-counts は全ユーザーに対する { total, verified, unverified, hosts } の JSON です。',
        querystring: adminUsersQuerySchema,
        response: { 200: z.array(adminUserSchema), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listUsers(app.db, request.query)),
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'ユーザーの詳細（予約数・最終ログイン・利用停止の理由）',
        params: adminUserIdParamsSchema,
        response: { 200: adminUserDetailSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.getUserDetail(app.db, request.params.id),
  );

  app.post(
    '/api/admin/users/:id/suspend',
    {
      schema: {
        tags,
        summary: 'ユーザーの利用停止（理由必須。ログイン中のセッションは終了し、解除までログインできません。監査ログに記録）',
        params: adminUserIdParamsSchema,
        body: suspendUserBodySchema,
        response: { 200: adminUserDetailSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.suspendUser(app.db, auditContextOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/users/:id/reinstate',
    {
      schema: {
        tags,
        summary: 'ユーザーの利用停止を解除（監査ログに記録）',
        params: adminUserIdParamsSchema,
        response: { 200: adminUserDetailSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.reinstateUser(app.db, auditContextOf(request), request.params.id),
  );

  app.get(
    '/api/admin/users/:id/closure',
    {
      schema: {
        tags,
        summary: 'ユーザーを退会処理できるか（できない理由）と、消去されるもの・法令により残るもの',
        params: adminUserIdParamsSchema,
        response: { 200: closurePreviewSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => closurePreview(app.db, request.params.id),
  );

  app.post(
    '/api/admin/users/:id/closure',
    {
      schema: {
        tags,
        summary: 'ご本人の依頼によりユーザーを退会処理（理由必須。個人情報は消去または匿名化。監査ログに記録）',
        params: adminUserIdParamsSchema,
        body: adminClosureBodySchema,
        response: { 200: adminUserDetailSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      await closeAccountByAdmin(app.db, app.storage, auditContextOf(request), request.params.id, request.body.reason);
      return service.getUserDetail(app.db, request.params.id);
    },
  );
};

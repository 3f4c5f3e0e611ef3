import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/errors';
import { notificationIdParamsSchema, notificationListSchema, notificationsReadResultSchema } from '@/contract/notifications';
import { userActorOf } from '../../policy';
import * as service from './service';

const tags = ['メッセージ・通知'];

/** The header's 通知 of the signed-in guest or host (not under /api/host: guests have notices too). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: '自分への通知（新しい順に20件）と未読件数',
        response: { 200: notificationListSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.listNotifications(app.db, userActorOf(request));
    },
  );

  app.post(
    '/api/notifications/read',
    {
      config: { guard: 'user' },
      schema: { tags, summary: 'すべての通知を既読にする', response: { 200: notificationsReadResultSchema, 401: errorBodySchema } },
    },
    async (request) => service.markAllRead(app.db, userActorOf(request)),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: '通知を1件既読にする（自分の通知のみ）',
        params: notificationIdParamsSchema,
        response: { 200: notificationsReadResultSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.markOneRead(app.db, userActorOf(request), request.params.id),
  );
};

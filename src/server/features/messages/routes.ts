import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingIdParamsSchema } from '@/contract/bookings';
import { errorBodySchema } from '@/contract/errors';
import { bookingConversationSchema, bookingMessageSchema, markMessagesReadResultSchema, sendMessageBodySchema } from '@/contract/messages';
import { requiredActorOf } from '../../policy';
import * as service from './service';

const tags = ['メッセージ・通知'];
/** The booking's guest or host (session), or an admin (token). */

/** A booking's conversation between its guest and its host (and the staff): read, write, mark read. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bookings/:id/messages',
    {
      config: { guard: 'userOrAdmin' },
      schema: {
        tags,
        summary: '予約のメッセージ（古い順。予約したゲスト、その宿のホスト、管理者のみ）',
        params: bookingIdParamsSchema,
        response: { 200: bookingConversationSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.getConversation(app.db, requiredActorOf(request), request.params.id);
    },
  );

  app.post(
    '/api/bookings/:id/messages',
    {
      config: { guard: 'userOrAdmin' },
      schema: {
        tags,
        summary: 'メッセージを送信（ゲスト→ホスト、ホスト→ゲスト、管理者→ゲスト。メール通知は数分ごとにまとめて送信）',
        params: bookingIdParamsSchema,
        body: sendMessageBodySchema,
        response: { 201: bookingMessageSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const message = await service.sendMessage(app.db, requiredActorOf(request), request.params.id, request.body.content);
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/api/bookings/:id/messages/read',
    {
      config: { guard: 'userOrAdmin' },
      schema: {
        tags,
        summary: '自分宛てのメッセージを既読にする',
        params: bookingIdParamsSchema,
        response: { 200: markMessagesReadResultSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.markConversationRead(app.db, requiredActorOf(request), request.params.id),
  );
};

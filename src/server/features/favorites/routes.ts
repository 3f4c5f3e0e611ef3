import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/errors';
import { favoriteCheckSchema, propertyIdParamsSchema, propertyListItemSchema } from '@/contract/properties';
import { userActorOf } from '../../policy';
import * as service from './service';

const tags = ['お気に入り'];

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/favorites/:id/check',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'この物件をお気に入りに登録済みか',
        params: propertyIdParamsSchema,
        response: { 200: favoriteCheckSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ isFavorited: await service.isFavorited(app.db, userActorOf(request).id, request.params.id) }),
  );

  app.post(
    '/api/favorites/:id',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'お気に入りに追加（登録済みでもエラーにしません）',
        params: propertyIdParamsSchema,
        response: { 201: favoriteCheckSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.addFavorite(app.db, userActorOf(request).id, request.params.id);
      return reply.code(201).send({ isFavorited: true });
    },
  );

  app.delete(
    '/api/favorites/:id',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'お気に入りから削除（未登録でもエラーにしません）',
        params: propertyIdParamsSchema,
        response: { 200: favoriteCheckSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await service.removeFavorite(app.db, userActorOf(request).id, request.params.id);
      return { isFavorited: false };
    },
  );

  app.get(
    '/api/user/favorites',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'ログイン中の利用者のお気に入り（新しく追加した順）',
        response: { 200: z.array(propertyListItemSchema), 401: errorBodySchema },
      },
    },
    async (request) => service.listFavorites(app.db, userActorOf(request).id),
  );
};

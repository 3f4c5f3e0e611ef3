import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/errors';
import {
  ownerBookingsQuerySchema,
  ownerDashboardBookingSchema,
  ownerDashboardPropertySchema,
  ownerParamsSchema,
  ownerStatsSchema,
} from '@/contract/owner-dashboard';
import { userActorOf } from '../../policy';
import { getOwnerStats, listOwnerBookings, listOwnerProperties } from './service';

const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['オーナー'];

/**
 * The owner dashboard's calls (the seed's `/api/owner/{ownerId}/*`), inside the host area: that owner,
 * or a user with the admin role; another owner's id answers 404 (service.ts).
 */
export const ownerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/owner/:ownerId/properties',
    {
      schema: {
        tags,
        summary: 'オーナーの物件一覧（削除済みを除く、新しい順）',
        params: ownerParamsSchema,
        response: { 200: z.array(ownerDashboardPropertySchema), ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listOwnerProperties(app.db, userActorOf(request), request.params.ownerId);
    },
  );

  app.get(
    '/api/owner/:ownerId/bookings',
    {
      schema: {
        tags,
        summary: 'オーナーの予約（新しい順、または ?month= の月の宿泊）',
        description: '仮予約（支払い前の確保）と、一度も支払われずに取り消された確保・期限切れのリクエストは予約に含めません。',
        params: ownerParamsSchema,
        querystring: ownerBookingsQuerySchema,
        response: { 200: z.array(ownerDashboardBookingSchema), ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listOwnerBookings(app.db, userActorOf(request), request.params.ownerId, request.query);
    },
  );

  app.get(
    '/api/owner/:ownerId/stats',
    {
      schema: {
        tags,
        summary: 'オーナーの今月の集計（日本時間）',
        params: ownerParamsSchema,
        response: { 200: ownerStatsSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getOwnerStats(app.db, userActorOf(request), request.params.ownerId);
    },
  );
};

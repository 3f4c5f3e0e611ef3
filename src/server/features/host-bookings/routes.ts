import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/errors';
import {
  hostBookingDetailSchema,
  hostBookingIdParamsSchema,
  hostBookingListItemSchema,
  hostBookingReasonBodySchema,
  hostBookingsQuerySchema,
  ownerBookingParamsSchema,
  ownerBookingStatusBodySchema,
} from '@/contract/host-bookings';
import { sendListPage } from '../../lib/list-page';
import { requiredActorOf, userActorOf } from '../../policy';
import { bookingDeps } from '../bookings/deps';
import * as service from './service';

const tags = ['ホスト：予約管理'];
const actionResponse = {
  200: hostBookingDetailSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** /host/bookings: the host's bookings, their detail and the host's actions (registered inside the host area). */
export const hostBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => bookingDeps(app, request.log);

  app.get(
    '/api/host/bookings',
    {
      schema: {
        tags,
        summary: 'ホストの予約一覧（検索・タブ・並び替え・ページ送り）。全件数は x-total-count、タブの件数は x-list-counts',
        description:
          'q はゲスト名または物件名の部分一致（大文字小文字・全角半角を区別しません）。status は pending / confirmed / completed / cancelled（無断キャンセルを含む）。' +
          'x-list-counts はホストの全予約に対する { all, pending, confirmed, completed, cancelled } の JSON です。お支払いの済んでいない仮予約と、お支払い前に取り消された予約は含みません。',
        querystring: hostBookingsQuerySchema,
        response: { 200: z.array(hostBookingListItemSchema), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listHostBookings(app.db, requiredActorOf(request), request.query)),
  );

  app.get(
    '/api/host/bookings/:id',
    {
      schema: {
        tags,
        summary: '予約の詳細（ゲスト・宿泊・料金内訳・お支払いと返金・いま行える操作）',
        params: hostBookingIdParamsSchema,
        response: { 200: hostBookingDetailSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.getHostBooking(app.db, requiredActorOf(request), request.params.id),
  );

  app.post(
    '/api/host/bookings/:id/approve',
    {
      schema: {
        tags,
        summary: '予約リクエストを承認（回答期限の24時間以内。カードの与信を確定し、ゲストに予約確定メール）',
        params: hostBookingIdParamsSchema,
        response: actionResponse,
      },
    },
    async (request) => service.approveBooking(deps(request), requiredActorOf(request), request.params.id),
  );

  app.post(
    '/api/host/bookings/:id/reject',
    {
      schema: {
        tags,
        summary: '予約リクエストを却下（理由必須。与信を解除し、ゲストに理由を添えてメール）',
        params: hostBookingIdParamsSchema,
        body: hostBookingReasonBodySchema,
        response: actionResponse,
      },
    },
    async (request) => service.rejectBooking(deps(request), requiredActorOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/host/bookings/:id/cancel',
    {
      schema: {
        tags,
        summary: '確定済みの予約をホストがキャンセル（チェックイン前・理由必須。ゲストには全額返金）',
        params: hostBookingIdParamsSchema,
        body: hostBookingReasonBodySchema,
        response: actionResponse,
      },
    },
    async (request) => service.hostCancelBooking(deps(request), requiredActorOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/host/bookings/:id/check-in',
    {
      schema: {
        tags,
        summary: 'チェックイン済みにする（チェックイン日からチェックアウト日まで。予約は確定のまま）',
        params: hostBookingIdParamsSchema,
        response: actionResponse,
      },
    },
    async (request) => service.checkInBooking(deps(request), requiredActorOf(request), request.params.id),
  );

  app.post(
    '/api/host/bookings/:id/no-show',
    {
      schema: {
        tags,
        summary: '無断キャンセルにする（チェックイン日を過ぎてチェックインがない確定予約。当日キャンセルと同額を請求し、残りを返金）',
        params: hostBookingIdParamsSchema,
        response: actionResponse,
      },
    },
    async (request) => service.markNoShow(deps(request), requiredActorOf(request), request.params.id),
  );
};

/** The seed's owner call PUT /api/bookings/{bookingId}: outside the host area, for the booking's host only. */
export const ownerBookingStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/bookings/:bookingId',
    {
      config: { guard: 'host' },
      schema: {
        tags,
        summary: 'オーナーによる予約リクエストの承認（confirmed）・却下（cancelled）',
        description: '承認待ちの予約にのみ使えます。ホスト以外（ゲスト）には本文を読む前に 403、予約の物件のホスト以外のホストには存在しない予約と同じ 404 を返します。',
        params: ownerBookingParamsSchema,
        body: ownerBookingStatusBodySchema,
        response: actionResponse,
      },
    },
    async (request) => service.setOwnerBookingStatus(bookingDeps(app, request.log), userActorOf(request), request.params.bookingId, request.body),
  );
};

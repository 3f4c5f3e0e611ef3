import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingIdParamsSchema, bookingSchema, cancelResultSchema, createBookingBodySchema } from '@/contract/bookings';
import { errorBodySchema } from '@/contract/errors';
import { cancelBookingBodySchema, refundAccountBodySchema, refundTransferSchema } from '@/contract/refund-transfers';
import { giveRefundAccount } from '../refund-transfers/service';
import { requiredActorOf, userActorOf } from '../../policy';
import { bookingDeps } from './deps';
import { createHold } from './hold';
import * as service from './service';
import { pageLanguageOf } from '../../lib/request-language';
import { rememberPageLanguage } from '../profile/service';

const tags = ['予約・決済'];

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => bookingDeps(app, request.log);

  app.post(
    '/api/bookings',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: '仮予約を作成（30分間その泊を確保。お支払いは POST /api/checkout）',
        body: createBookingBodySchema,
        response: { 201: bookingSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user = userActorOf(request);
      const hold = await createHold(deps(request), user, {
        propertyId: body.propertyId,
        checkinDate: body.checkIn,
        checkoutDate: body.checkOut,
        guestsAdults: body.guestsAdults ?? body.guestCount ?? 1,
        guestsChildren: body.guestsChildren ?? 0,
        guestsInfants: body.guestsInfants ?? 0,
        guestName: body.guestName,
        guestNameKana: body.guestNameKana,
        guestEmail: body.guestEmail,
        guestPhone: body.guestPhone,
        specialRequests: body.specialRequests,
      });
      // The guest's e-mails follow the language of the page they booked from (docs/decisions/0042-english-guest-pages.md, "E-mails").
      await rememberPageLanguage(app.db, user.id, pageLanguageOf(request));
      return reply.code(201).send(await service.getBooking(app.db, user, hold.bookingId));
    },
  );

  app.get(
    '/api/bookings/:id',
    {
      config: { guard: 'userOrAdmin' },
      schema: {
        tags,
        summary: '予約の詳細（予約したゲスト、その宿のホスト、管理者のみ）',
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.getBooking(app.db, requiredActorOf(request), request.params.id),
  );

  app.get(
    '/api/user/bookings',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'ログイン中のゲストの予約（チェックインの新しい順）',
        response: { 200: z.array(bookingSchema), 401: errorBodySchema },
      },
    },
    async (request) => service.listUserBookings(app.db, userActorOf(request)),
  );

  app.put(
    '/api/bookings/:id/cancel',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'ゲストによるキャンセル（キャンセルポリシーに沿って返金）',
        description: 'チェックイン時刻（日本時間）まで取消できます。キャンセル料と返金額は予約の cancellation で事前に確認できます。',
        params: bookingIdParamsSchema,
        body: cancelBookingBodySchema.nullish(),
        response: { 200: cancelResultSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.cancelBooking(deps(request), userActorOf(request), request.params.id, request.body ?? {}),
  );

  app.put(
    '/api/bookings/:id/refund-account',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'コンビニ払い・銀行振込の返金先口座を入力（予約したゲストのみ。振込済みの返金は 409）',
        description: '銀行・支店は全銀の金融機関コード・支店コードで指定します。口座番号と口座名義は暗号化して保管し、返金の振込後に消去します。',
        params: bookingIdParamsSchema,
        body: refundAccountBodySchema,
        response: { 200: refundTransferSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => giveRefundAccount(app.db, app.fieldCipher, userActorOf(request), request.params.id, request.body),
  );
};

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingBySessionSchema,
  cardDeclinedSchema,
  checkoutBodySchema,
  checkoutSessionSchema,
  createCheckoutSessionBodySchema,
  createPaymentIntentBodySchema,
  localCardBodySchema,
  localCardResultSchema,
  localSessionSchema,
  localVoucherBodySchema,
  localVoucherResultSchema,
  paymentIntentSchema,
  sessionIdParamsSchema,
} from '@/contract/bookings';
import { errorBodySchema } from '@/contract/errors';
import { getLocalSession } from '../../payments/local-checkout';
import { notFound } from '../../lib/app-error';
import { messageFor } from '../../lib/error-language';
import { userActorOf } from '../../policy';
import { bookingDeps } from '../bookings/deps';
import * as service from './service';

const tags = ['予約・決済'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 502: errorBodySchema };

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => bookingDeps(app, request.log);
  const simulatePayments = () => app.config.payments.provider === 'local' && app.config.payments.simulatePayments;

  app.post(
    '/api/create-checkout-session',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: '仮予約（30分）を作成し、決済ページのURLを返す',
        description: '請求額はサーバーが宿泊料金から計算します（totalAmount は使いません）。同じ泊が埋まっていれば 409 です。',
        body: createCheckoutSessionBodySchema,
        response: { 201: checkoutSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await service.checkoutStay(deps(request), userActorOf(request), request.body, {
        origin: app.config.siteUrl,
        cancelPath: '/booking-confirmation',
        language: request.body.language,
      });
      return reply.code(201).send(session);
    },
  );

  app.post(
    '/api/checkout',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'お支払い待ちの予約（仮予約）の決済ページのURLを返す',
        description: 'amount は使いません。請求額は予約の金額です。',
        body: checkoutBodySchema,
        response: { 200: checkoutSessionSchema, ...errors },
      },
    },
    async (request) =>
      service.checkoutBooking(deps(request), userActorOf(request), request.body.reservationId, {
        origin: app.config.siteUrl,
        cancelPath: `/payment/${request.body.reservationId}`,
        language: request.body.language,
      }),
  );

  app.post(
    '/api/create-payment-intent',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: '埋め込みカード決済（/booking-form）の準備',
        body: createPaymentIntentBodySchema,
        response: { 200: paymentIntentSchema, ...errors },
      },
    },
    async (request) => {
      const bookingId = request.body.metadata.bookingId;
      const session = await service.checkoutBooking(deps(request), userActorOf(request), bookingId, {
        origin: app.config.siteUrl,
        cancelPath: `/booking-confirmation/${bookingId}`,
        language: request.body.language,
      });
      const provider = app.payments.name;
      return {
        clientSecret: `${session.sessionId}_secret`,
        paymentSessionId: session.sessionId,
        amountJpy: session.amountJpy,
        provider,
        checkoutUrl: provider === 'stripe' ? session.url : null,
      };
    },
  );

  app.get(
    '/api/booking-by-session/:sessionId',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: '決済セッションの予約と支払い状況（決済事業者に確認します）',
        params: sessionIdParamsSchema,
        response: { 200: bookingBySessionSchema, ...errors },
      },
    },
    async (request) => service.bookingBySession(deps(request), userActorOf(request), request.params.sessionId),
  );

  app.get(
    '/api/payments/local/:sessionId',
    {
      schema: {
        tags,
        summary: 'テスト決済ページ（local）の表示内容',
        params: sessionIdParamsSchema,
        response: { 200: localSessionSchema, 404: errorBodySchema },
      },
    },
    async (request) => getLocalSession(app.db, request.params.sessionId, { simulatePayments: simulatePayments() }),
  );

  app.post(
    '/api/payments/local/:sessionId/voucher',
    {
      schema: {
        tags,
        summary: 'テスト決済ページ（local）でコンビニ払い・銀行振込を選ぶ（お支払い番号の発行）',
        description: '即時予約で、お支払い期限（src/domain/pay-later.ts）がまだ来ていないときだけ選べます。予約はお支払い期限まで確保されます。',
        params: sessionIdParamsSchema,
        body: localVoucherBodySchema,
        response: { 200: localVoucherResultSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.chooseLocalVoucher(deps(request), request.params.sessionId, request.body.method),
  );

  app.post(
    '/api/payments/local/:sessionId/simulate-paid',
    {
      schema: {
        tags,
        summary: 'テスト用：コンビニ払い・銀行振込を支払い済みにする（本番の設定では 404）',
        description: '実際の入金の通知と同じ経路（applyPaymentEvent）で予約を確定します。',
        params: sessionIdParamsSchema,
        response: { 200: localVoucherResultSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      if (!simulatePayments()) throw notFound('ページが見つかりません');
      return service.simulateLocalVoucherPayment(deps(request), request.params.sessionId);
    },
  );

  app.post(
    '/api/payments/local/:sessionId/complete',
    {
      schema: {
        tags,
        summary: 'テスト決済ページ（local）のカード送信',
        description: '4242 4242 4242 4242 は決済成功、4000 0000 0000 0002 はカード拒否（402）、それ以外は 400 です。',
        params: sessionIdParamsSchema,
        body: localCardBodySchema,
        response: { 200: localCardResultSchema, 402: cardDeclinedSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await service.completeLocalPayment(deps(request), request.params.sessionId, request.body);
      if (result.outcome === 'declined') {
        return reply.code(402).send({ code: 'CARD_DECLINED' as const, message: messageFor(request, result.message), redirectUrl: result.redirectUrl });
      }
      return { status: result.outcome, redirectUrl: result.redirectUrl };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingIdParamsSchema } from '@/contract/bookings';
import { errorBodySchema } from '@/contract/errors';
import { receiptBodySchema, receiptIssuedSchema, receiptParamsSchema } from '@/contract/receipts';
import { userActorOf } from '../../policy';
import { receiptHtml } from './receipt-html';
import * as service from './service';

const tags = ['予約・決済'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The guest's 領収書 of a paid booking (docs/product/receipts-and-invoices.md). */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bookings/:id/receipts',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: '領収書を発行（予約したゲストのみ、お支払い済みの予約。2回目以降は再発行と表示）',
        params: bookingIdParamsSchema,
        body: receiptBodySchema,
        response: { 201: receiptIssuedSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const issued = await service.issueReceipt(app.db, app.config.invoicing, userActorOf(request), request.params.id, request.body);
      return reply.code(201).send(issued);
    },
  );

  app.get(
    '/api/bookings/:id/receipts/:receiptId',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: '発行した領収書（印刷用 HTML、予約したゲストのみ）',
        params: receiptParamsSchema,
        response: { 200: { description: '領収書の HTML', content: { 'text/html': { schema: z.string() } } }, ...errors },
      },
    },
    async (request, reply) => {
      const document = await service.readReceipt(app.db, userActorOf(request), request.params.id, request.params.receiptId);
      reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store');
      return receiptHtml(document, app.config.operator, `/booking/${document.booking.booking.id}`);
    },
  );
};

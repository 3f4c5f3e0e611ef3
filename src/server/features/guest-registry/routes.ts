import multipart from '@fastify/multipart';
import { fileAnswer } from '@/contract/file-answers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/errors';
import {
  PASSPORT_MAX_BYTES,
  bookingRegistrySchema,
  guestCheckInSchema,
  registryCsvParamsSchema,
  registryCsvQuerySchema,
  registryEntryBodySchema,
  registryGuestParamsSchema,
} from '@/contract/guest-registry';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/csv';
import { adminActorOf, requiredActorOf, userActorOf } from '../../policy';
import { registryCsv } from './registry-csv';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const bookingParams = z.object({ id: z.string().uuid() });
const readerOf = (request: FastifyRequest) => ({ ipAddress: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null });
const privateNoStore = 'private, no-store';

/** オンラインチェックイン: the booking's guest fills the registry (signed in; anyone else gets the booking's 404). */
export const guestCheckInRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PASSPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const tags = ['オンラインチェックイン'];

  app.get(
    '/api/bookings/:id/check-in',
    { config: { guard: 'user' }, schema: { tags, summary: 'オンラインチェックイン（宿泊者名簿の入力状況・必要な項目・受付期間）', params: bookingParams, response: { 200: guestCheckInSchema, ...errors } } },
    async (request, reply) => reply.header('cache-control', privateNoStore).send(await service.getCheckIn(app.db, userActorOf(request), request.params.id)),
  );

  app.put(
    '/api/bookings/:id/check-in/:guestIndex',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: '宿泊者1名分の名簿を保存（物件の営業の根拠が求める項目。日本国内に住所のない方は国籍・旅券番号・旅券の写真）',
        params: registryGuestParamsSchema,
        body: registryEntryBodySchema,
        response: { 200: guestCheckInSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', privateNoStore).send(await service.saveEntry(app.db, app.storage, userActorOf(request), request.params.id, request.params.guestIndex, request.body)),
  );

  app.post(
    '/api/bookings/:id/check-in/:guestIndex/passport',
    {
      config: { guard: 'user' },
      schema: {
        tags,
        summary: '旅券（顔写真のページ）の写真のアップロード（multipart: passport。JPEG・PNG・WebP、5MBまで。非公開の領域に保存）',
        consumes: ['multipart/form-data'],
        params: registryGuestParamsSchema,
        response: { 200: guestCheckInSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return reply.code(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: '写真は multipart/form-data で送信してください' });
      const answer = await service.savePassport(app.db, app.storage, userActorOf(request), request.params.id, request.params.guestIndex, request.files());
      return reply.header('cache-control', privateNoStore).send(answer);
    },
  );
};

/** 宿泊者名簿 for the booking's host (registered inside the host area). */
export const hostRegistryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ホスト：宿泊者名簿'];

  app.get(
    '/api/host/bookings/:id/registry',
    { schema: { tags, summary: '予約の宿泊者名簿（宿泊者ごとの入力内容と本人確認）', params: bookingParams, response: { 200: bookingRegistrySchema, ...errors } } },
    async (request, reply) => reply.header('cache-control', privateNoStore).send(await service.getBookingRegistry(app.db, requiredActorOf(request), request.params.id)),
  );

  app.post(
    '/api/host/bookings/:id/registry/:guestIndex/verify',
    { schema: { tags, summary: '宿泊者を本人確認済みにする（チェックイン当日から）', params: registryGuestParamsSchema, response: { 200: bookingRegistrySchema, ...errors } } },
    async (request) => service.verifyGuest(app.db, requiredActorOf(request), request.params.id, request.params.guestIndex),
  );

  app.get(
    '/api/host/bookings/:id/registry/:guestIndex/passport',
    {
      schema: {
        tags,
        summary: '旅券の写真（予約のホストのみ。閲覧は監査ログに記録。キャッシュ不可）',
        params: registryGuestParamsSchema,
        response: { 200: fileAnswer('旅券の写真', ['image/jpeg']), ...errors },
      },
    },
    async (request, reply) => {
      const file = await service.readPassport(app.db, app.storage, requiredActorOf(request), request.params.id, request.params.guestIndex, readerOf(request));
      return reply.header('cache-control', privateNoStore).header('x-content-type-options', 'nosniff').type(file.contentType).send(file.body);
    },
  );

  app.get(
    '/api/host/properties/:id/registry.csv',
    {
      schema: {
        tags,
        summary: '物件の宿泊者名簿の CSV（Excel 用: UTF-8 BOM 付き、CRLF）。期間（宿泊日が重なる予約）は366日以内',
        params: registryCsvParamsSchema,
        querystring: registryCsvQuerySchema,
        response: { 200: fileAnswer('宿泊者名簿の CSV', ['text/csv']), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await registryCsv(app.db, requiredActorOf(request), request.params.id, request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(csv.filename)).header('cache-control', privateNoStore).send(csv.body);
    },
  );
};

/** The back office reads any booking's registry; every passport read is audited (admin area). */
export const adminRegistryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['管理：宿泊者名簿'];

  app.get(
    '/api/admin/bookings/:id/registry',
    { schema: { tags, summary: '予約の宿泊者名簿', params: bookingParams, response: { 200: bookingRegistrySchema, ...errors } } },
    async (request, reply) => reply.header('cache-control', privateNoStore).send(await service.getBookingRegistry(app.db, adminActorOf(request), request.params.id)),
  );

  app.get(
    '/api/admin/bookings/:id/registry/:guestIndex/passport',
    {
      schema: {
        tags,
        summary: '旅券の写真（閲覧は監査ログに記録。キャッシュ不可）',
        params: registryGuestParamsSchema,
        response: { 200: fileAnswer('旅券の写真', ['image/jpeg']), ...errors },
      },
    },
    async (request, reply) => {
      const file = await service.readPassport(app.db, app.storage, adminActorOf(request), request.params.id, request.params.guestIndex, readerOf(request));
      return reply.header('cache-control', privateNoStore).header('x-content-type-options', 'nosniff').type(file.contentType).send(file.body);
    },
  );
};

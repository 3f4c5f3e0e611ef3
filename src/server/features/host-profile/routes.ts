import multipart from '@fastify/multipart';
import { IMAGE_MEDIA_TYPES, fileAnswer } from '@/contract/file-answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/errors';
import {
  HOST_IMAGE_MAX_BYTES,
  hostBankBodySchema,
  hostBankDetailsSchema,
  hostBasicBodySchema,
  hostIdentityBodySchema,
  hostImageAnswerSchema,
  hostProfileSchema,
  idDocumentParamsSchema,
} from '@/contract/host-profile';
import { AppError } from '../../lib/app-error';
import { userActorOf } from '../../policy';
import * as service from './service';

const tags = ['ホストプロフィール'];
const PRIVATE = 'private, no-store';
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

const notMultipart = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, '画像は multipart/form-data で送信してください');

/** /api/host/profile/*: the signed-in host's own profile (registered inside the host area). */
export const hostProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: HOST_IMAGE_MAX_BYTES, files: 2, fields: 5, parts: 8 } });
  // Everything here is the host's own private data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE);
  });

  app.get(
    '/api/host/profile',
    { schema: { tags, summary: 'ホストプロフィール（本人のみ、口座番号は下3桁のみ）', response: { 200: hostProfileSchema, ...refusals } } },
    async (request) => service.getHostProfile(app.db, userActorOf(request)),
  );

  app.get(
    '/api/host/profile/bank',
    { schema: { tags, summary: '振込口座（本人の編集用、口座番号を含む）', response: { 200: hostBankDetailsSchema, ...refusals } } },
    async (request) => service.getBankDetails(app.db, app.fieldCipher, userActorOf(request)),
  );

  app.put(
    '/api/host/profile/basic',
    { schema: { tags, summary: '基本情報の更新（連絡先メールはログインのメールとは別）', body: hostBasicBodySchema, response: { 200: hostProfileSchema, ...refusals } } },
    async (request) => service.updateBasic(app.db, userActorOf(request), request.body),
  );

  app.put(
    '/api/host/profile/identity',
    {
      schema: {
        tags,
        summary: '本人確認の提出（審査待ちになる。verificationStatus は無視され、管理者のみが設定）',
        body: hostIdentityBodySchema,
        response: { 200: hostProfileSchema, ...refusals },
      },
    },
    async (request) => service.updateIdentity(app.db, app.storage, userActorOf(request), request.body),
  );

  app.put(
    '/api/host/profile/bank',
    { schema: { tags, summary: '振込口座の更新（口座番号は暗号化して保存）', body: hostBankBodySchema, response: { 200: hostProfileSchema, ...refusals } } },
    async (request) => service.updateBank(app.db, app.fieldCipher, userActorOf(request), request.body),
  );

  app.post(
    '/api/host/profile/image',
    {
      schema: {
        tags,
        summary: 'プロフィール画像のアップロード（multipart: profileImage、画像のみ、5MBまで）',
        consumes: ['multipart/form-data'],
        response: { 200: hostImageAnswerSchema, ...refusals, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw notMultipart();
      return service.storeProfileImage(app.db, app.storage, userActorOf(request), request.parts());
    },
  );

  app.post(
    '/api/host/profile/id-document',
    {
      schema: {
        tags,
        summary: '身分証明書画像のアップロード（multipart: idImage と side=front|back、JPEG・PNG・WEBP、5MBまで）',
        consumes: ['multipart/form-data'],
        response: { 200: hostImageAnswerSchema, ...refusals, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw notMultipart();
      return service.storeIdDocument(app.db, app.storage, userActorOf(request), request.parts());
    },
  );

  app.get(
    '/api/host/profile/id-document/:side',
    {
      schema: {
        tags,
        summary: '身分証明書画像（本人のみ。画像のバイト列、キャッシュ不可）',
        params: idDocumentParamsSchema,
        response: { 200: fileAnswer('身分証明書の画像', IMAGE_MEDIA_TYPES), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const actor = userActorOf(request);
      const file = await service.readIdDocument(app.db, app.storage, actor, actor.id, request.params.side);
      return reply.header('x-content-type-options', 'nosniff').type(file.contentType).send(file.body);
    },
  );
};

import multipart from '@fastify/multipart';
import { DOCUMENT_MEDIA_TYPES, fileAnswer } from '@/contract/file-answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/errors';
import {
  editorPhotosSchema,
  hostPropertyCreateBodySchema,
  hostPropertyEditorSchema,
  hostPropertyUpdateBodySchema,
  lodgingDocumentSchema,
  ownerPropertyBodySchema,
  ownerPropertySchema,
  PHOTO_MAX_BYTES,
  photoParamsSchema,
  photosPatchBodySchema,
  PHOTOS_PER_REQUEST,
  propertyCreatedSchema,
  propertyIdParamsSchema,
  propertyMastersSchema,
} from '@/contract/host-property-editor';
import { userActorOf } from '../../policy';
import { readLodgingDocument, storeLodgingDocument } from './lodging-document';
import * as service from './service';

const tags = ['ホスト：物件編集'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The host's house editor: registered inside the host area (src/server/plugins/areas.ts). */
export const hostPropertyEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: PHOTOS_PER_REQUEST + 1, fields: 10, parts: PHOTOS_PER_REQUEST + 11 } });

  app.get(
    '/api/host/property-masters',
    {
      schema: {
        tags,
        summary: '物件編集の選択肢：古民家の特徴と基本設備（カテゴリ順・表示順）',
        response: { 200: propertyMastersSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => service.getMasters(app.db),
  );

  app.post(
    '/api/host/properties',
    {
      schema: {
        tags,
        summary: '物件の下書きを作成（物件名は必須、その他は任意）',
        description: '新しい物件は常に下書き（draft）です。status・hostUserId など編集できない項目を送ると 400 になります。',
        body: hostPropertyCreateBodySchema,
        response: { 201: propertyCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body as typeof request.body & { title: string };
      return reply.code(201).send(await service.createDraft(app.db, userActorOf(request), body));
    },
  );

  app.get(
    '/api/host/properties/:id',
    {
      schema: {
        tags,
        summary: '編集する物件の内容（自分の物件のみ。写真、料金、ルール、審査に足りないもの）',
        params: propertyIdParamsSchema,
        response: { 200: hostPropertyEditorSchema, ...errors },
      },
    },
    async (request) => service.getEditor(app.db, userActorOf(request), request.params.id),
  );

  app.put(
    '/api/host/properties/:id',
    {
      schema: {
        tags,
        summary: '物件の内容を保存（送った項目だけを更新）',
        description:
          '公開中の物件は公開中のまま、審査待ちの物件は審査待ちのまま内容だけが変わります。status・hostUserId など編集できない項目を送ると 400 になります。',
        params: propertyIdParamsSchema,
        body: hostPropertyUpdateBodySchema,
        response: { 200: hostPropertyEditorSchema, ...errors },
      },
    },
    async (request) => service.updateProperty(app.db, userActorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/host/properties/:id/lodging-document',
    {
      schema: {
        tags,
        summary: '営業の根拠の書類のアップロード（multipart: document。JPEG・PNG・WebP・PDF、5MBまで）',
        description: '届出受理通知書・営業許可証・特区民泊の認定書。非公開の領域に保存し、物件のホストと管理者だけが読めます。差し替えると管理者の確認は取り消されます。',
        consumes: ['multipart/form-data'],
        params: propertyIdParamsSchema,
        response: { 200: lodgingDocumentSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      const actor = userActorOf(request);
      if (!request.isMultipart()) return reply.code(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: '書類は multipart/form-data で送信してください' });
      const document = await storeLodgingDocument(app.db, app.storage, actor, request.params.id, request.files());
      return reply.header('cache-control', 'private, no-store').send(document);
    },
  );

  app.get(
    '/api/host/properties/:id/lodging-document',
    {
      schema: {
        tags,
        summary: '営業の根拠の書類（物件のホストのみ。ファイルのバイト列、キャッシュ不可）',
        params: propertyIdParamsSchema,
        response: { 200: fileAnswer('営業の根拠の書類', DOCUMENT_MEDIA_TYPES), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await readLodgingDocument(app.db, app.storage, userActorOf(request), request.params.id);
      return reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').type(file.contentType).send(file.body);
    },
  );

  app.post(
    '/api/host/properties/:id/photos',
    {
      schema: {
        tags,
        summary: '写真のアップロード（multipart: photo または photo_0, photo_1 …。JPEG・PNG・WebP、1枚5MBまで、1回20枚・1物件50枚まで）',
        description: '各写真は向きを直し、メタデータ（EXIF・GPS）を除いて、幅480・960・1600px の WebP と JPEG で保存します。最初の写真がカバー写真になります。',
        consumes: ['multipart/form-data'],
        params: propertyIdParamsSchema,
        response: { 201: editorPhotosSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      const actor = userActorOf(request);
      if (!request.isMultipart()) return reply.code(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: '写真は multipart/form-data で送信してください' });
      const photos = await service.addPhotos(app.db, app.storage.public, actor, request.params.id, request.files());
      return reply.code(201).send(photos);
    },
  );

  app.patch(
    '/api/host/properties/:id/photos',
    {
      schema: {
        tags,
        summary: '写真の並び順・キャプション・カバー写真の変更',
        params: propertyIdParamsSchema,
        body: photosPatchBodySchema,
        response: { 200: editorPhotosSchema, ...errors },
      },
    },
    async (request) => service.patchPhotos(app.db, userActorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/host/properties/:id/photos/:photoId',
    {
      schema: {
        tags,
        summary: '写真の削除（カバー写真を削除すると、残りの先頭の写真がカバーになります）',
        params: photoParamsSchema,
        response: { 200: editorPhotosSchema, ...errors },
      },
    },
    async (request) => service.deletePhoto(app.db, app.storage.public, userActorOf(request), request.params.id, request.params.photoId),
  );
};

/**
 * POST /api/properties: the seed's owner form, outside /api/host but for a signed-in host only. A new
 * house is always a draft of the caller, whatever `status` or `isActive` say.
 */
export const ownerPropertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/properties',
    {
      config: { guard: 'host' },
      schema: {
        tags,
        summary: '物件の登録（オーナーフォーム互換）。常にログイン中のホストの下書きになります',
        description:
          'status・isActive を送っても公開されません（公開は管理者の審査後）。ownerId が自分以外なら 403。images は /uploads/photos/… に保存済みの写真のみ。',
        body: ownerPropertyBodySchema,
        response: { 201: ownerPropertySchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createOwnerProperty(app.db, app.storage.public, userActorOf(request), request.body)),
  );
};

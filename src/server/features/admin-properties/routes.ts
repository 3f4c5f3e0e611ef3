import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_MEDIA_TYPES, fileAnswer } from '@/contract/file-answers';
import { z } from 'zod';
import {
  adminPropertiesQuerySchema,
  adminPropertyIdParamsSchema,
  adminPropertySchema,
  propertyApprovalSchema,
  propertyApprovalsQuerySchema,
  propertyReasonBodySchema,
  reviewedPropertySchema,
} from '@/contract/admin-properties';
import { errorBodySchema } from '@/contract/errors';
import { propertyPreviewSchema } from '@/contract/host-properties';
import { auditContextOf } from '../../audit/audit';
import { sendListPage } from '../../lib/list-page';
import { adminActorOf } from '../../policy';
import { readLodgingDocument } from '../host-property-editor/lodging-document';
import { approveProperty, liftSuspension, rejectProperty, suspendProperty } from '../property-review/service';
import * as service from './service';

const tags = ['管理画面'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const changeResponses = { 200: reviewedPropertySchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema };

/** /admin/properties and 物件承認: the house list, the houses in review, the guest's view of a house, and the review's actions (inside the admin area). */
export const adminPropertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/properties',
    {
      schema: {
        tags,
        summary: '物件一覧（検索・状態と都道府県で絞り込み・並び替え・ページ送り、削除済みを除く）。全件数は x-total-count、集計は x-list-counts',
        description:
          'q はタイトル・都道府県・市区町村の部分一致（全角半角・ひらがなカタカナを区別しません）。' +
          'x-list-counts は削除されていない全物件に対する { total, published, inReview, suspended, averageRating } の JSON です（averageRating はレビューのある物件の評価の平均、なければ 0）。',
        querystring: adminPropertiesQuerySchema,
        response: { 200: z.array(adminPropertySchema), ...refusals },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listProperties(app.db, request.query)),
  );

  app.get(
    '/api/admin/property-approvals',
    {
      schema: {
        tags,
        summary: '審査待ちの物件（提出の古い順）。x-list-counts は { waiting }',
        querystring: propertyApprovalsQuerySchema,
        response: { 200: z.array(propertyApprovalSchema), ...refusals },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listPropertyApprovals(app.db, request.query)),
  );

  app.get(
    '/api/admin/properties/:id/lodging-document',
    {
      schema: {
        tags,
        summary: '営業の根拠の書類（届出受理通知書・営業許可証・認定書。ファイルのバイト列、キャッシュ不可）',
        params: adminPropertyIdParamsSchema,
        response: { 200: fileAnswer('営業の根拠の書類', DOCUMENT_MEDIA_TYPES), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await readLodgingDocument(app.db, app.storage, adminActorOf(request), request.params.id);
      return reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').type(file.contentType).send(file.body);
    },
  );

  app.get(
    '/api/admin/properties/:id/preview',
    {
      schema: {
        tags,
        summary: '物件をゲストの表示で確認（どの状態でも。削除済みは 404）',
        params: adminPropertyIdParamsSchema,
        response: { 200: propertyPreviewSchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (request) => service.previewProperty(app.db, request.params.id),
  );

  app.post(
    '/api/admin/properties/:id/approve',
    {
      schema: {
        tags,
        summary: '審査待ちの物件を承認して公開（ホストの本人確認が済んでいること。監査ログに記録）',
        params: adminPropertyIdParamsSchema,
        response: changeResponses,
      },
    },
    async (request) => approveProperty({ db: app.db, mail: app.mail }, auditContextOf(request), request.params.id),
  );

  app.post(
    '/api/admin/properties/:id/reject',
    {
      schema: {
        tags,
        summary: '審査待ちの物件を却下（理由必須。下書きに戻り、ホストに理由が表示されます。監査ログに記録）',
        params: adminPropertyIdParamsSchema,
        body: propertyReasonBodySchema,
        response: changeResponses,
      },
    },
    async (request) => rejectProperty({ db: app.db, mail: app.mail }, auditContextOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/properties/:id/suspend',
    {
      schema: {
        tags,
        summary: '物件の停止（理由必須。ゲストには表示されなくなります。監査ログに記録）',
        params: adminPropertyIdParamsSchema,
        body: propertyReasonBodySchema,
        response: changeResponses,
      },
    },
    async (request) => suspendProperty(app.db, auditContextOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/properties/:id/lift-suspension',
    {
      schema: {
        tags,
        summary: '物件の停止を解除（停止前の状態に戻ります。監査ログに記録）',
        params: adminPropertyIdParamsSchema,
        response: changeResponses,
      },
    },
    async (request) => liftSuspension(app.db, auditContextOf(request), request.params.id),
  );
};

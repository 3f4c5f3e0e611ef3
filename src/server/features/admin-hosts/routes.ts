import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_MEDIA_TYPES, fileAnswer } from '@/contract/file-answers';
import { z } from 'zod';
import {
  adminHostDetailSchema,
  adminHostDocumentParamsSchema,
  adminHostIdParamsSchema,
  adminHostSchema,
  adminHostsQuerySchema,
  hostApprovalSchema,
  hostApprovalsQuerySchema,
  rejectHostBodySchema,
} from '@/contract/admin-hosts';
import { errorBodySchema } from '@/contract/errors';
import { auditContextOf } from '../../audit/audit';
import { sendListPage } from '../../lib/list-page';
import { adminActorOf } from '../../policy';
import { readIdDocument } from '../host-profile/service';
import * as service from './service';

const tags = ['管理画面'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** /admin/hosts and ホスト承認: the host list, the hosts awaiting identity review, a host's details and identity images, verify and reject (inside the admin area). */
export const adminHostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/hosts',
    {
      schema: {
        tags,
        summary: 'ホスト一覧（検索・本人確認の状態で絞り込み・並び替え・ページ送り）。全件数は x-total-count、集計は x-list-counts',
        description:
          'q は名前・表示名・メールアドレス・所在地の部分一致（大文字小文字・全角半角を区別しません）。' +
          'x-list-counts は全ホストに対する { total, verified, pending, rejected, averageRating } の JSON です（averageRating はレビューのあるホストの評価の平均、なければ 0）。',
        querystring: adminHostsQuerySchema,
        response: { 200: z.array(adminHostSchema), ...refusals },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listHosts(app.db, request.query)),
  );

  app.get(
    '/api/admin/host-approvals',
    {
      schema: {
        tags,
        summary: '本人確認の審査待ちのホスト（確認待ちで身分証明書の表面を提出済み）。アップロードの古い順。x-list-counts は { waiting }',
        querystring: hostApprovalsQuerySchema,
        response: { 200: z.array(hostApprovalSchema), ...refusals },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listHostApprovals(app.db, request.query)),
  );

  app.get(
    '/api/admin/hosts/:id',
    {
      schema: {
        tags,
        summary: 'ホストの詳細（プロフィール・本人確認の状態・物件）',
        params: adminHostIdParamsSchema,
        response: { 200: adminHostDetailSchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (request) => service.getHostDetail(app.db, request.params.id),
  );

  app.get(
    '/api/admin/hosts/:id/id-document/:side',
    {
      schema: {
        tags,
        summary: 'ホストの身分証明書画像（管理者と本人のみ。画像のバイト列、キャッシュ不可）',
        params: adminHostDocumentParamsSchema,
        response: { 200: fileAnswer('身分証明書の画像', IMAGE_MEDIA_TYPES), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await readIdDocument(app.db, app.storage, adminActorOf(request), request.params.id, request.params.side);
      return reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').type(file.contentType).send(file.body);
    },
  );

  app.post(
    '/api/admin/hosts/:id/verify',
    {
      schema: {
        tags,
        summary: 'ホストの本人確認を承認（確認待ちで書類提出済み、または却下後に再提出されたもの。監査ログに記録し、ホストにメール）',
        params: adminHostIdParamsSchema,
        response: { 200: adminHostDetailSchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.reviewIdentity(app.db, app.mail, auditContextOf(request), request.params.id, { action: 'verify' }),
  );

  app.post(
    '/api/admin/hosts/:id/reject',
    {
      schema: {
        tags,
        summary: 'ホストの本人確認を却下（理由必須。ホストは本人確認タブで理由を確認でき、メールでも届きます。監査ログに記録）',
        params: adminHostIdParamsSchema,
        body: rejectHostBodySchema,
        response: { 200: adminHostDetailSchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      service.reviewIdentity(app.db, app.mail, auditContextOf(request), request.params.id, { action: 'reject', reason: request.body.reason }),
  );
};

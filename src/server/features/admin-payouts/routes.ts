import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer } from '@/contract/file-answers';
import { z } from 'zod';
import {
  adminPayoutBatchSchema,
  adminPayoutSchema,
  adminPayoutsQuerySchema,
  createPayoutBatchBodySchema,
  createPayoutBatchResultSchema,
  failPayoutBodySchema,
  markPayoutPaidBodySchema,
  payoutIdParamsSchema,
} from '@/contract/admin-payouts';
import { errorBodySchema } from '@/contract/errors';
import { auditContextOf } from '../../audit/audit';
import { sendListPage } from '../../lib/list-page';
import * as service from './service';

const tags = ['管理画面'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const changeRefusals = { ...refusals, 404: errorBodySchema, 409: errorBodySchema };

/** 送金履歴: the hosts' payouts, the month's transfer runs with their Zengin file, and each transfer's outcome (inside the admin area). */
export const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payouts',
    {
      schema: {
        tags,
        summary: 'ホストへの送金の一覧（検索・状態と対象月で絞り込み・並び替え・ページ送り）。全件数は x-total-count、集計は x-list-counts',
        description:
          'q はホスト名・メールアドレス・金融機関名・支店名・口座名義の部分一致（大文字小文字・全角半角を区別しません）。month は対象月（YYYY-MM）。' +
          'x-list-counts は全送金に対する { dueJpy, dueCount, processing, paidThisMonthJpy, failed } の JSON です（paidThisMonthJpy は日本時間の今月に送金済みにした手取りの合計）。',
        querystring: adminPayoutsQuerySchema,
        response: { 200: z.array(adminPayoutSchema), ...refusals },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listPayouts(app.db, request.query)),
  );

  app.get(
    '/api/admin/payout-batches',
    {
      schema: { tags, summary: '最近の送金バッチ（新しい順、12件まで）', response: { 200: z.array(adminPayoutBatchSchema), ...refusals } },
    },
    async () => service.listBatches(app.db),
  );

  app.post(
    '/api/admin/payout-batches',
    {
      schema: {
        tags,
        summary: '月の送金バッチを作成（送金待ち・失敗の送金のうち手取りが0円を超え口座情報のそろったものを送金処理中にする。監査ログに記録）',
        description: '振込指定日は今日から60日以内の銀行営業日。口座名義を半角カナにできないホストがいると、ホスト名を示して 409 で断ります。',
        body: createPayoutBatchBodySchema,
        response: { 201: createPayoutBatchResultSchema, ...changeRefusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createBatch(app.db, app.fieldCipher, app.config.payoutAccount, auditContextOf(request), request.body)),
  );

  app.get(
    '/api/admin/payout-batches/:id/zengin',
    {
      schema: {
        tags,
        summary:
          '送金バッチの全銀協フォーマット（総合振込）の振込ファイル（Shift_JIS、120バイト固定長、CRLF）。バッチ作成時に固定したものを毎回同じバイト列で返します（x-file-sha256 にその SHA-256）。ダウンロードは監査ログに記録',
        params: payoutIdParamsSchema,
        response: { 200: fileAnswer('全銀協フォーマットの振込ファイル（Shift_JIS）', ['text/plain']), 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await service.transferFile(app.db, app.fieldCipher, app.config.payoutAccount, auditContextOf(request), request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-file-sha256', file.sha256)
        .type('text/plain; charset=Shift_JIS')
        .send(file.bytes);
    },
  );

  app.post(
    '/api/admin/payouts/:id/paid',
    {
      schema: {
        tags,
        summary: '送金を送金済みにする（送金処理中のもののみ。ホストにメール、監査ログに記録）',
        description: '振込指定日より前は early: true がなければ 409 で断ります（銀行で振込済みを確かめたうえでの前倒し）。',
        params: payoutIdParamsSchema,
        body: markPayoutPaidBodySchema,
        response: { 200: adminPayoutSchema, ...changeRefusals },
      },
    },
    async (request) =>
      service.recordOutcome(app.db, app.mail, auditContextOf(request), request.params.id, { paid: true, early: request.body?.early === true }),
  );

  app.post(
    '/api/admin/payouts/:id/failed',
    {
      schema: {
        tags,
        summary: '送金を失敗にする（理由必須。送金処理中のもののみ。ホストは売上管理で理由を確認でき、メールでも届きます。監査ログに記録）',
        params: payoutIdParamsSchema,
        body: failPayoutBodySchema,
        response: { 200: adminPayoutSchema, ...changeRefusals },
      },
    },
    async (request) => service.recordOutcome(app.db, app.mail, auditContextOf(request), request.params.id, { paid: false, reason: request.body.reason }),
  );
};

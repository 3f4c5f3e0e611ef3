import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBookingDetailSchema, adminBookingIdParamsSchema, adminBookingSchema, adminBookingsQuerySchema, adminCancelBookingBodySchema } from '@/contract/admin-bookings';
import { errorBodySchema } from '@/contract/errors';
import { auditContextOf } from '../../audit/audit';
import { sendListPage } from '../../lib/list-page';
import { bookingDeps } from '../bookings/deps';
import * as service from './service';

const tags = ['管理画面'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** /admin/bookings: every booking, a booking's whole record, and an admin's cancellation (inside the admin area). */
export const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/bookings',
    {
      schema: {
        tags,
        summary: '予約一覧（予約番号・ゲスト名で検索、予約状況・期間で絞り込み、並び替え・ページ送り）。全件数は x-total-count、集計は x-list-counts',
        description:
          'q は予約番号（IDの先頭、8文字の予約番号など）の前方一致、またはゲスト名の部分一致（大文字小文字・全角半角を区別しません）。' +
          'period は日本時間の today（今日滞在中・今日チェックイン）/ week（今週月〜日のチェックイン）/ month（今月のチェックイン）/ upcoming（明日以降のチェックイン、キャンセルを除く）。' +
          '予約状況を指定しない一覧には、お支払い前の仮予約と、支払いのないまま終わった予約は含みません。' +
          'x-list-counts は { total, confirmed, pending, paymentsThisMonth }（今月の決済額：日本時間の今月に確定した決済の合計から今月の返金を引いた額。チェックアウト分の売上とは別の数字）。',
        querystring: adminBookingsQuerySchema,
        response: { 200: z.array(adminBookingSchema), ...refusals },
      },
    },
    async (request, reply) => sendListPage(reply, await service.listBookings(app.db, request.query)),
  );

  app.get(
    '/api/admin/bookings/:id',
    {
      schema: {
        tags,
        summary: '予約の詳細（ゲスト・料金の内訳・決済と返金・メッセージ・経過、キャンセル時の返金額）',
        params: adminBookingIdParamsSchema,
        response: { 200: adminBookingDetailSchema, ...refusals, 404: errorBodySchema },
      },
    },
    async (request) => service.getBookingDetail(app.db, request.params.id),
  );

  app.post(
    '/api/admin/bookings/:id/cancel',
    {
      schema: {
        tags,
        summary: '予約を管理者がキャンセル（理由必須、全額返金かキャンセルポリシーどおりの返金。ゲストにメール、ホストに通知、監査ログに記録）',
        params: adminBookingIdParamsSchema,
        body: adminCancelBookingBodySchema,
        response: { 200: adminBookingDetailSchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.adminCancelBooking(bookingDeps(app, request.log), auditContextOf(request), request.params.id, request.body),
  );
};

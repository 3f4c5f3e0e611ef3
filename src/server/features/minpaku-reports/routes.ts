import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/errors';
import { fileAnswer } from '@/contract/file-answers';
import {
  agencyReportCsvQuerySchema,
  agencyReportItemSchema,
  agencyReportQuerySchema,
  minpakuReportCsvQuerySchema,
  minpakuReportParamsSchema,
  minpakuReportQuerySchema,
  minpakuReportsSchema,
} from '@/contract/minpaku-reports';
import { attachmentDisposition } from '../../lib/csv';
import { sendListPage } from '../../lib/list-page';
import { userActorOf } from '../../policy';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const privateNoStore = 'private, no-store';

/** 定期報告 (host area): the bi-monthly figures of the host's 民泊 houses and one house's CSV. */
export const hostMinpakuReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ホスト'];
  app.get(
    '/api/host/minpaku-reports',
    {
      schema: {
        tags,
        summary: '民泊の定期報告（住宅宿泊事業法第14条）: 自分の民泊の物件ごとの宿泊日数・宿泊者数・延べ宿泊者数・国籍別の内訳。period は期間の最初の月（偶数月、例 2026-10 は10月・11月分）、省略時は終わった直近の期間',
        querystring: minpakuReportQuerySchema,
        response: { 200: minpakuReportsSchema, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', privateNoStore).send(await service.hostReports(app.db, userActorOf(request).id, request.query.period)),
  );

  app.get(
    '/api/host/minpaku-reports/:propertyId/report.csv',
    {
      schema: {
        tags,
        summary: '1物件の定期報告の CSV（項目・国籍・値。Excel 用: UTF-8 BOM 付き、CRLF）。他のホストの物件は 404、民泊でない物件は 409',
        params: minpakuReportParamsSchema,
        querystring: minpakuReportCsvQuerySchema,
        response: { 200: fileAnswer('定期報告の CSV', ['text/csv']), ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const csv = await service.houseReportCsv(app.db, userActorOf(request), request.params.propertyId, request.query.period);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(csv.filename)).header('cache-control', privateNoStore).send(csv.body);
    },
  );
};

/** 仲介業の定期報告 (back office): every listing of a half-year with its basis, number, nights and guests. Read-only, not audited. */
export const adminMinpakuReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['管理画面'];
  app.get(
    '/api/admin/minpaku-reports/agency',
    {
      schema: {
        tags,
        summary: '住宅宿泊仲介業の半期の取扱物件（営業の根拠・番号・期間中の宿泊日数と宿泊者数）。half は 2026H1（4月〜9月）/ 2026H2（10月〜翌年3月）、省略時は終わった直近の半期。全件数は x-total-count、合計は x-list-counts',
        querystring: agencyReportQuerySchema,
        response: { 200: z.array(agencyReportItemSchema), ...errors },
      },
    },
    async (request, reply) => sendListPage(reply, await service.agencyReport(app.db, request.query)),
  );

  app.get(
    '/api/admin/minpaku-reports/agency.csv',
    {
      schema: {
        tags,
        summary: '住宅宿泊仲介業の半期の取扱物件の CSV（検索・営業の根拠の絞り込みは一覧と同じ、全件）',
        querystring: agencyReportCsvQuerySchema,
        response: { 200: fileAnswer('半期の取扱物件の CSV', ['text/csv']), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await service.agencyReportCsv(app.db, request.query);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(csv.filename)).header('cache-control', privateNoStore).send(csv.body);
    },
  );
};

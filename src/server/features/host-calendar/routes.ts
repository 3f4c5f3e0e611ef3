import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/errors';
import {
  calendarDaysBodySchema,
  calendarDaysResultSchema,
  hostCalendarQuerySchema,
  hostCalendarSchema,
  icalExportSchema,
  icalImportBodySchema,
  icalImportParamsSchema,
  icalImportSchema,
  propertyIdParamSchema,
} from '@/contract/host-calendar';
import { compiledSerializer } from '../../lib/compiled-serializer';
import { userActorOf } from '../../policy';
import * as service from './service';

const tags = ['ホスト・カレンダー'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The host calendar's routes, registered inside the host area (plugins/areas.ts). */
export const hostCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const syncOptions = () => ({ allowPrivate: app.config.icalAllowPrivateUrls });

  app.get(
    '/api/host/calendar',
    {
      schema: {
        tags,
        summary: 'ホストのカレンダー（月ごと、全物件または1物件）：日ごとの料金・ブロック・設定・予約、今後の予約',
        querystring: hostCalendarQuerySchema,
        response: { 200: hostCalendarSchema, ...errors },
      },
      // A month of 20 houses is 620 days: written by a serializer compiled from the schema (lib/compiled-serializer.ts).
      serializerCompiler: compiledSerializer([200]),
    },
    async (request) => service.getMonth(app.db, userActorOf(request), request.query),
  );

  app.put(
    '/api/host/calendar/:propertyId/days',
    {
      schema: {
        tags,
        summary: '日の範囲をブロック・解除・設定（特別料金、最低宿泊数、チェックイン不可、チェックアウト不可）',
        description:
          '予約が入っている日のブロックは 409（予約を名指しします）。解除は手動のブロックのみで、iCal連携のブロックは残ります。' +
          '範囲は366日まで、過去の日付は変更できません。',
        params: propertyIdParamSchema,
        body: calendarDaysBodySchema,
        response: { 200: calendarDaysResultSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => service.updateDays(app.db, userActorOf(request), request.params.propertyId, request.body),
  );

  app.get(
    '/api/host/calendar/:propertyId/ical',
    {
      schema: { tags, summary: 'この物件の iCal エクスポートURL（初回に秘密のトークンを作成）', params: propertyIdParamSchema, response: { 200: icalExportSchema, ...errors } },
    },
    async (request) => service.icalExport(app.db, userActorOf(request), request.params.propertyId, app.config.siteUrl),
  );

  app.post(
    '/api/host/calendar/:propertyId/ical/renew',
    {
      schema: { tags, summary: 'iCal エクスポートURLを再発行（古いURLはすぐ使えなくなります）', params: propertyIdParamSchema, response: { 200: icalExportSchema, ...errors } },
    },
    async (request) => service.renewIcalExport(app.db, userActorOf(request), request.params.propertyId, app.config.siteUrl),
  );

  app.get(
    '/api/host/calendar/:propertyId/ical-imports',
    {
      schema: { tags, summary: 'この物件の iCal インポート（最終同期、エラー、予約との重なり）', params: propertyIdParamSchema, response: { 200: z.array(icalImportSchema), ...errors } },
    },
    async (request) => service.listImports(app.db, userActorOf(request), request.params.propertyId),
  );

  app.post(
    '/api/host/calendar/:propertyId/ical-imports',
    {
      schema: {
        tags,
        summary: 'iCal インポートを追加してすぐ同期',
        params: propertyIdParamSchema,
        body: icalImportBodySchema,
        response: { 201: icalImportSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await service.addImport(app.db, userActorOf(request), request.params.propertyId, request.body, syncOptions());
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/host/calendar/:propertyId/ical-imports/:importId/sync',
    { schema: { tags, summary: 'iCal インポートを今すぐ同期', params: icalImportParamsSchema, response: { 200: icalImportSchema, ...errors } } },
    async (request) => service.syncImportNow(app.db, userActorOf(request), request.params.propertyId, request.params.importId, syncOptions()),
  );

  app.delete(
    '/api/host/calendar/:propertyId/ical-imports/:importId',
    {
      schema: { tags, summary: 'iCal インポートを削除（その連携のブロックは解除）', params: icalImportParamsSchema, response: { 204: z.null().describe('削除しました'), ...errors } },
    },
    async (request, reply) => {
      await service.removeImport(app.db, userActorOf(request), request.params.propertyId, request.params.importId);
      return reply.status(204).send(null);
    },
  );
};

/** The public .ics of a house's export: its secret token is the only key. */
export const icalFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ical/:file',
    {
      schema: {
        tags,
        summary: '物件の予約・ブロックの iCal（.ics）。URLの秘密のトークンで読み出します',
        params: z.object({ file: z.string().max(200) }),
        response: { 200: z.string().describe('text/calendar'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const body = await service.icalFeed(app.db, token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(body);
    },
  );
};

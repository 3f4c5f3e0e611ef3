import { z } from 'zod';
import { dayField } from './calendar-fields';
import { BOOKING_STATUSES } from './enums';
import { listQuerySchema } from './list';

/** One record of the audit trail (masked values stay masked: they are stored masked). */
export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  adminId: z.string().nullable(),
  adminName: z.string().nullable().describe('操作した管理者の名前（削除された管理者は null）'),
  entityType: z.string(),
  entityId: z.string().nullable(),
  entityName: z.string().nullable().describe('対象の名前（人の名前、物件名、予約番号と物件名、テンプレート名など。削除されたものは null）'),
  action: z.string(),
  oldValues: z.record(z.string(), z.unknown()).nullable(),
  newValues: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** The period's messages, the same on the server's 400 and on the page that checks the URL first. */
export const AUDIT_PERIOD_MESSAGES = {
  from: '開始日は YYYY-MM-DD の正しい日付で指定してください',
  to: '終了日は YYYY-MM-DD の正しい日付で指定してください',
  order: '終了日は開始日以降の日付を指定してください',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === 'all' || v === null || v === undefined ? undefined : v);
const dateParam = (message: string) =>
  z.preprocess(blankToUndefined, dayField(message).optional());

/** GET /api/admin/audit-logs: newest first; `from`/`to` are calendar days in Japan time, both included. */
export const adminAuditLogsQuerySchema = listQuerySchema({
  sorts: ['newest'],
  filters: {
    entityType: z.preprocess(blankToUndefined, z.string().regex(/^[a-z_]{1,50}$/, '対象の種類の値が正しくありません').optional()),
    adminId: z.preprocess(blankToUndefined, z.uuid('管理者の値が正しくありません').optional()),
    from: dateParam(AUDIT_PERIOD_MESSAGES.from),
    to: dateParam(AUDIT_PERIOD_MESSAGES.to),
  },
});
export type AdminAuditLogsQuery = z.input<typeof adminAuditLogsQuerySchema>;

/** The choices of the list's filters: the kinds of object recorded and the admins who made changes. */
export const auditLogFacetsSchema = z.object({
  entityTypes: z.array(z.string()),
  admins: z.array(z.object({ id: z.uuid(), fullName: z.string() })),
});
export type AuditLogFacets = z.infer<typeof auditLogFacetsSchema>;

/** The dashboard's recent activity: admins' changes and new bookings, newest first. */
export const adminActivityItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('audit'),
    id: z.string(),
    at: z.string(),
    adminName: z.string().nullable(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    entityName: z.string().nullable(),
    action: z.string(),
  }),
  z.object({
    kind: z.literal('booking'),
    id: z.string(),
    at: z.string(),
    guestName: z.string(),
    propertyTitle: z.string(),
    checkinDate: z.string(),
    checkoutDate: z.string(),
    status: z.enum(BOOKING_STATUSES),
    rejected: z.boolean().describe('ホストが却下したリクエスト（status は cancelled、表示は「却下」）'),
    totalAmountJpy: z.number().int(),
  }),
]);
export type AdminActivityItem = z.infer<typeof adminActivityItemSchema>;

import { z } from 'zod';
import { dayField } from './calendar-fields';
import { listQuerySchema } from './list';

/** One record of the audit trail (masked values stay masked: they are stored masked). */
export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  adminId: z.string().nullable(),
  adminName: z.string().nullable().describe('操作した管理者の名前（削除された管理者は null）'),
  entityType: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  oldValues: z.record(z.string(), z.unknown()).nullable(),
  newValues: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

const blankToUndefined = (v: unknown) => (v === '' || v === 'all' || v === null || v === undefined ? undefined : v);
const dateParam = (message: string) =>
  z.preprocess(blankToUndefined, dayField(message).optional());

/** GET /api/admin/audit-logs: newest first; `from`/`to` are calendar days in Japan time, both included. */
export const adminAuditLogsQuerySchema = listQuerySchema({
  sorts: ['newest'],
  filters: {
    entityType: z.preprocess(blankToUndefined, z.string().regex(/^[a-z_]{1,50}$/, '対象の種類の値が正しくありません').optional()),
    adminId: z.preprocess(blankToUndefined, z.uuid('管理者の値が正しくありません').optional()),
    from: dateParam('開始日は YYYY-MM-DD で指定してください'),
    to: dateParam('終了日は YYYY-MM-DD で指定してください'),
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
    status: z.string(),
    totalAmountJpy: z.number().int(),
  }),
]);
export type AdminActivityItem = z.infer<typeof adminActivityItemSchema>;

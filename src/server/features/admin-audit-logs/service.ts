import type { z } from 'zod';
import { AUDIT_PERIOD_MESSAGES, type AdminActivityItem, type adminAuditLogsQuerySchema, type AuditLogEntry, type AuditLogFacets } from '@/contract/admin-audit-logs';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { auditActionsMatching } from '@/domain/audit-labels';
import { isValidIsoDate } from '@/domain/japan-date';
import { normalizeListSearch } from '@/domain/list-search';
import { badRequest } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import { entityNameKey, entityNames } from './entity-names';
import * as repo from './repository';

type Query = z.output<typeof adminAuditLogsQuerySchema>;

const asRecord = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/**
 * The audit trail, newest first (docs/product/back-office.md). The search matches the object's id, the
 * admin's name and the action (its key or its Japanese word); `from` and `to` are days in Japan time.
 */
export async function listAuditLogs(db: Database, query: Query): Promise<ListPage<AuditLogEntry>> {
  if (query.from && !isValidIsoDate(query.from)) throw badRequest(AUDIT_PERIOD_MESSAGES.from, 'from');
  if (query.to && !isValidIsoDate(query.to)) throw badRequest(AUDIT_PERIOD_MESSAGES.to, 'to');
  if (query.from && query.to && query.from > query.to) throw badRequest(AUDIT_PERIOD_MESSAGES.order, 'to');
  const needle = query.q ? normalizeListSearch(query.q) : '';
  let adminIdsMatching: string[] = [];
  if (needle) {
    const admins = await repo.findAllAdmins(db);
    adminIdsMatching = admins.filter((a) => normalizeListSearch(a.fullName).includes(needle)).map((a) => a.id);
  }
  const filter: repo.AuditLogFilter = {
    needle: needle || undefined,
    adminIdsMatching,
    actionsMatching: needle ? auditActionsMatching(needle) : [],
    entityType: query.entityType,
    adminId: query.adminId,
    fromDay: query.from,
    toDay: query.to,
  };
  const [rows, total] = await Promise.all([repo.findAuditLogPage(db, filter, pageWindow(query)), repo.countAuditLogs(db, filter)]);
  const names = await entityNames(db, rows);
  const items = rows.map((r) => ({
    ...r,
    entityName: names.get(entityNameKey(r)) ?? null,
    createdAt: r.createdAt.toISOString(),
    oldValues: asRecord(r.oldValues),
    newValues: asRecord(r.newValues),
  }));
  return { items, total, counts: { total } };
}

export async function getAuditLogFacets(db: Database): Promise<AuditLogFacets> {
  const [entityTypes, admins] = await Promise.all([repo.findEntityTypes(db), repo.findAllAdmins(db)]);
  return { entityTypes, admins };
}

/** The dashboard's recent activity: the newest admin changes and new bookings, merged newest first. */
export async function getRecentActivity(db: Database, limit = 10): Promise<AdminActivityItem[]> {
  const [changes, newBookings] = await Promise.all([repo.findRecentAuditLogs(db, limit), repo.findRecentBookings(db, limit)]);
  const names = await entityNames(db, changes);
  const items: AdminActivityItem[] = [
    ...changes.map((c) => ({
      kind: 'audit' as const,
      id: c.id,
      at: c.createdAt.toISOString(),
      adminName: c.adminName,
      entityType: c.entityType,
      entityId: c.entityId,
      entityName: names.get(entityNameKey(c)) ?? null,
      action: c.action,
    })),
    ...newBookings.map(({ createdAt, ...b }) => ({ kind: 'booking' as const, ...b, at: createdAt.toISOString() })),
  ];
  return items
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, limit);
}
